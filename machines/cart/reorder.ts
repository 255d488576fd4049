import { QUANTITY_MAX } from '../../contract/limits.ts';
import { ORDER_STATUS } from '../../contract/statuses.ts';
import type { CartLine, ReorderLines, ReorderOutcome } from './types.ts';

/**
 * Where 'ซื้ออีกครั้ง' (reorder) is offered: on an order's detail and on the cards of the
 * delivered and all tabs, for every order but one still awaiting payment (that one has its pay
 * button; buying it again would double it).
 */
export const DELIVERED_TAB = 4;
/** The all tab of machines/order-history/tabs.ts, by number: a flow reaches another only through its
 * index.ts, which would bring the order-history chart into the cart's chunk. */
const ALL_ORDERS_TAB = 5;

export const offersReorder = (status: number): boolean => status !== ORDER_STATUS.awaitingPayment;

export const offersReorderOnCard = (status: number, tab: number): boolean =>
  (tab === DELIVERED_TAB || tab === ALL_ORDERS_TAB) && offersReorder(status);

/**
 * What a reorder does to the cart as it is before it: each of its lines is either new (`added`) or
 * already there, its quantity raised (`grown`); `capped` counts those whose quantity would pass 999
 * and is set to 999 instead (lines.ts `addLine`). The chart keeps it for the /cart it opens.
 */
export function reorderOutcome(products: readonly CartLine[], reorder: ReorderLines): ReorderOutcome {
  const held = (id: number) => products.find((p) => p.id === id)?.qty;
  const grown = reorder.lines.filter(({ line }) => held(line.id) !== undefined).length;
  const capped = reorder.lines.filter(({ line, qty }) => (held(line.id) ?? 0) + qty > QUANTITY_MAX).length;
  return { orderNo: reorder.orderNo ?? null, added: reorder.lines.length - grown, grown, capped };
}
