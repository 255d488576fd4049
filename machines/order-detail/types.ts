import type { OrderDetail } from '../../contract/orders.ts';

/** Types of the order-detail chart (order-detail-machine.ts): /ordershistory/{order_id}. */

export type OrderDetailInput = { orderId: string };
export type LoadOrderDetailInput = { orderId: string };

export type OrderDetailContext = { orderId: string; order: OrderDetail | null };

/** The page's retry tapped, or the browser back online after a load that got no answer. */
export type OrderDetailEvent = { type: 'order.retry' };
