import { assign, fromPromise, type MachineImplementationsFrom } from 'xstate';
import { createSharePickerImplementations, sharePickerMachine } from '../share-picker/index.ts';
import { pickerInputOf, type productShareMachine } from './product-share-machine.ts';
import type { ShareLiff, ShareProduct, ShareTarget } from './types.ts';

/** What the product page's share flow is given: LIFF's sharing (loaded lazily) and the product's card. */
export interface ProductShareDeps {
  /** Loads LIFF's sharing modules (src/liff/share-liff.ts); browser-only, so the app passes it. */
  loadShareLiff: () => Promise<ShareLiff>;
  /** The message a product becomes in the chat (the app's Flex card, in Thai), linking into `target`'s LIFF app. */
  buildMessage: (product: ShareProduct, target: ShareTarget) => unknown;
}

/**
 * The product-share chart's real actors: `loadShareLiff` loads LIFF's sharing and tells where it
 * shares from (null where the picker is unavailable); `sharePicker` is the share-picker chart over
 * that LIFF's `shareTargetPicker`; `preparePicker` builds a press's picker input with the card.
 * The loaded LIFF lives in this closure: one factory per page's share chart.
 */
export function createProductShareImplementations({
  loadShareLiff,
  buildMessage,
}: ProductShareDeps): MachineImplementationsFrom<typeof productShareMachine> {
  let liff: ShareLiff | null = null;
  return {
    actors: {
      loadShareLiff: fromPromise<ShareTarget | null>(async () => {
        const loaded = await loadShareLiff();
        if (!loaded.isApiAvailable('shareTargetPicker')) return null;
        liff = loaded;
        return {
          appId: loaded.appId,
          liffId: loaded.liffId,
          inClient: loaded.isInClient(),
          lineVersion: loaded.getLineVersion(),
        };
      }),
      sharePicker: sharePickerMachine.provide(
        createSharePickerImplementations({
          shareTargetPicker: (messages, options) =>
            liff
              ? liff.shareTargetPicker(messages, options)
              : Promise.reject(new Error('shareTargetPicker is not available')),
        }),
      ),
    },
    actions: {
      preparePicker: assign(({ context }, product: ShareProduct) => ({
        picker: pickerInputOf(context.target, context.target ? [buildMessage(product, context.target)] : []),
      })),
    },
  };
}
