import { fromPromise } from 'xstate';
import type { ApiFunctions } from '../../../contract/api.ts';
import type { CancelOrderInput, RefreshedOrder } from '../../../machines/order-cancel/index.ts';
import type { LoadOrderDetailInput, OrderDetailData } from '../../../machines/order-detail/index.ts';
import type { HistoryOrder, OrderHistoryQuery } from '../../../machines/order-history/index.ts';
import type { CreatedPayment, CreatePaymentInput } from '../../../machines/pay/index.ts';

type OrdersApi = Pick<ApiFunctions, 'getOrders' | 'getOrderDetail' | 'cancelOrder' | 'createPayment'>;

const loadDetail = (api: OrdersApi) =>
  fromPromise<OrderDetailData, LoadOrderDetailInput>(({ input, signal }) =>
    api.getOrderDetail({ query: { order_id: input.orderId } }, { signal }),
  );

/** The order-history chart's loader over the API client. */
export function createOrderHistoryImplementations(api: OrdersApi) {
  return {
    actors: {
      loadOrders: fromPromise<HistoryOrder[], OrderHistoryQuery>(({ input, signal }) =>
        api.getOrders({ query: input }, { signal }),
      ),
    },
  };
}

/** The order-detail chart's loader over the API client. */
export function createOrderDetailImplementations(api: OrdersApi) {
  return { actors: { loadOrder: loadDetail(api) } };
}

/** The order-cancel chart's actors: PUT /orders/cancel, then the order again. */
export function createOrderCancelImplementations(api: OrdersApi) {
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

/** The pay flow's actor over the API client (injected into payMachine). */
export function createPayImplementations(api: OrdersApi) {
  return {
    actors: {
      createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(({ input, signal }) =>
        api.createPayment({ body: { order_id: Number(input.orderId) } }, { signal }),
      ),
    },
  };
}
