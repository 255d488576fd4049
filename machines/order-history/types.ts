/** Types of the order-history chart (order-history-machine.ts): /ordershistory. */

/** What a card needs of an order of GET /orders/paged (contract/orders.ts OrderListItem). */
export type HistoryOrder = {
  order_id: number;
  order_no: string;
  status_id: number;
  created_date: string;
  /** Absent or null reads as 0 (spec section 2). */
  total_sku?: number | null;
  total_amount: number;
};

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

export type OrderHistoryInput = {
  /** The raw localStorage value of order_history_active (null when absent). */
  storedTab: string | null;
};

export type OrderHistoryContext = {
  orders: HistoryOrder[];
  tab: OrderTab;
};

export type OrderHistoryEvent =
  | { type: 'tab.select'; tab: OrderTab }
  /** The list failed to load: try again. */
  | { type: 'orders.retry' };
