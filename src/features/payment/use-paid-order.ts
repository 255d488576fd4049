import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  createOrderDetailImplementations,
  type OrderDetailSnapshot,
  orderDetailMachine,
  selectOrder,
} from '../../../machines/order-detail/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

const selectOrderNo = (s: OrderDetailSnapshot): string | null => selectOrder(s)?.order_no ?? null;

/** The success page's order (the order-detail chart): its number once loaded, null before or on failure. */
export function usePaidOrder(orderId: string) {
  const services = useServices();
  const [machine] = useState(() => orderDetailMachine.provide(createOrderDetailImplementations(services)));
  const actor = useActorRef(machine, { inspect, input: { orderId } });
  return { orderNo: useSelector(actor, selectOrderNo) };
}
