import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { OrderDetail } from '../../contract/orders.ts';
import type { FlowApi } from '../deps.ts';
import type { orderDetailMachine } from './order-detail-machine.ts';
import type { LoadOrderDetailInput } from './types.ts';

/** GET /orders/detail for an order (spec section 7), the loader of the order detail and of the QR page's order. */
const loadOrderDetail = ({ api }: FlowApi<'getOrderDetail'>) =>
  fromPromise<OrderDetail, LoadOrderDetailInput>(({ input, signal }) =>
    api.getOrderDetail({ query: { order_id: input.orderId } }, { signal }),
  );

/** The order-detail chart's real actors: `orderDetailMachine.provide(createOrderDetailImplementations(deps))`. */
export function createOrderDetailImplementations(
  deps: FlowApi<'getOrderDetail'>,
): MachineImplementationsFrom<typeof orderDetailMachine> {
  return { actors: { loadOrder: loadOrderDetail(deps) } };
}
