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
            guard: { type: 'lacksOneTimeToken', params: outputOf<PopupSession> },
            target: 'failed',
            description: "No one-time token came back: 'need to call with ott in client'.",
            actions: { type: 'fail', params: { message: SHARE_ERRORS.outsideClient } },
          },
          {
            target: 'open',
            description: 'The picker opened with a one-time token: watch it and poll the result.',
            actions: { type: 'keepSession', params: outputOf<PopupSession> },
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
        'The picker is open: the popup is watched and the result polled until success, cancel or 10 minutes.',
      tags: 'busy',
      type: 'parallel',
      after: {
        SHARE_TIMEOUT: {
          target: 'failed',
          description: "10 minutes without a result: 'Timeout: not finished within 10min'.",
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
              always: [
                {
                  guard: 'isInClient',
                  target: 'inClient',
                  description: 'Inside the LINE app: the app shows the picker, only the result is polled.',
                },
                { target: 'watching', description: 'In a browser popup: watch the popup.' },
              ],
            },
            /** The app shows the picker itself; only the result is polled. */
            inClient: { description: 'The LINE app shows the picker itself; only the result is polled.' },
            watching: {
              description: 'The popup is open; its health is checked every 1 s.',
              after: {
                HEALTH_CHECK_INTERVAL: {
                  target: 'checking',
                  description: '1 s has passed: check the popup.',
                },
              },
            },
            checking: {
              description: 'Check whether the popup is still open; one it cannot reach counts as closed.',
              invoke: {
                id: 'checkPopupHealth',
                src: 'checkPopupHealth',
                input: sessionInput,
                onDone: [
                  {
                    guard: { type: 'popupIsOpen', params: outputOf<PopupHealth> },
                    target: 'watching',
                    description: 'The popup is still open: check again in 1 s.',
                  },
                  { target: 'postingCancel', description: 'The popup closed: post a cancel.' },
                ],
                // LIFF counts a popup it cannot reach as closed.
                onError: {
                  target: 'postingCancel',
                  description: 'The popup cannot be reached: it counts as closed, post a cancel.',
                },
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
                onDone: {
                  target: 'cancelPosted',
                  description: 'The cancel is posted: the result poll reports it.',
                },
                onError: {
                  target: '#sharePicker.failed',
                  description: 'The cancel could not be posted: the share fails with the error text.',
                  actions: { type: 'fail', params: errorText },
                },
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
                    description: 'The result is SUCCESS: the customer shared the message.',
                  },
                  {
                    guard: { type: 'resultIsCancel', params: outputOf<ShareResultAnswer> },
                    target: '#sharePicker.cancelled',
                    description: 'The result is CANCEL: the customer closed the picker without sharing.',
                  },
                  {
                    guard: { type: 'hasOtherResult', params: outputOf<ShareResultAnswer> },
                    target: '#sharePicker.failed',
                    description: 'Another result (a description of an error): the share fails with it.',
                    actions: { type: 'fail', params: resultError },
                  },
                  { target: 'waiting', description: 'No result yet: ask again in 0.5 s.' },
                ],
                onError: {
                  target: '#sharePicker.failed',
                  description: 'The result endpoint failed: the share fails with the error text.',
                  actions: { type: 'fail', params: errorText },
                },
              },
            },
            waiting: {
              description: 'No result yet: ask again in 0.5 s.',
              after: {
                RESULT_POLL_INTERVAL: {
                  target: 'polling',
                  description: '0.5 s has passed: ask for the result.',
                },
              },
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
