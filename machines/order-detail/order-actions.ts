import type { OrderListItem } from '../../contract/orders.ts';
import { offersReorder, offersReorderOnCard } from '../cart/index.ts';
import { cardAction, type OrderTab } from '../order-history/index.ts';
import { type OrderDetailSnapshot, selectOrder } from './order-detail-machine.ts';
import { canCancel, canPay } from './rules.ts';

/**
 * What an order offers, decided here and rendered by the screens (spec section 2 "Order detail" and
 * "Orders history", section 4 "Order status_id" and "Pay flow"): pay for an order awaiting payment,
 * 'ซื้ออีกครั้ง' for every other, cancel for statuses 1 and 2.
 */
export type OrderActions = { pay: boolean; reorder: boolean; cancel: boolean };

const NO_ACTIONS: OrderActions = { pay: false, reorder: false, cancel: false };

export const orderActions = (statusId: number): OrderActions => ({
  pay: canPay(statusId),
  reorder: offersReorder(statusId),
  cancel: canCancel(statusId),
});

/** The loaded order's actions; none while it loads or when it could not be loaded. */
export const selectOrderActions = (s: OrderDetailSnapshot): OrderActions => {
  const order = selectOrder(s);
  return order ? orderActions(order.status_id) : NO_ACTIONS;
};

/** Equal actions (for `useSelector`, which otherwise sees a new object on every snapshot). */
export const sameActions = (a: OrderActions, b: OrderActions): boolean =>
  a.pay === b.pay && a.reorder === b.reorder && a.cancel === b.cancel;

/** A history card's buttons: pay, the details link (all tab), 'ซื้ออีกครั้ง' (delivered and all tabs). */
export type CardActions = { pay: boolean; details: boolean; reorder: boolean };

export function cardActions(order: Pick<OrderListItem, 'status_id'>, tab: OrderTab): CardActions {
  const action = cardAction(order, tab);
  return {
    pay: action === 'pay',
    details: action === 'details',
    reorder: offersReorderOnCard(order.status_id, tab),
  };
}
