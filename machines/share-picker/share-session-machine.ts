import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { errorText, failedOutput, notProvided, output } from './chart-parts.ts';
import { SHARE_ERRORS } from './liff-rules.ts';
import type {
  PopupHealth,
  PostCancelAnswer,
  ShareResultAnswer,
  ShareSessionContext,
  ShareSessionInput,
  ShareSessionOutput,
  ShareSessionStart,
} from './types.ts';

/**
 * The open share target picker (spec section 4 "Share picker popup", section 8, section 9), the
 * child chart the share-picker chart invokes once the picker has opened with a one-time token: outside
 * the app the popup is checked every 1 s (once it has closed, or cannot be reached, result=CANCEL is
 * posted); the result endpoint is polled every 0.5 s until SUCCESS, CANCEL, another result (its
 * description is the error) or 10 minutes have passed. Its output is how the share ended. The actors
 * are placeholders; share-picker-implementations.ts binds them to LIFF.
 */

export const HEALTH_CHECK_INTERVAL = 1_000;
export const RESULT_POLL_INTERVAL = 500;
export const SHARE_TIMEOUT = 10 * 60_000;

const sessionInput = ({ context }: { context: ShareSessionContext }): ShareSessionInput => ({
  appId: context.appId,
  ott: context.ott,
});
const resultError = ({ event }: { event: { output: ShareResultAnswer } }) => ({
  message: String(event.output.resultDescription ?? ''),
});
/** The chart's output is its final state's output. */
const finalOutput = ({ event }: { event: { output: unknown } }) => event.output as ShareSessionOutput;

export const shareSessionMachine = setup({
  types: {
    context: {} as ShareSessionContext,
    input: {} as ShareSessionStart,
    output: {} as ShareSessionOutput,
  },
  actors: {
    checkPopupHealth: fromPromise<PopupHealth, ShareSessionInput>(
      notProvided('share-session', 'checkPopupHealth'),
    ),
    pollShareResult: fromPromise<ShareResultAnswer, ShareSessionInput>(
      notProvided('share-session', 'pollShareResult'),
    ),
    postCancel: fromPromise<PostCancelAnswer, ShareSessionInput>(notProvided('share-session', 'postCancel')),
  },
  delays: {
    HEALTH_CHECK_INTERVAL,
    RESULT_POLL_INTERVAL,
    SHARE_TIMEOUT,
  },
  guards: {
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
  },
}).createMachine({
  id: 'shareSession',
  description:
    'The open share target picker: the popup is watched every 1 s, the result polled every 0.5 s, for up to 10 minutes.',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'open',
  output: finalOutput,
  states: {
    open: {
      description:
        'The picker is open: the popup is watched and the result polled until success, cancel or 10 minutes.',
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
                    guard: { type: 'popupIsOpen', params: output<PopupHealth> },
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
                  target: '#shareSession.failed',
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
                    guard: { type: 'resultIsSuccess', params: output<ShareResultAnswer> },
                    target: '#shareSession.succeeded',
                    description: 'The result is SUCCESS: the customer shared the message.',
                  },
                  {
                    guard: { type: 'resultIsCancel', params: output<ShareResultAnswer> },
                    target: '#shareSession.cancelled',
                    description: 'The result is CANCEL: the customer closed the picker without sharing.',
                  },
                  {
                    guard: { type: 'hasOtherResult', params: output<ShareResultAnswer> },
                    target: '#shareSession.failed',
                    description: 'Another result (a description of an error): the share fails with it.',
                    actions: { type: 'fail', params: resultError },
                  },
                  { target: 'waiting', description: 'No result yet: ask again in 0.5 s.' },
                ],
                onError: {
                  target: '#shareSession.failed',
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
      description: "The share failed with a message, e.g. 'Timeout: not finished within 10min'.",
      type: 'final',
      output: failedOutput,
    },
  },
});

export type ShareSessionSnapshot = SnapshotFrom<typeof shareSessionMachine>;
