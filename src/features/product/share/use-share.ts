import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type Actor, createActor } from 'xstate';
import {
  isSharing,
  type SharePickerOutput,
  shareOutcome,
  sharePickerMachine,
} from '../../../../machines/share-picker/index.ts';
import { inspect } from '../../../lib/inspect.ts';
import { buildProductFlexMessage, type ShareProduct } from './flex-message.ts';
import { createSharePickerImplementations, type ShareLiff } from './share-implementations.ts';

type SharePickerActor = Actor<typeof sharePickerMachine>;

/**
 * Sharing a product to LINE friends through the share target picker (ARCHITECTURE.md
 * "sharePicker"). LIFF's sharing modules load with the first product page (./share-liff.ts, a lazy
 * chunk); the button shows only where `liff.isApiAvailable('shareTargetPicker')`. Each press runs
 * one share picker chart; its final output is what the page tells the customer.
 */
export function useShareProduct(product: ShareProduct): {
  available: boolean;
  busy: boolean;
  outcome: SharePickerOutput | null;
  share(): void;
} {
  const [liff, setLiff] = useState<ShareLiff | null>(null);
  const [actor, setActor] = useState<SharePickerActor | undefined>(undefined);

  useEffect(() => {
    let live = true;
    import('./share-liff.ts')
      .then(({ loadShareLiff }) => loadShareLiff())
      .then(
        (loaded) => {
          if (live) setLiff(loaded);
        },
        // Without LIFF's sharing modules the button simply stays hidden.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  // A new share or leaving the page stops the previous chart (LIFF's own call runs out by itself).
  useEffect(
    () => () => {
      actor?.stop();
    },
    [actor],
  );

  const busy = useSelector(actor, (snapshot) => (snapshot ? isSharing(snapshot) : false));
  const outcome = useSelector(actor, (snapshot) => (snapshot ? shareOutcome(snapshot) : null));

  const share = () => {
    if (!liff || busy) return;
    const message = buildProductFlexMessage(product, { liffId: liff.liffId, origin: window.location.origin });
    const next = createActor(sharePickerMachine.provide(createSharePickerImplementations(liff)), {
      inspect,
      input: {
        messages: [message],
        appId: liff.appId,
        inClient: liff.isInClient(),
        lineVersion: liff.getLineVersion(),
      },
    });
    next.start();
    setActor(next);
  };

  return { available: liff?.isApiAvailable('shareTargetPicker') ?? false, busy, outcome, share };
}
