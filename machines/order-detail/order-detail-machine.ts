import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { OrderDetail } from '../../contract/orders.ts';
import { failure, notProvided, output } from '../chart-helpers.ts';
import { isLoadFailure } from '../errors.ts';
import { isPaidOrder } from './rules.ts';
import type {
  LoadOrderDetailInput,
  OrderDetailContext,
  OrderDetailEvent,
  OrderDetailInput,
} from './types.ts';

/**
 * /ordershistory/{order_id} (spec section 2 "Order detail", section 8 "Order detail load failure:
 * silent"): the order loads on open; a failure opens no dialog. An unknown order (404) shows the
 * not-found notice; a load that got no answer (offline, a 5xx) is not "not found": one line says it
 * could not load, with a retry, and it loads again by itself once the browser is back online
 * (docs/traceability.md §8.10).
 * What the page offers by status (banner, greyed summary, pay, cancel) is in ./rules.ts.
 * Pure: loadOrder is a placeholder; order-detail-implementations.ts provides it.
 */

const loaded = output<OrderDetail>;

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    events: {} as OrderDetailEvent,
    input: {} as OrderDetailInput,
    tags: {} as 'loading',
  },
  actors: {
    loadOrder: fromPromise<OrderDetail, LoadOrderDetailInput>(notProvided('order-detail', 'loadOrder')),
  },
  guards: {
    isLoadFailure: (_, params: { error: unknown }) => isLoadFailure(params.error),
  },
  actions: {
    assignOrder: assign((_, order: OrderDetail) => ({ order })),
  },
}).createMachine({
  id: 'orderDetail',
  description: 'Order detail (/ordershistory/{order_id}): the order loads on open; a failure is silent.',
  context: ({ input }) => ({ orderId: input.orderId, order: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The order is loading.',
      tags: 'loading',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'ready',
          description: 'The order loaded: show it.',
          actions: { type: 'assignOrder', params: loaded },
        },
        onError: [
          {
            guard: { type: 'isLoadFailure', params: failure },
            target: 'loadFailed',
            description: 'No answer (offline, a server error): no dialog; a line says so, with a retry.',
          },
          {
            target: 'unavailable',
            description: 'The server has no such order (404): no dialog, the not-found notice.',
          },
        ],
      },
    },
    ready: {
      description: 'The order is shown: status, address, items, gifts and the payment summary.',
    },
    /** The server has no such order: no error dialog (spec section 8); the page shows a not-found notice. */
    unavailable: {
      description: 'The order was not found: no error dialog; the page shows a Thai not-found notice.',
    },
    loadFailed: {
      description: "The order could not be loaded: no error dialog; one line says so, with 'ลองอีกครั้ง'.",
      on: {
        'order.retry': {
          target: 'loading',
          description: "The customer taps 'ลองอีกครั้ง', or the browser is back online: the order loads again.",
        },
      },
    },
  },
});

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

export const selectOrder = (s: OrderDetailSnapshot): OrderDetail | null => s.context.order;
export const isLoadingOrder = (s: OrderDetailSnapshot): boolean => s.hasTag('loading');
/** The server has no such order: the page says it was not found instead of staying blank. */
export const isOrderUnavailable = (s: OrderDetailSnapshot): boolean => s.matches('unavailable');
/** The load got no answer (offline, a server error): the line that says so, with its retry. */
export const hasOrderLoadFailed = (s: OrderDetailSnapshot): boolean => s.matches('loadFailed');

/**
 * What the 'payment successful' page may say of its order: `paid` only once the loaded order's
 * status says so; `unpaid` (awaiting payment, cancelled) sends the customer to the order instead;
 * `checking` while it loads, `notFound` and `failed` as the order page says them.
 */
export type PaidOrderView = 'checking' | 'paid' | 'unpaid' | 'notFound' | 'failed';
export const paidOrderView = (s: OrderDetailSnapshot): PaidOrderView => {
  const order = s.context.order;
  if (order) return isPaidOrder(order.status_id) ? 'paid' : 'unpaid';
  if (s.matches('unavailable')) return 'notFound';
  return s.matches('loadFailed') ? 'failed' : 'checking';
};
