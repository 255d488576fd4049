import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type LoadOrderDetailInput,
  type OrderDetailData,
  type OrderDetailSnapshot,
  orderDetailMachine,
  selectOrder,
} from '../../../machines/order-detail/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

const selectOrderNo = (s: OrderDetailSnapshot): string | null => selectOrder(s)?.order_no ?? null;

/** The success page's order (the order-detail chart): its number once loaded, null before or on failure. */
export function usePaidOrder(orderId: string) {
  const { api } = useServices();
  const [machine] = useState(() =>
    orderDetailMachine.provide({
      actors: {
        loadOrder: fromPromise<OrderDetailData, LoadOrderDetailInput>(({ input, signal }) =>
          api.getOrderDetail({ query: { order_id: input.orderId } }, { signal }),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect, input: { orderId } });
  return { orderNo: useSelector(actor, selectOrderNo) };
}
