import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import type { orderCancelMachine } from './order-cancel-machine.ts';
import type { CancelOrderInput, RefreshedOrder } from './types.ts';

/** The order-cancel chart's real actors: PUT /orders/cancel, then the order again (spec section 4). */
export function createOrderCancelImplementations({
  api,
}: FlowApi<'cancelOrder' | 'getOrderDetail'>): MachineImplementationsFrom<typeof orderCancelMachine> {
  return {
    actors: {
      cancelOrder: fromPromise<unknown, CancelOrderInput>(({ input, signal }) =>
        api.cancelOrder({ body: { order_id: Number(input.orderId) } }, { signal }),
      ),
      refreshOrder: fromPromise<RefreshedOrder, CancelOrderInput>(({ input, signal }) =>
        api.getOrderDetail({ query: { order_id: input.orderId } }, { signal }),
      ),
    },
  };
}
