import type { ProductDetail } from '../../contract/catalogue.ts';
import type { SharePickerInput, SharePickerOutput, ShareTargetPicker } from '../share-picker/index.ts';

/** Types of the product page's share chart (product-share-machine.ts). */

/** What a shared product's card shows: its page, title, image and price. */
export type ShareProduct = Pick<ProductDetail, 'id' | 'title' | 'image_url' | 'net_price'>;

/** The part of LIFF sharing uses (src/liff/share-liff.ts builds it over the SDK or the LIFF mock). */
export interface ShareLiff {
  /** The LIFF id the picker runs under; null when none is configured. */
  appId: string | null;
  /** The configured LIFF id, for links into the LIFF app; undefined: link to the storefront itself. */
  liffId: string | undefined;
  isApiAvailable(api: 'shareTargetPicker'): boolean;
  isInClient(): boolean;
  getLineVersion(): string | null;
  shareTargetPicker: ShareTargetPicker;
}

/** Where the loaded LIFF shares from: what a press needs besides the product; null where sharing is unavailable. */
export type ShareTarget = {
  appId: string | null;
  liffId: string | undefined;
  /** Running inside the messaging app's own browser. */
  inClient: boolean;
  /** The in-app client's version; null outside the app or when unknown. */
  lineVersion: string | null;
};

export type ProductShareContext = {
  /** Where LIFF shares from, once loaded and available. */
  target: ShareTarget | null;
  /** The running (or last) picker's input: the product's card and the target. */
  picker: SharePickerInput | null;
  /** How the last share ended; null before the first one ends and while one runs. */
  outcome: SharePickerOutput | null;
};

/** The share button was pressed: one share target picker for this product. */
export type ProductShareEvent = { type: 'share.start'; product: ShareProduct };
