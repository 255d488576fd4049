import type { OrderListItem } from '../../contract/orders.ts';

/** Types of the order-history chart (order-history-machine.ts): /ordershistory. */

/** The five tabs of spec section 2 "Orders history", by their stored number. */
export type OrderTab = 1 | 2 | 3 | 4 | 5;

/** The query the screen sends (spec section 7): limit 100, page 1, every other filter empty. */
export type OrderHistoryQuery = {
  limit: number;
  page: number;
  order_name: '';
  order_by: '';
  search: '';
  status: '';
  start_date: '';
  end_date: '';
};

/**
 * The navigation state the list may be opened with: the QR page sends the customer here when the
 * bank says the payment was not made (spec section 4 "Payment status"), naming the order.
 */
export type OrderHistoryNavState = { paymentNotMade?: string };

export type OrderHistoryInput = {
  /** The raw localStorage value of order_history_active (null when absent). */
  storedTab: string | null;
  /** The order whose payment the bank said was not made (OrderHistoryNavState), if any. */
  paymentNotMade?: string | null;
};

export type OrderHistoryContext = {
  orders: OrderListItem[];
  tab: OrderTab;
  /** The order id of OrderHistoryInput `paymentNotMade`, null without one. */
  paymentNotMade: string | null;
};

export type OrderHistoryEvent =
  | { type: 'tab.select'; tab: OrderTab }
  /** The list failed to load: try again. */
  | { type: 'orders.retry' }
  /** Back on a kept list: load the orders again behind the ones shown. */
  | { type: 'orders.refresh' };
