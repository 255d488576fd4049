import { LINES_MAX, MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';
import type { CartSnapshot } from './cart-machine.ts';
import { type CartPreviewSnapshot, previewKey } from './cart-preview-machine.ts';
import type { CartSyncSnapshot } from './cart-sync-machine.ts';
import { cartTotal, everySelected, previewLines } from './lines.ts';
import type {
  CartLine,
  CartPreview,
  PayNotice,
  QtyNotice,
  RemovedLine,
  ReorderNotice,
  ReorderOutcome,
} from './types.ts';

/** Selectors of the cart chart, for the bag icon, the cart screen, checkout and the reorder buttons. */

export const selectLines = (snapshot: CartSnapshot): CartLine[] => snapshot.context.products;

/** The ticked lines (what checkout prices and orders). */
export const selectSelectedLines = (snapshot: CartSnapshot): CartLine[] =>
  snapshot.context.products.filter((line) => line.select);

/** Displayed price x qty over the selected lines (computed, not read from the stored total). */
export const selectedTotal = (snapshot: CartSnapshot): number => cartTotal(snapshot.context.products);

/** What the select-all box shows: every line ticked (false for an empty cart). */
export const allSelected = (snapshot: CartSnapshot): boolean => everySelected(snapshot.context.products);

/** The count on the pay button. */
export const selectedCount = (snapshot: CartSnapshot): number => selectSelectedLines(snapshot).length;

/** The red banner shows: 0 < selected total < 500 (spec section 2 "Cart"). */
export const isBelowMinimum = (snapshot: CartSnapshot): boolean => {
  const total = selectedTotal(snapshot);
  return total > 0 && total < MINIMUM_ORDER_BAHT;
};

/** Baht still missing to reach the minimum (0 when reached), exact to the satang. */
export const remainingToMinimum = (snapshot: CartSnapshot): number =>
  Math.max(0, MINIMUM_ORDER_BAHT * 100 - Math.round(selectedTotal(snapshot) * 100)) / 100;

/** More lines are ticked than one order may hold (LINES_MAX): said on /cart, before /summary refuses it. */
export const hasTooManyLines = (snapshot: CartSnapshot): boolean => selectedCount(snapshot) > LINES_MAX;

/** The pay button is enabled: the chart would go to /summary on `cart.pay`. */
export const canPay = (snapshot: CartSnapshot): boolean =>
  selectedCount(snapshot) > 0 && selectedTotal(snapshot) >= MINIMUM_ORDER_BAHT && !hasTooManyLines(snapshot);

/** The cart-sync child's snapshot (cart-sync-machine.ts), running as long as the cart. */
const syncOf = (snapshot: CartSnapshot): CartSyncSnapshot | undefined =>
  snapshot.children.cartSync?.getSnapshot();

/** The lookups of the refresh on opening are running. */
export const isRefreshing = (snapshot: CartSnapshot): boolean =>
  syncOf(snapshot)?.matches('refreshing') ?? false;

/** A reorder is loading the order's lines (the sync state tagged `busy`: the reorder buttons are disabled). */
export const isReordering = (snapshot: CartSnapshot): boolean => syncOf(snapshot)?.hasTag('busy') ?? false;

/** The last reorder that ended was this order's: its button follows the cart to /cart. */
export const reorderEndedFor = (snapshot: CartSnapshot, orderId: number): boolean =>
  snapshot.context.reorderId === orderId;

/** Some lines could not be refreshed (kept as they were): the screen says so once. */
export const hasStaleLines = (snapshot: CartSnapshot): boolean =>
  snapshot.context.products.some((line) => line.stale === true);

/** Why the last pay press did not go on, or null. */
export const selectPayNotice = (snapshot: CartSnapshot): PayNotice | null => snapshot.context.payNotice;

export const selectReorderNotice = (snapshot: CartSnapshot): ReorderNotice | null =>
  snapshot.context.reorderNotice;

const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/**
 * What the reorder that opened /cart did, from the page's navigation state (the chart's
 * `cartAfterReorder`), or null: /cart opened any other way, or a state not of that shape. A state
 * without a count of capped lines (an older build's) counts none.
 */
export function reorderOutcomeOf(navigationState: unknown): ReorderOutcome | null {
  const outcome = (navigationState as { reorder?: Partial<ReorderOutcome> } | null)?.reorder;
  if (!outcome || !isCount(outcome.added) || !isCount(outcome.grown)) return null;
  if (outcome.added + outcome.grown === 0) return null;
  const orderNo = typeof outcome.orderNo === 'string' ? outcome.orderNo : null;
  const capped = isCount(outcome.capped) ? outcome.capped : 0;
  return { orderNo, added: outcome.added, grown: outcome.grown, capped };
}

/** The text a line's stepper shows: what was typed and refused, else the quantity. */
export const selectQtyDrafts = (snapshot: CartSnapshot): Record<number, string> => snapshot.context.drafts;

export const selectQtyNotices = (snapshot: CartSnapshot): Record<number, QtyNotice> =>
  snapshot.context.qtyNotices;

/** The removed line while 'เลิกทำ' is offered, else null. */
export const selectUndoable = (snapshot: CartSnapshot): RemovedLine | null =>
  snapshot.matches({ undo: 'offering' }) ? snapshot.context.removed : null;

/** The reorder of this order failed (shown next to its button). */
export const reorderFailedFor = (snapshot: CartSnapshot, orderId: number): boolean => {
  const notice = snapshot.context.reorderNotice;
  return notice?.kind === 'failed' && notice.orderId === orderId;
};

/**
 * The server's estimate of the selected lines (the cart-preview child, whose snapshot the screen
 * follows itself: a child's changes do not change the cart's snapshot): `ready` only while the
 * selection is the lines it priced, so the cart never shows a total the summary would not;
 * `pending` while a change waits or is priced, `failed` when the last pricing failed, `none` with
 * nothing selected.
 */
export type PreviewView =
  | { status: 'ready'; preview: CartPreview }
  | { status: 'pending' | 'failed' | 'none'; preview: null };

/** The cart-preview child (invoked for the cart's whole life). */
export const previewActorOf = (snapshot: CartSnapshot) =>
  snapshot.children.cartPreview as NonNullable<CartSnapshot['children']['cartPreview']>;

export const selectPreview = (lines: readonly CartLine[], child: CartPreviewSnapshot): PreviewView => {
  const selected = previewLines(lines);
  if (selected.length === 0) return { status: 'none', preview: null };
  const preview = child.context.preview;
  if (preview && preview.key === previewKey(selected) && !child.matches('pricing'))
    return { status: 'ready', preview };
  return { status: child.matches('failed') ? 'failed' : 'pending', preview: null };
};
