import type { OrderListItem } from '../../contract/orders.ts';
import { CANCELLED_ORDER_STATUSES, ORDER_STATUS } from '../../contract/statuses.ts';
import type { OrderTab } from './types.ts';

/**
 * The tab rules of spec section 2 "Orders history", as pure functions the chart and the screen
 * share: which statuses each tab lists, how a stored tab is read, and what a card offers.
 */

export const ORDER_TABS: readonly OrderTab[] = [1, 2, 3, 4, 5];
export const DEFAULT_ORDER_TAB: OrderTab = 1;
const ALL_ORDERS_TAB: OrderTab = 5;

const { awaitingPayment, paidPreparing, packing, inTransit, delivered } = ORDER_STATUS;

/** Statuses listed by each tab; the all tab lists every order. */
const TAB_STATUSES: Readonly<Record<OrderTab, readonly number[] | 'all'>> = {
  1: [awaitingPayment],
  2: [paidPreparing, packing],
  3: [inTransit],
  4: [delivered],
  5: 'all',
};

/** A stored value as a tab: '1'..'5'; anything else (absent, '0', '9', 'x', '2.5') is tab 1. */
export function parseOrderTab(value: unknown): OrderTab {
  const text = typeof value === 'number' ? String(value) : value;
  return ORDER_TABS.find((tab) => String(tab) === text) ?? DEFAULT_ORDER_TAB;
}

/** The orders a tab lists, in the server's order. */
export function ordersInTab(orders: readonly OrderListItem[], tab: OrderTab): OrderListItem[] {
  const statuses = TAB_STATUSES[tab];
  return statuses === 'all' ? [...orders] : orders.filter((o) => statuses.includes(o.status_id));
}

/** Cancelled orders (6, 7, 12) are greyed in the all tab. */
export function isGreyedInTab(order: Pick<OrderListItem, 'status_id'>, tab: OrderTab): boolean {
  return tab === ALL_ORDERS_TAB && CANCELLED_ORDER_STATUSES.includes(order.status_id);
}

/**
 * The card's button: pay for an order awaiting payment (its own tab and the all tab); a details
 * link for every other order in the all tab; nothing otherwise (the whole card opens the detail).
 */
export function cardAction(order: Pick<OrderListItem, 'status_id'>, tab: OrderTab): 'pay' | 'details' | null {
  if (order.status_id === awaitingPayment && (tab === 1 || tab === ALL_ORDERS_TAB)) return 'pay';
  return tab === ALL_ORDERS_TAB ? 'details' : null;
}

/** total_sku, 0 when absent. */
export const itemCountOf = (order: Pick<OrderListItem, 'total_sku'>): number => order.total_sku ?? 0;
