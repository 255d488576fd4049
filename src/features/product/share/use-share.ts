import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import {
  isProductShareBusy,
  lastShareOutcome,
  type ProductShareMachine,
  productShareMachine,
} from '../../../../machines/product-share/index.ts';
import { type SharePickerOutput, sharePickerMachine } from '../../../../machines/share-picker/index.ts';
import { inspect } from '../../../lib/inspect.ts';
import { buildProductFlexMessage, type ShareProduct } from './flex-message.ts';
import { createSharePickerImplementations, type ShareLiff } from './share-implementations.ts';

type ProductShareActor = Actor<ProductShareMachine>;

/** The product page's share chart over LIFF: each `share.start` runs one share picker chart. */
export function startProductShare(liff: ShareLiff): ProductShareActor {
  const machine = productShareMachine.provide({
    actors: { sharePicker: sharePickerMachine.provide(createSharePickerImplementations(liff)) },
  });
  return createActor(machine, { inspect }).start();
}

/**
 * Sharing a product to LINE friends through the share target picker (ARCHITECTURE.md
 * "sharePicker"). LIFF's sharing modules load with the first product page (./share-liff.ts, a lazy
 * chunk); the button shows only where `liff.isApiAvailable('shareTargetPicker')`. Once they have
 * loaded the page's share chart (machines/product-share) starts; it runs one share picker per press
 * and stops with the page. Its last outcome is what the page tells the customer.
 */
export function useShareProduct(product: ShareProduct): {
  available: boolean;
  busy: boolean;
  outcome: SharePickerOutput | null;
  share(): void;
} {
  const [liff, setLiff] = useState<ShareLiff | null>(null);
  const [actor, setActor] = useState<ProductShareActor | undefined>(undefined);

  useEffect(() => {
    let live = true;
    let started: ProductShareActor | undefined;
    import('./share-liff.ts')
      .then(({ loadShareLiff }) => loadShareLiff())
      .then(
        (loaded) => {
          if (!live) return;
          started = startProductShare(loaded);
          setLiff(loaded);
          setActor(started);
        },
        // Without LIFF's sharing modules the button simply stays hidden.
        () => undefined,
      );
    return () => {
      live = false;
      started?.stop();
    };
  }, []);

  const busy = useSelector(actor, (snapshot) => (snapshot ? isProductShareBusy(snapshot) : false));
  const outcome = useSelector(actor, (snapshot) => (snapshot ? lastShareOutcome(snapshot) : null));

  const share = () => {
    if (!liff || !actor) return;
    const message = buildProductFlexMessage(product, { liffId: liff.liffId, origin: window.location.origin });
    actor.send({
      type: 'share.start',
      picker: {
        messages: [message],
        appId: liff.appId,
        inClient: liff.isInClient(),
        lineVersion: liff.getLineVersion(),
      },
    });
  };

  return { available: liff?.isApiAvailable('shareTargetPicker') ?? false, busy, outcome, share };
}
