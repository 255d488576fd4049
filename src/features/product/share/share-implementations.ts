import { fromPromise } from 'xstate';
import type {
  OpenPopupInput,
  PopupHealth,
  PopupSession,
  PostCancelAnswer,
  ShareResultAnswer,
  ShareSessionInput,
} from '../../../../machines/share-picker/index.ts';

/** The part of LIFF sharing uses (./share-liff.ts builds it over the SDK or the LIFF mock). */
export interface ShareLiff {
  /** The LIFF id the picker runs under; null when none is configured. */
  appId: string | null;
  /** The configured LIFF id, for links into the LIFF app; undefined: link to the storefront itself. */
  liffId: string | undefined;
  isApiAvailable(api: 'shareTargetPicker'): boolean;
  isInClient(): boolean;
  getLineVersion(): string | null;
  /** Resolves { status: 'success' } when sent, nothing when cancelled (or not awaited); rejects on errors. */
  shareTargetPicker(
    messages: readonly unknown[],
    options: { isMultiple: boolean },
  ): Promise<{ status: 'success' } | undefined>;
}

/** Stands for the one-time token, which LIFF fetches and keeps to itself. */
export const LIFF_HELD_TOKEN = 'held-by-liff';

type Settled = Required<Pick<ShareResultAnswer, 'result' | 'resultDescription'>>;

/**
 * The share picker chart's actors over `liff.shareTargetPicker`, which performs the LINE-side
 * protocol itself (one-time token, popup, health check, result polling, posting the cancel). Opening
 * the popup starts the LIFF call; until it settles the health check reports the popup open and the
 * result poll reports no result; then the poll reports SUCCESS, CANCEL (LIFF resolves with nothing)
 * or the rejection's message. Posting the cancel is left to LIFF. The settled result lives in this
 * closure, cleared when a popup opens: one share at a time (the product-share chart's gate).
 */
export function createSharePickerImplementations(liff: ShareLiff) {
  let settled: Settled | null = null;
  return {
    actors: {
      openPopup: fromPromise<PopupSession, OpenPopupInput>(async ({ input }) => {
        settled = null;
        const call = liff.shareTargetPicker(input.messages, { isMultiple: input.isMultiple });
        if (!input.waitForResult) {
          // Old in-app clients: LIFF resolves once the picker is shown; there is no result to wait for.
          await call;
          return { ott: null };
        }
        call.then(
          (answer) => {
            settled = { result: answer?.status === 'success' ? 'SUCCESS' : 'CANCEL', resultDescription: '' };
          },
          (error: unknown) => {
            settled = { result: 'FAILURE', resultDescription: error instanceof Error ? error.message : '' };
          },
        );
        return { ott: LIFF_HELD_TOKEN };
      }),
      checkPopupHealth: fromPromise<PopupHealth, ShareSessionInput>(async () => ({ open: settled === null })),
      pollShareResult: fromPromise<ShareResultAnswer, ShareSessionInput>(async () =>
        settled ? { status: 'ok', ...settled } : { status: 'ok' },
      ),
      postCancel: fromPromise<PostCancelAnswer, ShareSessionInput>(async () => ({ status: 'ok' })),
    },
  };
}
