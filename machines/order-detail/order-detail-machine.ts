import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { OrderDetail } from '../../contract/orders.ts';
import { notProvided, output } from '../chart-helpers.ts';
import type { LoadOrderDetailInput, OrderDetailContext, OrderDetailInput } from './types.ts';

/**
 * /ordershistory/{order_id} (spec section 2 "Order detail", section 8 "Order detail load failure:
 * silent"): the order loads on open; a failure leaves the page without an order (no dialog).
 * What the page offers by status (banner, greyed summary, pay, cancel) is in ./rules.ts.
 * Pure: loadOrder is a placeholder; order-detail-implementations.ts provides it.
 */

const loaded = output<OrderDetail>;

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    input: {} as OrderDetailInput,
    tags: {} as 'loading',
  },
  actors: {
    loadOrder: fromPromise<OrderDetail, LoadOrderDetailInput>(notProvided('order-detail', 'loadOrder')),
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
        onError: {
          target: 'unavailable',
          description: 'The order failed to load (unknown order, network): silent, the not-found notice.',
        },
      },
    },
    ready: {
      description: 'The order is shown: status, address, items, gifts and the payment summary.',
    },
    /** The load failed: no error dialog (spec section 8); the page shows a not-found notice. */
    unavailable: {
      description: 'The order could not be loaded: no error dialog; the page shows a Thai not-found notice.',
    },
  },
});

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

export const selectOrder = (s: OrderDetailSnapshot): OrderDetail | null => s.context.order;
export const isLoadingOrder = (s: OrderDetailSnapshot): boolean => s.hasTag('loading');
/** The load failed (unknown order, network): the page says so instead of staying blank. */
export const isOrderUnavailable = (s: OrderDetailSnapshot): boolean => s.matches('unavailable');
