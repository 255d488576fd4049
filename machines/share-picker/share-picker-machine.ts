import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorText, failedOutput, notProvided, output } from './chart-parts.ts';
import {
  compareVersions,
  MAX_SHARE_MESSAGES,
  MIN_CLIENT_VERSION_FOR_RESULT,
  SHARE_ERRORS,
} from './liff-rules.ts';
import { shareSessionMachine } from './share-session-machine.ts';
import type {
  OpenPopupInput,
  PopupSession,
  SharePickerContext,
  SharePickerInput,
  SharePickerOutput,
  ShareSessionOutput,
  ShareSessionStart,
} from './types.ts';

export {
  compareVersions,
  MAX_SHARE_MESSAGES,
  SHARE_ERRORS,
} from './liff-rules.ts';

/**
 * The messaging platform's share target picker (spec section 4 "Share picker popup", section 5
 * "Share target picker", section 7 last bullet, section 8, section 9), as @line/liff 2.x runs it:
 * validate (a non-empty message array of at most 5, a configured app id; isMultiple defaults to
 * true), open the picker (in-app clients below 10.11.0 do not wait for its result), then, while it is
 * open, run its session (the child chart share-session-machine.ts: the popup checked every 1 s, the
 * result polled every 0.5 s, 10 minutes at most). Without a one-time token nothing can be asked:
 * 'need to call with ott in client'. In production `liff.shareTargetPicker` does the LINE-side work;
 * the actors here are placeholders that share-picker-implementations.ts binds to it.
 */

function initialContext({ input }: { input: SharePickerInput }): SharePickerContext {
  return {
    messages: input.messages,
    isMultiple: input.isMultiple ?? true,
    appId: input.appId || null,
    inClient: input.inClient,
    lineVersion: input.lineVersion,
    waitForResult: true,
    session: null,
    error: null,
  };
}

const messagesOf = (context: SharePickerContext): readonly unknown[] =>
  Array.isArray(context.messages) ? context.messages : [];
const openPopupInput = ({ context }: { context: SharePickerContext }): OpenPopupInput => ({
  messages: messagesOf(context),
  isMultiple: context.isMultiple,
  appId: context.appId ?? '',
  waitForResult: context.waitForResult,
});
const sessionStart = ({ context }: { context: SharePickerContext }): ShareSessionStart => ({
  appId: context.appId ?? '',
  ott: context.session?.ott ?? '',
  inClient: context.inClient,
});
/** The machine's output is its final state's output. */
const finalOutput = ({ event }: { event: { output: unknown } }) => event.output as SharePickerOutput;

export const sharePickerMachine = setup({
  types: {
    context: {} as SharePickerContext,
    input: {} as SharePickerInput,
    output: {} as SharePickerOutput,
    tags: {} as 'busy',
  },
  actors: {
    openPopup: fromPromise<PopupSession, OpenPopupInput>(notProvided('share-picker', 'openPopup')),
    shareSession: shareSessionMachine,
  },
  guards: {
    hasNoProperArgument: ({ context }) => !Array.isArray(context.messages) || context.messages.length === 0,
    exceedsMessageLimit: ({ context }) => messagesOf(context).length > MAX_SHARE_MESSAGES,
    lacksAppId: ({ context }) => !context.appId,
    /** The version gate: an in-app client too old to report the result. */
    isClientBelowResultVersion: ({ context }) =>
      context.inClient &&
      context.lineVersion !== null &&
      compareVersions(context.lineVersion, MIN_CLIENT_VERSION_FOR_RESULT) < 0,
    doesNotWaitForResult: ({ context }) => !context.waitForResult,
    lacksOneTimeToken: (_, session: PopupSession) => !session.ott,
  },
  actions: {
    fail: assign((_, params: { message: string }) => ({ error: params.message })),
    skipWaitingForResult: assign({ waitForResult: false }),
    keepSession: assign((_, session: PopupSession) => ({ session })),
  },
}).createMachine({
  id: 'sharePicker',
  description:
    'LINE share target picker: check the messages, open the picker, then run its session until it ends.',
  context: initialContext,
  initial: 'validating',
  output: finalOutput,
  states: {
    validating: {
      description:
        'Check the messages (non-empty, within the maximum count) and the app id before opening the picker.',
      always: [
        {
          guard: 'hasNoProperArgument',
          target: 'failed',
          description: "The message list is not a non-empty array: 'no proper argument'.",
          actions: { type: 'fail', params: { message: SHARE_ERRORS.noProperArgument } },
        },
        {
          guard: 'exceedsMessageLimit',
          target: 'failed',
          description: "More messages than the maximum count: 'exceed the limit of num of messages'.",
          actions: { type: 'fail', params: { message: SHARE_ERRORS.tooManyMessages } },
        },
        {
          guard: 'lacksAppId',
          target: 'failed',
          description: "No LINE app id is configured: 'INVALID_CONFIG'.",
          actions: { type: 'fail', params: { message: SHARE_ERRORS.missingAppId } },
        },
        {
          guard: 'isClientBelowResultVersion',
          target: 'opening',
          description: 'An in-app client below 10.11.0: open the picker with the wait-for-result option off.',
          actions: 'skipWaitingForResult',
        },
        { target: 'opening', description: 'The messages and app id are valid: open the picker.' },
      ],
    },
    opening: {
      description: 'The share target picker popup is opening.',
      tags: 'busy',
      invoke: {
        id: 'openPopup',
        src: 'openPopup',
        input: openPopupInput,
        onDone: [
          {
            guard: 'doesNotWaitForResult',
            target: 'notAwaited',
            description: 'The picker opened without waiting for its result: done.',
          },
          {
            guard: { type: 'lacksOneTimeToken', params: output<PopupSession> },
            target: 'failed',
            description: "No one-time token came back: 'need to call with ott in client'.",
            actions: { type: 'fail', params: { message: SHARE_ERRORS.outsideClient } },
          },
          {
            target: 'open',
            description:
              'The picker opened with a one-time token: its session watches it and polls the result.',
            actions: { type: 'keepSession', params: output<PopupSession> },
          },
        ],
        onError: {
          target: 'failed',
          description: 'The picker could not be opened: the share fails with the error text.',
          actions: { type: 'fail', params: errorText },
        },
      },
    },
    open: {
      description:
        'The picker is open: its session (share-session-machine.ts) watches the popup and polls the result for up to 10 minutes.',
      tags: 'busy',
      invoke: {
        id: 'shareSession',
        src: 'shareSession',
        input: sessionStart,
        onDone: {
          target: 'ended',
          description:
            'The session ended (shared, cancelled, or failed with its message): so does the share.',
        },
      },
    },
    ended: {
      description: "The open picker's session ended: its outcome is the share's.",
      type: 'final',
      output: output<ShareSessionOutput>,
    },
    failed: {
      description: "Share failed before the picker was open, e.g. 'need to call with ott in client'.",
      type: 'final',
      output: failedOutput,
    },
    notAwaited: {
      description: 'The picker was opened without waiting for its result (in-app client below 10.11.0).',
      type: 'final',
      output: { status: 'notAwaited' },
    },
  },
});

export type SharePickerSnapshot = SnapshotFrom<typeof sharePickerMachine>;
