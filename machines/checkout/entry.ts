import { LINES_MAX, MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';
import { type CartSnapshot, selectedTotal, selectSelectedLines } from '../cart/index.ts';
import type { CheckoutEntry } from './types.ts';

/**
 * Whether /summary (and /payment/coupon) may open: the cart's pay button leads there only with a
 * selection of at least MINIMUM_ORDER_BAHT and at most LINES_MAX lines (spec section 5 "Cart pay
 * button"); a page opened by its address is judged by the same rule in the chart's `checkingEntry`,
 * which sends the customer back to /cart otherwise (docs/adr/0009-one-home-per-flow.md, point 6).
 */

/** The cart's selected lines (seq = position, 1-based) and their total, when the page opens. */
export function checkoutEntryOf(cart: CartSnapshot): CheckoutEntry {
  return {
    lines: selectSelectedLines(cart).map((line, index) => ({
      sku_id: line.id,
      quantity: line.qty,
      seq: index + 1,
    })),
    selectedTotal: selectedTotal(cart),
  };
}

type Entry = { context: CheckoutEntry };

/** No cart line is selected. */
export const hasNothingSelected = ({ context }: Entry): boolean => context.lines.length === 0;

/** The selected total is under the minimum order (spec section 9: 500 baht). */
export const isUnderMinimum = ({ context }: Entry): boolean => context.selectedTotal < MINIMUM_ORDER_BAHT;

/** More lines are selected than one order may hold. */
export const hasTooManyLines = ({ context }: Entry): boolean => context.lines.length > LINES_MAX;

/** The pay button's rule broken in any way: the page has no order to show. */
export const cannotOrder = (entry: Entry): boolean =>
  hasNothingSelected(entry) || isUnderMinimum(entry) || hasTooManyLines(entry);
