import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import type { SessionContext, SessionEmitted, SessionEvent } from './types.ts';

/**
 * The API client's re-authentication on 401 (spec section 4 "Authentication", section 8: "Log in
 * again once with the customer code, store the new token and repeat the request. If it fails again,
 * the rejection carries only the error message"; CONTRACT.md sign-in step 4: single-flight). A
 * request that answers 401 sends `session.unauthorized` (saying whether it was already repeated) and
 * waits for what the chart emits: `session.giveUp` (it was repeated once already: its 401 is its
 * answer), `session.refreshed` (repeat the request, once) or `session.refreshFailed` (fail with the
 * sign-in's error). One sign-in at a time: 401s arriving while it runs wait for it. Pure: `signIn`
 * (with the stored customer code, storing the new token) is session-implementations.ts's, which
 * src/api/client.ts provides over its own `login`.
 */

type UnauthorizedParams = { sentToken: string | null; currentToken: string | null };
const errorOf = ({ event }: { event: { error: unknown } }): unknown => event.error;
const repeatedOf = ({ event }: { event: SessionEvent }) => event.repeated;
const tokensOf = ({ event }: { event: SessionEvent }): UnauthorizedParams => ({
  sentToken: event.sentToken,
  currentToken: event.currentToken,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    tags: {} as 'busy',
  },
  actors: {
    signIn: fromPromise<void>(notProvided('session', 'signIn')),
  },
  guards: {
    /** The request that got 401 had already been repeated after a sign-in (spec: retried once). */
    hasRepeated: (_, repeated: boolean) => repeated,
    /** Another sign-in replaced the token since this request left: no new sign-in is needed. */
    wasRefreshedSince: (_, { sentToken, currentToken }: UnauthorizedParams) =>
      currentToken !== null && currentToken !== sentToken,
  },
  actions: {
    countWaiting: assign(({ context }) => ({ waiting: context.waiting + 1 })),
    countRefresh: assign(({ context }) => ({ refreshes: context.refreshes + 1 })),
    clearWaiting: assign({ waiting: 0 }),
    emitRefreshed: emit({ type: 'session.refreshed' }),
    emitGiveUp: emit({ type: 'session.giveUp' }),
    emitRefreshFailed: emit((_, error: unknown) => ({ type: 'session.refreshFailed' as const, error })),
  },
}).createMachine({
  id: 'session',
  description: 'Re-authentication on 401: one sign-in at a time; every request that waited repeats once.',
  context: { waiting: 0, refreshes: 0 },
  initial: 'valid',
  states: {
    valid: {
      description: 'Requests go out with the stored access token.',
      on: {
        'session.unauthorized': [
          {
            guard: { type: 'hasRepeated', params: repeatedOf },
            description: 'A request already repeated got 401 again: it fails with that answer.',
            actions: 'emitGiveUp',
          },
          {
            guard: { type: 'wasRefreshedSince', params: tokensOf },
            description: 'A request sent with an older token got 401: it repeats at once with the new token.',
            actions: 'emitRefreshed',
          },
          {
            target: 'refreshing',
            description: 'A request got 401: log in again with the stored customer code, then repeat it.',
            actions: ['countWaiting', 'countRefresh'],
          },
        ],
      },
    },
    refreshing: {
      description: 'Logging in again; requests that answer 401 meanwhile wait for this sign-in.',
      tags: 'busy',
      on: {
        'session.unauthorized': [
          {
            guard: { type: 'hasRepeated', params: repeatedOf },
            description: 'A request already repeated got 401 again: it fails with that answer.',
            actions: 'emitGiveUp',
          },
          {
            description: 'Another request got 401 during the sign-in: it waits, then repeats once.',
            actions: 'countWaiting',
          },
        ],
      },
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: {
          target: 'valid',
          actions: ['clearWaiting', 'emitRefreshed'],
          description: 'Signed in again, the new token stored: every waiting request repeats once.',
        },
        onError: {
          target: 'valid',
          actions: ['clearWaiting', { type: 'emitRefreshFailed', params: errorOf }],
          description: "The sign-in failed: every waiting request fails with the sign-in's error.",
        },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;
