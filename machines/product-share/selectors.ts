import type { SharePickerOutput } from '../share-picker/index.ts';
import type { ProductShareSnapshot } from './product-share-machine.ts';

/** A share target picker runs: the share button is busy. */
export const isProductShareBusy = (snapshot: ProductShareSnapshot): boolean => snapshot.hasTag('busy');

/** How the last share ended; null before the first one ends and while one runs. */
export const lastShareOutcome = (snapshot: ProductShareSnapshot): SharePickerOutput | null =>
  snapshot.context.outcome;
