import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import type {
  CodeCheck,
  ProbeInput,
  ScreenLoadContext,
  ScreenLoadEmitted,
  ScreenLoadEvent,
  ScreenLoadInput,
} from './types.ts';

/**
 * Loading a screen's code, so that no screen is ever blank: layouts and screens are lazy chunks, and a chunk can
 * fail to arrive (no connection, or a build deployed since the page opened removed it). Never a
 * blank page: the failure shows an inline Thai text that the connection failed with 'ลองอีกครั้ง',
 * inside the layout (header and tabs stay), and the code is loaded again on that tap, when the
 * browser comes back online, or when the customer goes to another page. A chunk that no longer
 * exists while online (404) means a new build: the page reloads once (not again within a minute).
 * Pure: checkCode (is the failed chunk gone or the connection down?) and loadCode (a fresh import
 * of the page's code) are placeholders; src/app/screen-load-boundary.tsx provides them.
 */

/** The chunk's address the browser names in its error ('... module: https://host/assets/x.js'). */
export function failedUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+?\.(?:js|css))\b/.exec(message)?.[1] ?? null;
}

export const screenLoadMachine = setup({
  types: {
    context: {} as ScreenLoadContext,
    events: {} as ScreenLoadEvent,
    input: {} as ScreenLoadInput,
    emitted: {} as ScreenLoadEmitted,
    tags: {} as 'failed' | 'busy',
  },
  actors: {
    checkCode: fromPromise<CodeCheck, ProbeInput>(notProvided('screen-load', 'checkCode')),
    loadCode: fromPromise<unknown, void>(notProvided('screen-load', 'loadCode')),
  },
  guards: {
    /** The code is gone (a new build) and the page did not reload for that a moment ago. */
    reloadsForNewBuild: ({ context }, output: CodeCheck) => output === 'gone' && context.mayReload,
  },
  actions: {
    assignFailedUrl: assign((_, url: string | null) => ({ failedUrl: url })),
    markFailureShown: assign({ failureShown: true }),
    clearFailure: assign({ failureShown: false, failedUrl: null }),
    reloadPage: emit({ type: 'reload' as const }),
  },
}).createMachine({
  id: 'screenLoad',
  description:
    "Loading a screen's code: on failure an inline 'connection failed' text with 'ลองอีกครั้ง' inside the layout, loaded again on the tap or when back online; a chunk gone after a new build reloads the page once.",
  context: ({ input }) => ({ mayReload: input.mayReload, failedUrl: null, failureShown: false }),
  initial: 'showing',
  states: {
    showing: {
      description: 'The screen shows, or its code is on the way (the skeleton).',
      on: {
        'load.failed': {
          target: 'checking',
          actions: { type: 'assignFailedUrl', params: ({ event }) => event.url },
          description: "The screen's code did not arrive.",
        },
      },
    },
    checking: {
      description:
        'Finding out why: no connection, or the code is gone because a new version was deployed (the failure text stays if it was shown).',
      tags: 'busy',
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({ url: context.failedUrl }),
        onDone: [
          {
            target: 'reloading',
            guard: { type: 'reloadsForNewBuild', params: ({ event }) => event.output },
            description: 'A new version was deployed (the code is gone): reload the page once.',
          },
          {
            target: 'failed',
            description: 'No connection, or the new version was already reloaded a moment ago: say so.',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The check itself failed: say the connection failed.',
        },
      },
    },
    failed: {
      description: "The inline text that the connection failed, with 'ลองอีกครั้ง'; header and tabs stay.",
      tags: 'failed',
      entry: 'markFailureShown',
      on: {
        'load.retry': { target: 'retrying', description: "The customer taps 'ลองอีกครั้ง'." },
        'network.online': {
          target: 'retrying',
          description: 'The browser is back online: load the code again by itself.',
        },
        'route.changed': {
          target: 'retrying',
          description: 'The customer went to another page (a tab): load its code.',
        },
      },
    },
    retrying: {
      description: "The page's code is loaded again (a fresh request), the failure text still shown.",
      tags: ['failed', 'busy'],
      invoke: {
        id: 'loadCode',
        src: 'loadCode',
        onDone: {
          target: 'showing',
          description: 'The code arrived: the screen shows and the failure text goes.',
          actions: 'clearFailure',
        },
        onError: {
          target: 'checking',
          description: 'The code did not arrive again: find out why once more.',
          actions: {
            type: 'assignFailedUrl',
            params: ({ event }) => failedUrlOf(event.error),
          },
        },
      },
    },
    reloading: {
      description: 'The page reloads to get the new version of the app.',
      type: 'final',
      entry: 'reloadPage',
    },
  },
});

export type ScreenLoadSnapshot = SnapshotFrom<typeof screenLoadMachine>;

/** The screen renders (its code is in, or loading behind the skeleton). */
export const showsScreen = (s: ScreenLoadSnapshot): boolean => s.matches('showing');
/** The inline connection-failed text with 'ลองอีกครั้ง' shows. */
export const showsLoadFailure = (s: ScreenLoadSnapshot): boolean =>
  s.hasTag('failed') || (s.matches('checking') && s.context.failureShown);
/** A check or a new load is running ('ลองอีกครั้ง' waits). */
export const isLoadBusy = (s: ScreenLoadSnapshot): boolean => s.hasTag('busy');
