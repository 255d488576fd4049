import type { OrderDetail } from '../../contract/orders.ts';
import type { Navigate } from '../navigation.ts';

/** Types of the order-cancel chart (order-cancel-machine.ts). */

/** What the refresh after a cancel reads of the order (its new status). */
export type RefreshedOrder = Pick<OrderDetail, 'order_id' | 'status_id'>;

export type OrderCancelInput = { orderId: string };
export type CancelOrderInput = { orderId: string };

export type OrderCancelContext = {
  orderId: string;
  /** The order as refreshed after the cancel; null before (or when the refresh failed). */
  refreshed: RefreshedOrder | null;
};

export type OrderCancelEvent =
  | { type: 'cancel.request' }
  | { type: 'cancel.confirm' }
  | { type: 'cancel.decline' }
  | { type: 'error.close' };

export type OrderCancelEmitted = Navigate;
