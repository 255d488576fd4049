import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { sharePickerMachine } from './share-picker-machine.ts';
import { shareSessionMachine } from './share-session-machine.ts';
import type {
  OpenPopupInput,
  PopupHealth,
  PopupSession,
  PostCancelAnswer,
  ShareResultAnswer,
  ShareSessionInput,
  ShareTargetPicker,
} from './types.ts';

/** Stands for the one-time token, which LIFF fetches and keeps to itself. */
const LIFF_HELD_TOKEN = 'held-by-liff';

type Settled = Required<Pick<ShareResultAnswer, 'result' | 'resultDescription'>>;

/** What LIFF's running `shareTargetPicker` call has answered: null while the picker is open. */
interface LiffShareCall {
  settled(): Settled | null;
}

/**
 * The open picker's actors over a LIFF call already running: until the call settles the health
 * check reports the popup open and the result poll reports no result; then the poll reports how it
 * settled. Posting the cancel is left to LIFF.
 * @public the flow-homes test finds every chart's factory by its name
 */
export function createShareSessionImplementations({
  call,
}: {
  call: LiffShareCall;
}): MachineImplementationsFrom<typeof shareSessionMachine> {
  return {
    actors: {
      checkPopupHealth: fromPromise<PopupHealth, ShareSessionInput>(async () => ({
        open: call.settled() === null,
      })),
      pollShareResult: fromPromise<ShareResultAnswer, ShareSessionInput>(async () => {
        const settled = call.settled();
        return settled ? { status: 'ok', ...settled } : { status: 'ok' };
      }),
      postCancel: fromPromise<PostCancelAnswer, ShareSessionInput>(async () => ({ status: 'ok' })),
    },
  };
}

/**
 * The share picker chart's actors over `liff.shareTargetPicker`, which performs the LINE-side
 * protocol itself (one-time token, popup, health check, result polling, posting the cancel). Opening
 * the popup starts the LIFF call; the session's actors read how it settled: SUCCESS, CANCEL (LIFF
 * resolves with nothing) or the rejection's message. The settled result lives in this closure,
 * cleared when a popup opens: one share at a time (the product-share chart's gate).
 */
export function createSharePickerImplementations({
  shareTargetPicker,
}: {
  shareTargetPicker: ShareTargetPicker;
}): MachineImplementationsFrom<typeof sharePickerMachine> {
  let settled: Settled | null = null;
  const call: LiffShareCall = { settled: () => settled };
  return {
    actors: {
      openPopup: fromPromise<PopupSession, OpenPopupInput>(async ({ input }) => {
        settled = null;
        const answer = shareTargetPicker(input.messages, { isMultiple: input.isMultiple });
        if (!input.waitForResult) {
          // Old in-app clients: LIFF resolves once the picker is shown; there is no result to wait for.
          await answer;
          return { ott: null };
        }
        answer.then(
          (sent) => {
            settled = { result: sent?.status === 'success' ? 'SUCCESS' : 'CANCEL', resultDescription: '' };
          },
          (error: unknown) => {
            settled = { result: 'FAILURE', resultDescription: error instanceof Error ? error.message : '' };
          },
        );
        return { ott: LIFF_HELD_TOKEN };
      }),
      shareSession: shareSessionMachine.provide(createShareSessionImplementations({ call })),
    },
  };
}
