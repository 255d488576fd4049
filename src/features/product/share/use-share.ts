import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createProductShareImplementations,
  isProductShareBusy,
  isShareAvailable,
  lastShareOutcome,
  type ProductShareDeps,
  productShareMachine,
  type ShareProduct,
} from '../../../../machines/product-share/index.ts';
import type { SharePickerOutput } from '../../../../machines/share-picker/index.ts';
import { inspect } from '../../../lib/inspect.ts';
import { buildProductFlexMessage } from './flex-message.ts';

/** The share flow's deps in the browser: LIFF's sharing as a lazy chunk, the card linking back here. */
const shareDeps: ProductShareDeps = {
  loadShareLiff: () => import('../../../liff/share-liff.ts').then(({ loadShareLiff }) => loadShareLiff()),
  buildMessage: (product, { liffId }) =>
    buildProductFlexMessage(product, { liffId, origin: window.location.origin }),
};

/**
 * Sharing a product to LINE friends through the share target picker (ARCHITECTURE.md
 * "sharePicker"): the page's share chart (machines/product-share) loads LIFF's sharing modules as
 * the product page opens (src/liff/share-liff.ts, a lazy chunk), runs one share picker per press and
 * stops with the page. The button shows only where LIFF says the picker is available; the last
 * outcome is what the page tells the customer.
 */
export function useShareProduct(product: ShareProduct): {
  available: boolean;
  busy: boolean;
  outcome: SharePickerOutput | null;
  share(): void;
} {
  const [machine] = useState(() => productShareMachine.provide(createProductShareImplementations(shareDeps)));
  const actorRef = useActorRef(machine, { inspect });
  return {
    available: useSelector(actorRef, isShareAvailable),
    busy: useSelector(actorRef, isProductShareBusy),
    outcome: useSelector(actorRef, lastShareOutcome),
    share: () => actorRef.send({ type: 'share.start', product }),
  };
}
