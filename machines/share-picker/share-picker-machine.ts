import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  compareVersions,
  MAX_SHARE_MESSAGES,
  MIN_CLIENT_VERSION_FOR_RESULT,
  SHARE_ERRORS,
} from './liff-rules.ts';
import type {
  OpenPopupInput,
  PopupHealth,
  PopupSession,
  PostCancelAnswer,
  SharePickerContext,
  SharePickerInput,
  SharePickerOutput,
  ShareResultAnswer,
  ShareSessionInput,
} from './types.ts';

export {
  compareVersions,
  MAX_SHARE_MESSAGES,
  MIN_CLIENT_VERSION_FOR_RESULT,
  SHARE_ERRORS,
} from './liff-rules.ts';

/**
 * The messaging platform's share target picker (spec section 4 "Share picker popup", section 5
 * "Share target picker", section 7 last bullet, section 8, section 9), as @line/liff 2.x runs it:
 * validate (a non-empty message array of at most 5, a configured app id; isMultiple defaults to
 * true), open the picker (in-app clients below 10.11.0 do not wait for its result), then, while it is
 * open, check the popup every 1 s (outside the app; when it has closed, post result=CANCEL) and poll
 * the result endpoint every 0.5 s until SUCCESS, CANCEL, another result (its description is the
 * error) or 10 minutes have passed. Without a one-time token nothing can be asked: 'need to call
 * with ott in client'. In production `liff.shareTargetPicker` does the LINE-side work; the actors
 * here are placeholders that src/features/product/share/share-implementations.ts binds to it.
 */

export const HEALTH_CHECK_INTERVAL = 1_000;
export const RESULT_POLL_INTERVAL = 500;
export const SHARE_TIMEOUT = 10 * 60_000;
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

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`share-picker actor '${name}' is not provided`));

const messagesOf = (context: SharePickerContext): readonly unknown[] =>
  Array.isArray(context.messages) ? context.messages : [];
const openPopupInput = ({ context }: { context: SharePickerContext }): OpenPopupInput => ({
  messages: messagesOf(context),
  isMultiple: context.isMultiple,
  appId: context.appId ?? '',
  waitForResult: context.waitForResult,
});
const sessionInput = ({ context }: { context: SharePickerContext }): ShareSessionInput => ({
  appId: context.appId ?? '',
  ott: context.session?.ott ?? '',
});
const outputOf = <T>({ event }: { event: { output: T } }) => event.output;
const errorText = ({ event }: { event: { error: unknown } }) => ({
  message: event.error instanceof Error ? event.error.message : String(event.error),
});
const resultError = ({ event }: { event: { output: ShareResultAnswer } }) => ({
  message: String(event.output.resultDescription ?? ''),
});
/** The machine's output is its final state's output. */
const finalOutput = ({ event }: { event: { output: unknown } }) => event.output as SharePickerOutput;
const failedOutput = ({ context }: { context: SharePickerContext }): SharePickerOutput => ({
  status: 'error',
  message: context.error ?? '',
});

export const sharePickerMachine = setup({
  types: {
    context: {} as SharePickerContext,
    input: {} as SharePickerInput,
    output: {} as SharePickerOutput,
    tags: {} as 'busy',
  },
  actors: {
    openPopup: fromPromise<PopupSession, OpenPopupInput>(notProvided('openPopup')),
    checkPopupHealth: fromPromise<PopupHealth, ShareSessionInput>(notProvided('checkPopupHealth')),
    pollShareResult: fromPromise<ShareResultAnswer, ShareSessionInput>(notProvided('pollShareResult')),
    postCancel: fromPromise<PostCancelAnswer, ShareSessionInput>(notProvided('postCancel')),
  },
  delays: {
    HEALTH_CHECK_INTERVAL,
    RESULT_POLL_INTERVAL,
    SHARE_TIMEOUT,
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
    /** In the app the picker is the app's own screen: there is no popup window to watch. */
    isInClient: ({ context }) => context.inClient,
    popupIsOpen: (_, health: PopupHealth) => health.open,
    resultIsSuccess: (_, answer: ShareResultAnswer) => answer.result === 'SUCCESS',
    resultIsCancel: (_, answer: ShareResultAnswer) => answer.result === 'CANCEL',
    /** Any other result ends the share with its description as the error. */
    hasOtherResult: (_, answer: ShareResultAnswer) => Boolean(answer.result),
  },
  actions: {
    fail: assign((_, params: { message: string }) => ({ error: params.message })),
    skipWaitingForResult: assign({ waitForResult: false }),
    keepSession: assign((_, session: PopupSession) => ({ session })),
  },
}).createMachine({
  id: 'sharePicker',
  description:
    'LINE share target picker: open the popup, watch it every 1 s, poll the result every 0.5 s for up to 10 minutes.',
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
          actions: { type: 'fail', params: { message: SHARE_ERRORS.noProperArgument } },
        },
        {
          guard: 'exceedsMessageLimit',
          target: 'failed',
          actions: { type: 'fail', params: { message: SHARE_ERRORS.tooManyMessages } },
        },
        {
          guard: 'lacksAppId',
          target: 'failed',
          actions: { type: 'fail', params: { message: SHARE_ERRORS.missingAppId } },
        },
        { guard: 'isClientBelowResultVersion', target: 'opening', actions: 'skipWaitingForResult' },
        { target: 'opening' },
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
          { guard: 'doesNotWaitForResult', target: 'notAwaited' },
          {
            guard: { type: 'lacksOneTimeToken', params: outputOf<PopupSession> },
            target: 'failed',
            actions: { type: 'fail', params: { message: SHARE_ERRORS.outsideClient } },
          },
          { target: 'open', actions: { type: 'keepSession', params: outputOf<PopupSession> } },
        ],
        onError: { target: 'failed', actions: { type: 'fail', params: errorText } },
      },
    },
    open: {
      description:
        'The picker is open: the popup is watched and the result polled until success, cancel or 10 minutes.',
      tags: 'busy',
      type: 'parallel',
      after: {
        SHARE_TIMEOUT: {
          target: 'failed',
          actions: { type: 'fail', params: { message: SHARE_ERRORS.timeout } },
        },
      },
      states: {
        popup: {
          description: 'The popup window itself.',
          initial: 'opened',
          states: {
            opened: {
              description: 'Check whether the picker runs inside the LINE app or in a browser popup.',
              always: [{ guard: 'isInClient', target: 'inClient' }, { target: 'watching' }],
            },
            /** The app shows the picker itself; only the result is polled. */
            inClient: { description: 'The LINE app shows the picker itself; only the result is polled.' },
            watching: {
              description: 'The popup is open; its health is checked every 1 s.',
              after: { HEALTH_CHECK_INTERVAL: 'checking' },
            },
            checking: {
              description: 'Check whether the popup is still open; one it cannot reach counts as closed.',
              invoke: {
                id: 'checkPopupHealth',
                src: 'checkPopupHealth',
                input: sessionInput,
                onDone: [
                  { guard: { type: 'popupIsOpen', params: outputOf<PopupHealth> }, target: 'watching' },
                  { target: 'postingCancel' },
                ],
                // LIFF counts a popup it cannot reach as closed.
                onError: 'postingCancel',
              },
            },
            /** The popup closed: tell the result endpoint (result=CANCEL); the poll then reports it. */
            postingCancel: {
              description:
                'The popup closed: post result=CANCEL to the result endpoint; the poll then reports it.',
              invoke: {
                id: 'postCancel',
                src: 'postCancel',
                input: sessionInput,
                onDone: 'cancelPosted',
                onError: { target: '#sharePicker.failed', actions: { type: 'fail', params: errorText } },
              },
            },
            cancelPosted: { description: 'The cancel was posted; waiting for the result poll to report it.' },
          },
        },
        result: {
          description: 'The share result.',
          initial: 'polling',
          states: {
            polling: {
              description: 'Ask the result endpoint: SUCCESS, CANCEL, another result (an error) or not yet.',
              invoke: {
                id: 'pollShareResult',
                src: 'pollShareResult',
                input: sessionInput,
                onDone: [
                  {
                    guard: { type: 'resultIsSuccess', params: outputOf<ShareResultAnswer> },
                    target: '#sharePicker.succeeded',
                  },
                  {
                    guard: { type: 'resultIsCancel', params: outputOf<ShareResultAnswer> },
                    target: '#sharePicker.cancelled',
                  },
                  {
                    guard: { type: 'hasOtherResult', params: outputOf<ShareResultAnswer> },
                    target: '#sharePicker.failed',
                    actions: { type: 'fail', params: resultError },
                  },
                  { target: 'waiting' },
                ],
                onError: { target: '#sharePicker.failed', actions: { type: 'fail', params: errorText } },
              },
            },
            waiting: {
              description: 'No result yet: ask again in 0.5 s.',
              after: { RESULT_POLL_INTERVAL: 'polling' },
            },
          },
        },
      },
    },
    succeeded: {
      description: 'The customer shared the message.',
      type: 'final',
      output: { status: 'success' },
    },
    cancelled: {
      description: 'The customer closed the picker without sharing.',
      type: 'final',
      output: { status: 'cancel' },
    },
    failed: {
      description: "Share failed with a message, e.g. 'Timeout: not finished within 10min'.",
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

export type SharePickerMachine = typeof sharePickerMachine;
export type SharePickerSnapshot = SnapshotFrom<typeof sharePickerMachine>;
