import type { SharePickerInput, SharePickerOutput } from '../share-picker/index.ts';

/** Types of the product page's share chart (product-share-machine.ts). */

export type ProductShareContext = {
  /** How the last share ended; null before the first one ends and while one runs. */
  outcome: SharePickerOutput | null;
};

/** The share button was pressed: one share target picker run with this input. */
export type ProductShareEvent = { type: 'share.start'; picker: SharePickerInput };
