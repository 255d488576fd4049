import { useSelector } from '@xstate/react';
import {
  createOrderDetailImplementations,
  type OrderDetailSnapshot,
  orderDetailMachine,
  paidOrderView,
} from '../../../machines/order-detail/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

const selectOrderNo = (s: OrderDetailSnapshot): string | null => s.context.order?.order_no ?? null;

/**
 * The success page's order (the order-detail chart): what the page may say of it (`paidOrderView`),
 * its number once loaded, and the retry of a failed load (also sent when the browser is back online).
 */
export function usePaidOrder(orderId: string) {
  const actor = useFlowActor(orderDetailMachine, createOrderDetailImplementations, { orderId });
  const retry = useOnlineEvent(actor, { type: 'order.retry' });
  return { view: useSelector(actor, paidOrderView), orderNo: useSelector(actor, selectOrderNo), retry };
}
