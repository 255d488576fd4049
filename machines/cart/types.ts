/** Types of the cart chart (cart-machine.ts): the stored cart, its lines and events (spec section 3 "Cart"). */

import type { Nudge } from '../../contract/summary.ts';
import type { Navigate } from '../navigation.ts';
import type { QtyNotice } from './quantity.ts';

export type { QtyNotice };

/** One cart line, as stored under the local-storage key `cart` (spec section 3 "Cart line"). */
export type CartLine = {
  /** The SKU id (the product detail's `id`). */
  id: number;
  name: string;
  /** List price in baht, before the line's discount. */
  price: number;
  /** Integer, 1..999 (spec section 5, cart stepper). */
  qty: number;
  /** Discount in percent (the product's discount_price; 0 when it has none). */
  discount: number;
  imageUrl: string | null;
  /** Ticked for payment; false when the line is added. */
  select: boolean;
  /** The selling unit from the catalogue ('ลัง 24 ขวด'); absent when the catalogue has none. */
  packSize?: string | null;
  /** The last refresh on opening could not reach the product lookup (kept, not refreshed). */
  stale?: boolean;
};

/** What a product page hands to the cart: the line's product fields (qty and select are the cart's). */
export type CartLinePayload = Pick<CartLine, 'id' | 'name' | 'price' | 'discount' | 'imageUrl' | 'packSize'>;

/** The cart as stored: { id: 1, products, total } (spec section 3 and 9 "Default cart"). */
export type Cart = {
  id: number;
  products: CartLine[];
  /** Sum of displayed price x qty over the SELECTED lines (see cartTotal). */
  total: number;
};

/** Why pressing the pay button did not go to /summary (spec section 5; the line limit). */
export type PayNotice = 'noneSelected' | 'belowMinimum' | 'tooManyLines';

/** The outcome of a reorder the cart screen reports. */
export type ReorderNotice = { kind: 'unavailable'; names: string[] } | { kind: 'failed'; orderId: number };

/**
 * What a reorder did to the cart, for the line /cart shows after it: its order's number (null for
 * the usual order on home), how many of its lines are new in the cart and how many were already
 * there and grew (a second 'ซื้ออีกครั้ง' of the same order adds its quantities again), and how many
 * of them (new or grown) would have passed 999 and were set to 999 (spec section 5).
 */
export type ReorderOutcome = { orderNo: string | null; added: number; grown: number; capped: number };

/** The navigation state of /cart opened by a reorder (read back by `reorderOutcomeOf`). */
export type CartNavigationState = { reorder: ReorderOutcome };

/** A removed line kept for undo, with its place in the list. */
export type RemovedLine = { line: CartLine; index: number };

export type CartContext = Cart & {
  /** Per line: the typed text the chart refused (the stepper shows it until it loses focus). */
  drafts: Record<number, string>;
  /** Per line: the message next to its stepper. */
  qtyNotices: Record<number, QtyNotice>;
  /** The last removed line, while its undo is offered. */
  removed: RemovedLine | null;
  payNotice: PayNotice | null;
  reorderNotice: ReorderNotice | null;
  /** The order last bought again (set when its reorder ends): its button follows the cart to /cart. */
  reorderId: number | null;
  /** What the last reorder did to the cart (set when it ends): the state of the /cart it opens. */
  reorderOutcome: ReorderOutcome | null;
};

/** The chart's input: the stored cart, already validated (stored-cart.ts). */
export type CartInput = { cart?: Cart | null };

/**
 * The outcome of one line's product lookup (spec section 4 "Cart refresh on opening", section 8 as
 * read in docs/adr/0004-cart-keeps-lines.md):
 * - 'updated': the answer has a sku; price, discount, image and pack size replace the line's;
 * - 'unchanged': the answer has no sku; the line stays as it is;
 * - 'gone': the lookup answered 404 (the product is no longer sold): the line is dropped;
 * - 'failed': any other failure (500, timeout, malformed answer, offline): the line stays, marked
 *   as not refreshed, and the next opening tries again.
 */
export type CartLineRefresh =
  | {
      id: number;
      outcome: 'updated';
      price: number;
      discount: number;
      imageUrl: string | null;
      packSize?: string | null;
    }
  | { id: number; outcome: 'unchanged' }
  | { id: number; outcome: 'gone' }
  | { id: number; outcome: 'failed' };

/** Input of the `refreshLines` actor: the lines to look up. */
export type RefreshLinesInput = { lines: CartLine[] };

/** Input of the `loadReorder` actor: the order to buy again. */
export type ReorderInput = { orderId: number };

/** What `loadReorder` answers: the order's lines still sold (fresh prices) and the names of the others. */
export type ReorderLines = {
  lines: { line: CartLinePayload; qty: number }[];
  unavailable: string[];
  /** The order's number ('SO2611290001'); absent for the usual order on home. */
  orderNo?: string;
};

export type CartEvent =
  | { type: 'cart.addLine'; line: CartLinePayload; qty: number }
  | { type: 'cart.setQty'; id: number; qty: number }
  | { type: 'cart.typeQty'; id: number; text: string }
  | { type: 'cart.commitQty'; id: number }
  | { type: 'cart.remove'; id: number }
  | { type: 'cart.undoRemove' }
  | { type: 'cart.toggleSelect'; id: number }
  | { type: 'cart.toggleSelectAll' }
  | { type: 'cart.removeLines'; ids: readonly number[] }
  | { type: 'cart.refresh' }
  | { type: 'cart.reorder'; orderId: number }
  | { type: 'cart.pay' }
  // From the cart-sync child (cart-sync-machine.ts): how a refresh or a reorder ended.
  | { type: 'cart.refreshed'; outcomes: CartLineRefresh[] }
  | ({ type: 'cart.reordered'; orderId: number } & ReorderLines)
  | { type: 'cart.reorderFailed'; orderId: number };

/** Who may send to the cart (the add-to-cart chart's line, checkout's ordered lines): its actor, or a test's fake. */
export type CartRef = { send: (event: CartEvent) => void };

/** The cart-sync child's context: the lines of the refresh running, the order of the reorder running. */
export type CartSyncContext = { lines: CartLine[]; orderId: number };

/** What the cart forwards to its sync child. */
export type CartSyncEvent =
  | { type: 'sync.refresh'; lines: CartLine[] }
  | { type: 'sync.reorder'; orderId: number };

/** What the chart emits: where the customer goes next (src/services/use-machine-navigation.ts). */
export type CartEmitted = Navigate<CartNavigationState>;

/** A selected line as the server prices it (POST /summary/saleitem's body). */
export type PreviewLine = { sku_id: number; quantity: number };

/** The server's estimate of the selected lines (cart-preview-machine.ts). */
export type CartPreview = {
  /** The lines it priced (previewKey): shown only while they are the selection. */
  key: string;
  /** What /summary would ask to pay (total_net_price, its coupon choice or the best, shipping included). */
  total: number;
  /** What the order is close to (docs/pricing.md "Nudges"); empty from a server without them. */
  nudges: Nudge[];
};

export type CartPreviewContext = { lines: PreviewLine[]; preview: CartPreview | null };

/**
 * What the cart tells its preview child on every change; what the cart page tells it itself: back
 * online (`preview.retry`), and opened (`preview.reprice`: a coupon may have been chosen on /summary
 * since the last estimate).
 */
export type CartPreviewEvent =
  | { type: 'preview.lines'; lines: PreviewLine[] }
  | { type: 'preview.retry' }
  | { type: 'preview.reprice' };
