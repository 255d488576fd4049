import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided, output } from '../chart-helpers.ts';
import type {
  CancelOrderInput,
  OrderCancelContext,
  OrderCancelEmitted,
  OrderCancelEvent,
  OrderCancelInput,
  RefreshedOrder,
} from './types.ts';

/**
 * Cancelling an order (spec section 4 "Cancelling an order", section 8 "Order cancel failure"):
 * ask for confirmation ('ต้องการ!' / 'ไม่ต้องการ'), call cancel, refresh the order, go to order
 * history. A failed cancel shows the dialog 'เกิดข้อผิดพลาด' / 'error' and the order stays as it was.
 * A failed refresh is silent (the order is cancelled): the customer still goes to order history.
 * Which statuses may cancel is the order detail's rule (machines/order-detail/rules.ts).
 * Pure: cancelOrder and refreshOrder are placeholders; order-cancel-implementations.ts provides them.
 */

const refreshedOrder = output<RefreshedOrder>;

export const orderCancelMachine = setup({
  types: {
    context: {} as OrderCancelContext,
    events: {} as OrderCancelEvent,
    input: {} as OrderCancelInput,
    emitted: {} as OrderCancelEmitted,
    tags: {} as 'busy',
  },
  actors: {
    cancelOrder: fromPromise<unknown, CancelOrderInput>(notProvided('order-cancel', 'cancelOrder')),
    refreshOrder: fromPromise<RefreshedOrder, CancelOrderInput>(notProvided('order-cancel', 'refreshOrder')),
  },
  actions: {
    assignRefreshed: assign((_, refreshed: RefreshedOrder) => ({ refreshed })),
    goToOrderHistory: emit({ type: 'navigate' as const, to: paths.ordersHistory(), replace: true }),
  },
}).createMachine({
  id: 'orderCancel',
  description:
    'Cancelling an order: ask for confirmation, call cancel, refresh the order, go to order history.',
  context: ({ input }) => ({ orderId: input.orderId, refreshed: null }),
  initial: 'idle',
  states: {
    idle: {
      description: "The order detail page with its 'cancel order' link (status 1 or 2).",
      on: {
        'cancel.request': {
          target: 'confirming',
          description: "The customer taps 'cancel order': ask for confirmation.",
        },
      },
    },
    confirming: {
      description: "The confirmation dialog is open with the buttons 'ต้องการ!' and 'ไม่ต้องการ'.",
      on: {
        'cancel.confirm': {
          target: 'cancelling',
          description: "The customer presses 'ต้องการ!': cancel the order.",
        },
        'cancel.decline': {
          target: 'idle',
          description: "The customer presses 'ไม่ต้องการ': close the dialog, nothing changes.",
        },
      },
    },
    cancelling: {
      description: 'The cancel request is in flight.',
      tags: 'busy',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'refreshing', description: 'The order is cancelled: fetch it again.' },
        onError: {
          target: 'failed',
          description: "The cancel call failed: the dialog 'เกิดข้อผิดพลาด' with the text 'error'.",
        },
      },
    },
    refreshing: {
      description: 'The order was cancelled; it is fetched again before going to order history.',
      tags: 'busy',
      invoke: {
        id: 'refreshOrder',
        src: 'refreshOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'done',
          description: 'The cancelled order is fetched again: go to order history.',
          actions: [{ type: 'assignRefreshed', params: refreshedOrder }, 'goToOrderHistory'],
        },
        onError: {
          target: 'done',
          description: 'The refresh failed, but the order is cancelled: go to order history all the same.',
          actions: 'goToOrderHistory',
        },
      },
    },
    /** The error dialog: title 'เกิดข้อผิดพลาด', text 'error'. */
    failed: {
      description: "Cancel failed: a dialog titled 'เกิดข้อผิดพลาด' with the text 'error'.",
      on: {
        'error.close': { target: 'idle', description: 'The customer closes the error dialog.' },
      },
    },
    done: {
      description: 'The order is cancelled and the customer is sent to order history.',
      type: 'final',
    },
  },
});

export type OrderCancelSnapshot = SnapshotFrom<typeof orderCancelMachine>;

export const isConfirmingCancel = (s: OrderCancelSnapshot): boolean => s.matches('confirming');
export const isCancelling = (s: OrderCancelSnapshot): boolean => s.hasTag('busy');
export const showsCancelError = (s: OrderCancelSnapshot): boolean => s.matches('failed');
