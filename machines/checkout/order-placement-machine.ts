import { assign, fromPromise, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided } from '../chart-helpers.ts';
import * as read from './chart-params.ts';
import { isRefusal, nextAttempt, placeOrderInput } from './order-request.ts';
import type {
  OrderAttempt,
  OrderOutcome,
  OrderPlaced,
  OrderPlacementContext,
  OrderSource,
  PlaceOrderInput,
} from './types.ts';

/**
 * Placing the order (spec section 4 "Placing an order", section 8 "Order placement failure"), a
 * child the checkout chart invokes for each tap of the order button (checkout-machine.ts). It
 * chooses the attempt (the kept one again, key and body, else a new one: ./order-request.ts
 * nextAttempt) and keeps it (storage) until its order is confirmed, so a lost answer never makes a
 * second order; it sends POST /orders once. On 200 the ordered lines leave the cart and the output
 * says where to go (the QR page with payment_id and qr_code, else order history); on failure the
 * raw text goes to the log and the output carries the dialog's text and kind, and the attempt to
 * send again (dropped, and forgotten, when a 4xx refusal proves no order holds its key).
 *
 * Pure: placeOrder and the effects are placeholders; ./checkout-implementations.ts
 * createOrderPlacementImplementations provides the real ones.
 */

export const orderPlacementMachine = setup({
  types: {
    context: {} as OrderPlacementContext,
    input: {} as OrderSource,
    output: {} as OrderOutcome,
  },
  actors: {
    placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(notProvided('order-placement', 'placeOrder')),
  },
  guards: {
    hasQrPayment: (_, order: OrderPlaced) => read.hasQrPayment(order),
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    chooseAttempt: assign(({ context }) => ({ attempt: nextAttempt(context.source) })),
    /** Placeholder: the attempt is kept (storage) until its order is confirmed. */
    saveOrderAttempt: (_, _params: { attempt: OrderAttempt }) => {},
    /** Placeholder: the kept attempt is forgotten, so a later identical order is a new order. */
    forgetOrderAttempt: (_, _params: { attempt: OrderAttempt }) => {},
    dropAttempt: assign({ attempt: null }),
    assignOrder: assign((_, order: OrderPlaced) => ({ order })),
    assignFailure: assign((_, params: { error: unknown }) => read.orderFailureOf(params.error)),
    /** Placeholder: the raw failure goes to the developer log (customers see a Thai message). */
    logOrderFailure: (_, _params: { error: unknown }) => {},
    /** Placeholder: the ordered lines leave the app's cart (`deps.cart.removeOrdered`). */
    removeOrderedLines: (_, _params: { ids: number[] }) => {},
  },
}).createMachine({
  id: 'orderPlacement',
  description:
    'Placing the order: POST /orders once with a kept Idempotency-Key; the lines leave the cart, or the failure is told.',
  context: ({ input }) => ({
    source: input,
    attempt: null,
    order: null,
    orderError: null,
    orderErrorKind: null,
  }),
  initial: 'placing',
  // The final state's output (where to go, or what failed) is the chart's.
  output: ({ event }) => event.output as OrderOutcome,
  states: {
    placing: {
      description:
        'The order request is in flight; the attempt (kept or new) is kept until its order is confirmed.',
      entry: ['chooseAttempt', { type: 'saveOrderAttempt', params: read.keptAttempt }],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: placeOrderInput,
        onDone: {
          target: 'ordered',
          description: 'The order is placed: the selected lines leave the cart; its attempt is forgotten.',
          actions: [
            { type: 'assignOrder', params: read.output },
            { type: 'removeOrderedLines', params: read.orderedIds },
            { type: 'forgetOrderAttempt', params: read.keptAttempt },
          ],
        },
        onError: [
          // A refusal proves no order holds the key: the attempt is dropped (a new key next time).
          {
            guard: { type: 'isRefusal', params: read.failure },
            target: 'failed',
            description:
              "The order is refused (4xx; 409: the server's figures differ from the summary): the error is told; the attempt is dropped.",
            actions: [{ type: 'forgetOrderAttempt', params: read.keptAttempt }, { type: 'dropAttempt' }],
          },
          {
            target: 'failed',
            description:
              'No answer or a server error: the error is told; the attempt is kept (the order may exist).',
          },
        ],
      },
    },
    ordered: {
      description: 'Ordered: the payment it was made with says where the customer goes.',
      always: [
        {
          guard: { type: 'hasQrPayment', params: read.placedOrder },
          target: 'toQrPage',
          description: 'With a payment_id and qr_code: go to the QR page.',
        },
        { target: 'toOrderHistory', description: 'Without a QR payment: go to order history.' },
      ],
    },
    toQrPage: {
      description: 'Ordered with a QR payment: the customer goes to its QR page with the QR data.',
      type: 'final',
      output: ({ context }) => ({
        outcome: 'ordered' as const,
        navigation: read.qrNavigationOf(context.order as OrderPlaced),
      }),
    },
    toOrderHistory: {
      description: 'Ordered without a QR payment: the customer goes to order history.',
      type: 'final',
      output: {
        outcome: 'ordered' as const,
        navigation: {
          type: 'navigate' as const,
          to: paths.ordersHistory(),
          replace: true,
        },
      },
    },
    // Whichever error branch enters it: the failure's text and kind for the dialog, its raw text to the log.
    failed: {
      description:
        'The order failed: the dialog shows why; the kept attempt, if any, is sent again next time.',
      type: 'final',
      entry: [
        { type: 'assignFailure', params: read.placeOrderFailure },
        { type: 'logOrderFailure', params: read.placeOrderFailure },
      ],
      output: ({ context }) => ({
        outcome: 'failed' as const,
        orderError: context.orderError ?? '',
        orderErrorKind: context.orderErrorKind ?? 'server',
        attempt: context.attempt,
      }),
    },
  },
});
