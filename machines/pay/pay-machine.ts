import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided, output } from '../chart-helpers.ts';
import { qrPageNavigation } from './qr-page.ts';
import type {
  CreatedPayment,
  CreatePaymentInput,
  PayContext,
  PayEmitted,
  PayEvent,
  PayInput,
  PayNavigation,
  PayOutput,
} from './types.ts';

/**
 * The pay flow from an order (spec section 4 "Pay flow", section 8 "Payment creation failure"):
 * `pay.start` creates a payment; with a payment_id the customer goes to the QR page with the QR data
 * as navigation state (qr-page.ts); otherwise, or on failure, to the pay-later page. Each final state
 * emits its navigation on entry (the pay button's hook, src/features/orders/use-pay.ts, follows it)
 * and is the chart's output (the QR page's chart invokes this one to renew an expired QR, with
 * `replace`). Pure: createPayment is a placeholder; pay-implementations.ts gives the API one.
 */

const created = output<CreatedPayment>;

/** A created payment can be paid by QR: it has a payment_id (spec section 4 "Pay flow"). */
function hasPaymentId(payment: CreatedPayment): boolean {
  return typeof payment.payment_id === 'number' || typeof payment.payment_id === 'string';
}

/** The QR page of the created payment (the pay flow knows no order number: the page loads it). */
function toQrPage({ orderId, replace, payment }: PayContext): PayNavigation {
  return {
    type: 'navigate',
    ...qrPageNavigation({
      orderId,
      paymentId: String(payment?.payment_id),
      qrCode: payment?.qr_image ?? null,
      qrTimeout: payment?.qr_timeout ?? null,
      createdDate: payment?.created_date ?? null,
      totalAmount: payment?.amount ?? null,
      orderNo: null,
    }),
    replace,
  };
}

const toPayLater = ({ orderId, replace }: PayContext): PayNavigation => ({
  type: 'navigate',
  to: paths.payLater(orderId),
  replace,
});

export const payMachine = setup({
  types: {
    context: {} as PayContext,
    events: {} as PayEvent,
    input: {} as PayInput,
    emitted: {} as PayEmitted,
    output: {} as PayOutput,
    tags: {} as 'busy',
  },
  actors: {
    createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(notProvided('pay', 'createPayment')),
  },
  guards: {
    hasPaymentId: (_, payment: CreatedPayment) => hasPaymentId(payment),
  },
  actions: {
    assignPayment: assign((_, payment: CreatedPayment) => ({ payment })),
    goToQrPage: emit(({ context }) => toQrPage(context)),
    goToPayLater: emit(({ context }) => toPayLater(context)),
  },
}).createMachine({
  id: 'pay',
  description:
    'Pay flow: create a payment; with a payment_id go to the QR page, otherwise to ordershistory/paylater.',
  context: ({ input }) => ({ orderId: input.orderId, replace: input.replace, payment: null }),
  initial: 'idle',
  // The final state's output (the navigation) is the chart's.
  output: ({ event }) => event.output as PayOutput,
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
            actions: { type: 'assignPayment', params: created },
          },
          {
            target: 'toPayLater',
            description: 'The payment came back without a payment_id: go to ordershistory/paylater.',
          },
        ],
        onError: {
          target: 'toPayLater',
          description: 'Creating the payment failed: go to ordershistory/paylater.',
        },
      },
    },
    toQrPage: {
      description: 'A payment_id came back: the customer goes to the QR page with the QR data.',
      type: 'final',
      entry: 'goToQrPage',
      output: ({ context }) => toQrPage(context),
    },
    toPayLater: {
      description: 'No payment_id, or creation failed: the customer goes to the pay-later page.',
      type: 'final',
      entry: 'goToPayLater',
      output: ({ context }) => toPayLater(context),
    },
  },
});

export type PaySnapshot = SnapshotFrom<typeof payMachine>;

/** A payment is being created: the pay button is busy. */
export const isPaying = (snapshot: PaySnapshot): boolean => snapshot.hasTag('busy');
