import type { SharePickerOutput } from '../share-picker/index.ts';
import type { ProductShareSnapshot } from './product-share-machine.ts';

/** LIFF has loaded and says the share target picker is available: the share button shows. */
export const isShareAvailable = (snapshot: ProductShareSnapshot): boolean => snapshot.context.target !== null;

/** A share target picker runs: the share button is busy. */
export const isProductShareBusy = (snapshot: ProductShareSnapshot): boolean => snapshot.hasTag('busy');

/** How the last share ended; null before the first one ends and while one runs. */
export const lastShareOutcome = (snapshot: ProductShareSnapshot): SharePickerOutput | null =>
  snapshot.context.outcome;
