import { emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PayContext,
  PayEmitted,
  PayEvent,
  PayInput,
} from './types.ts';

/**
 * The pay flow from an order (spec section 4 "Pay flow", section 8 "Payment creation failure"):
 * `pay.start` creates a payment; with a payment_id the customer goes to the QR page with the QR data
 * as navigation state (the keys the QR page reads); otherwise, or on failure, to the pay-later page.
 * Pure: createPayment is a placeholder; src/features/payment/use-pay.ts injects the API one.
 */

const notProvided = (name: string) => () => Promise.reject(new Error(`pay actor '${name}' is not provided`));
const created = ({ event }: { event: { output: CreatedPayment } }) => event.output;

/** A created payment can be paid by QR: it has a payment_id (spec section 4 "Pay flow"). */
export function hasPaymentId(payment: CreatedPayment): boolean {
  return typeof payment.payment_id === 'number' || typeof payment.payment_id === 'string';
}

/** The QR page of a created payment, with the QR data as navigation state (the keys the QR page reads). */
export function qrPageNavigation(orderId: string | number, payment: CreatedPayment) {
  return {
    to: paths.qr(String(payment.payment_id), orderId),
    state: {
      qr_code: payment.qr_image ?? null,
      qr_timeout: payment.qr_timeout ?? null,
      created_date: payment.created_date ?? null,
      total_amount: payment.amount ?? null,
    },
  };
}

export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    input: {} as PayInput,
    emitted: {} as PayEmitted,
    tags: {} as 'busy',
  },
  actors: {
    createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(notProvided('createPayment')),
  },
  guards: {
    hasPaymentId: (_, payment: CreatedPayment) => hasPaymentId(payment),
  },
  actions: {
    goToQrPage: emit(({ context }, payment: CreatedPayment) => ({
      type: 'navigate' as const,
      ...qrPageNavigation(context.orderId, payment),
      replace: false,
    })),
    goToPayLater: emit(({ context }) => ({
      type: 'navigate' as const,
      to: paths.payLater(context.orderId),
      replace: false,
    })),
  },
}).createMachine({
  id: 'pay',
  description:
    'Pay flow: create a payment; with a payment_id go to the QR page, otherwise to ordershistory/paylater.',
  context: ({ input }) => ({ orderId: input.orderId }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The pay button is shown for an order awaiting payment (status 1).',
      on: {
        'pay.start': {
          target: 'creatingPayment',
          description: 'The customer presses pay: create a payment for the order.',
        },
      },
    },
    creatingPayment: {
      description: 'The payment is being created; the pay button is busy.',
      tags: 'busy',
      invoke: {
        id: 'createPayment',
        src: 'createPayment',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'hasPaymentId', params: created },
            target: 'toQrPage',
            description: 'The payment came back with a payment_id: go to the QR page with the QR data.',
            actions: { type: 'goToQrPage', params: created },
          },
          {
            target: 'toPayLater',
            description: 'The payment came back without a payment_id: go to ordershistory/paylater.',
            actions: 'goToPayLater',
          },
        ],
        onError: {
          target: 'toPayLater',
          description: 'Creating the payment failed: go to ordershistory/paylater.',
          actions: 'goToPayLater',
        },
      },
    },
    toQrPage: {
      description: 'A payment_id came back: the customer is on the QR page with the QR data.',
      type: 'final',
    },
    toPayLater: {
      description: 'No payment_id, or creation failed: the customer is on the pay-later page.',
      type: 'final',
    },
  },
});

export type PayMachine = typeof payMachine;
export type PaySnapshot = SnapshotFrom<typeof payMachine>;

/** A payment is being created: the pay button is busy. */
export const isPaying = (snapshot: PaySnapshot): boolean => snapshot.hasTag('busy');
