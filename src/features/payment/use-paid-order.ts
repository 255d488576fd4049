import { useSelector } from '@xstate/react';
import {
  createOrderDetailImplementations,
  type OrderDetailSnapshot,
  orderDetailMachine,
  selectOrder,
} from '../../../machines/order-detail/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';

const selectOrderNo = (s: OrderDetailSnapshot): string | null => selectOrder(s)?.order_no ?? null;

/** The success page's order (the order-detail chart): its number once loaded, null before or on failure. */
export function usePaidOrder(orderId: string) {
  const actor = useFlowActor(orderDetailMachine, createOrderDetailImplementations, { orderId });
  return { orderNo: useSelector(actor, selectOrderNo) };
}
