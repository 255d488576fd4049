import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { errorField } from '../errors.ts';
import * as read from './chart-params.ts';
import {
  firstSummaryRequest,
  isRefusal,
  nextAttempt,
  placeOrderInput,
  refetchRequest,
} from './order-request.ts';
import type {
  CheckoutAddresses,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  CheckoutSummary,
  OrderAttempt,
  OrderPlaced,
  PlaceOrderInput,
  SummaryRequest,
} from './types.ts';

/**
 * The /summary screen (spec section 4 "Summary", "Placing an order", section 8): addresses and the
 * summary load together; a failure opens no dialog (spec: silently ignored) but leaves the screen in
 * loadFailed, with an inline retry, reloading by itself when the connection returns (a dead screen offline is worse than
 * a line saying so; the deliberate difference is in docs/traceability.md). The coupon picker re-fetches the summary (a failed re-pricing stays
 * silent). The order is placed once (no second request while one is in flight) with an
 * Idempotency-Key kept per selection and coupon until the order is confirmed (./order-request.ts).
 *
 * Pure: the actors, removeOrderedLines and the attempt's storage are placeholders;
 * ./checkout-implementations.ts provides the real ones.
 */

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`checkout actor '${name}' is not provided`));

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    input: {} as CheckoutInput,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadAddresses: fromPromise<CheckoutAddresses>(notProvided('loadAddresses')),
    loadSummary: fromPromise<CheckoutSummary, SummaryRequest>(notProvided('loadSummary')),
    placeOrder: fromPromise<OrderPlaced, PlaceOrderInput>(notProvided('placeOrder')),
  },
  guards: {
    canPlaceOrder: read.isLoaded,
    hasLoadedAll: read.isLoaded,
    hasQrPayment: (_, order: OrderPlaced) => read.hasQrPayment(order),
    isConflict: (_, params: { error: unknown }) => errorField(params.error, 'status') === 409,
    isRefusal: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    assignAddresses: assign((_, addresses: CheckoutAddresses) => ({ addresses })),
    assignSummary: assign(({ context }, summary: CheckoutSummary) => read.withSummary(context, summary)),
    tickCurrentCode: assign(({ context }) => ({ tickedCode: context.currentCode })),
    toggleCoupon: assign(({ context, event }) =>
      event.type === 'coupon.toggle'
        ? { tickedCode: context.tickedCode === event.code ? null : event.code }
        : {},
    ),
    clearOrderError: assign({ orderError: null, orderErrorKind: null }),
    assignNextAttempt: assign(({ context }) => ({ attempt: nextAttempt(context) })),
    dropAttempt: assign({ attempt: null }),
    /** Placeholder: the attempt is kept (storage) until its order is confirmed. */
    saveOrderAttempt: (_, _params: { attempt: OrderAttempt }) => {},
    /** Placeholder: the kept attempt is forgotten, so a later identical order is a new order. */
    forgetOrderAttempt: (_, _params: { attempt: OrderAttempt }) => {},
    assignOrderError: assign((_, params: { error: unknown }) => read.orderFailureOf(params.error)),
    /** Placeholder: the raw failure goes to the developer log (customers see a Thai message). */
    logOrderFailure: (_, _params: { error: unknown }) => {},
    /** Placeholder: the ordered lines leave the app's cart (`deps.cart.removeOrdered`). */
    removeOrderedLines: (_, _params: { ids: number[] }) => {},
    emitNavigateToQr: emit((_, order: OrderPlaced) => read.qrNavigationOf(order)),
    emitNavigateToHistory: emit({ type: 'navigate' as const, to: paths.ordersHistory(), replace: true }),
  },
}).createMachine({
  id: 'checkout',
  description:
    'Summary (/summary, order details): addresses and the summary load on open; coupon picker; placing the order.',
  context: ({ input }) => ({
    lines: input.lines,
    addresses: null,
    summary: null,
    currentCode: null,
    tickedCode: null,
    keyBase: input.idempotencyKey,
    attempt: input.savedAttempt ?? null,
    summaryVersion: 0,
    orderError: null,
    orderErrorKind: null,
  }),
  initial: 'loading',
  states: {
    // Both requests at once; a failure opens no dialog (spec section 8), it ends in loadFailed.
    loading: {
      description: 'Addresses and the summary load together (on open, or again after a failure).',
      tags: 'loading',
      type: 'parallel',
      states: {
        addresses: {
          description: 'The shipping and tax-invoice addresses.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'The addresses are loading.',
              invoke: {
                id: 'loadAddresses',
                src: 'loadAddresses',
                onDone: {
                  target: 'loaded',
                  description: 'The addresses loaded: show the shipping and tax-invoice blocks.',
                  actions: { type: 'assignAddresses', params: read.output },
                },
                onError: {
                  target: 'failed',
                  description: 'The addresses failed to load: no dialog; what an earlier load got stays.',
                },
              },
            },
            loaded: { description: 'The addresses have loaded.', type: 'final' },
            failed: { description: 'The addresses failed (what an earlier load got stays).', type: 'final' },
          },
        },
        summary: {
          description: 'The order summary for the selected cart lines.',
          initial: 'fetching',
          states: {
            fetching: {
              description: 'The summary is loading (the coupon with the highest discount is applied).',
              invoke: {
                id: 'loadSummary',
                src: 'loadSummary',
                input: firstSummaryRequest,
                onDone: {
                  target: 'loaded',
                  description: 'The summary loaded: a coupon marked selected becomes the current code.',
                  actions: { type: 'assignSummary', params: read.output },
                },
                onError: {
                  target: 'failed',
                  description: 'The summary failed to load: no dialog; what an earlier load got stays.',
                },
              },
            },
            loaded: { description: 'The summary has loaded.', type: 'final' },
            failed: { description: 'The summary failed (what an earlier load got stays).', type: 'final' },
          },
        },
      },
      onDone: [
        {
          guard: 'hasLoadedAll',
          target: 'ready',
          description: 'The summary and the addresses have loaded: show them, the order button is enabled.',
        },
        {
          target: 'loadFailed',
          description: 'The summary or the addresses are missing: no dialog, an inline line and a retry.',
        },
      ],
    },
    loadFailed: {
      description:
        'The summary or the addresses could not be loaded: what loaded is shown with an inline retry line; the order button stays disabled.',
      on: {
        'summary.retry': { target: 'loading', description: 'The customer taps the retry.' },
        'connection.online': {
          target: 'loading',
          description: 'The browser is back online: the summary reloads by itself.',
        },
      },
    },
    ready: {
      description:
        'The order details are shown with the order button enabled; an order error dialog may be open.',
      on: {
        'coupon.openPicker': {
          target: 'pickingCoupon',
          description: 'The customer opens the coupon picker: the current coupon is ticked.',
          actions: 'tickCurrentCode',
        },
        'sheet.openPromotionDiscount': {
          target: 'promotionDiscountSheet',
          description: 'The customer opens the promotion-discount sheet.',
        },
        'sheet.openCouponDiscount': {
          target: 'couponDiscountSheet',
          description: 'The customer opens the coupon-discount sheet.',
        },
        'order.place': {
          guard: 'canPlaceOrder',
          target: 'placingOrder',
          description:
            'The customer presses the order button (summary and addresses loaded): place the order (the kept attempt again, or a new one).',
          actions: ['clearOrderError', 'assignNextAttempt'],
        },
        'order.dismissError': {
          description: 'The customer closes the order error dialog.',
          actions: 'clearOrderError',
        },
      },
    },
    pickingCoupon: {
      description: 'The coupon picker panel is open; only one coupon box can be ticked at a time.',
      on: {
        'coupon.toggle': {
          description: 'The customer ticks a coupon (the others are unticked) or unticks it.',
          actions: 'toggleCoupon',
        },
        'coupon.confirm': {
          target: 'refreshingSummary',
          description: 'The customer confirms: the summary is fetched again with that coupon, or with none.',
        },
        'coupon.closePicker': {
          target: 'ready',
          description: 'The customer closes the picker without confirming.',
        },
      },
    },
    refreshingSummary: {
      description:
        'The summary is fetched again with the chosen coupon (or not_use_coupon=1); failure ignored.',
      tags: 'busy',
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: refetchRequest,
        onDone: {
          target: 'ready',
          description: 'The summary came back for the chosen coupon (or none): show it.',
          actions: { type: 'assignSummary', params: read.output },
        },
        onError: {
          target: 'ready',
          description: 'The summary failed to load again: silently ignored, the last one stays.',
        },
      },
    },
    promotionDiscountSheet: {
      description: 'The promotion-discount sheet is open from the bottom.',
      on: { 'sheet.close': { target: 'ready', description: 'The customer closes the sheet.' } },
    },
    couponDiscountSheet: {
      description: 'The coupon-discount sheet is open from the bottom.',
      on: { 'sheet.close': { target: 'ready', description: 'The customer closes the sheet.' } },
    },
    // order.place is not handled here: a second tap cannot send a second request.
    placingOrder: {
      description: 'The order request is in flight; the order button is disabled; the attempt is kept.',
      tags: 'busy',
      entry: { type: 'saveOrderAttempt', params: read.keptAttempt },
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: placeOrderInput,
        onDone: [
          {
            guard: { type: 'hasQrPayment', params: read.output },
            target: 'ordered',
            description:
              'The order is placed with a payment_id and qr_code: the selected lines leave the cart, go to the QR page.',
            actions: [
              { type: 'removeOrderedLines', params: read.orderedIds },
              { type: 'forgetOrderAttempt', params: read.keptAttempt },
              { type: 'emitNavigateToQr', params: read.output },
            ],
          },
          {
            target: 'ordered',
            description:
              'The order is placed without a QR payment: the selected lines leave the cart, go to order history.',
            actions: [
              { type: 'removeOrderedLines', params: read.orderedIds },
              { type: 'forgetOrderAttempt', params: read.keptAttempt },
              { type: 'emitNavigateToHistory' },
            ],
          },
        ],
        onError: [
          // 409: the server's figures differ from the summary shown: show the error, re-price.
          // A refusal proves no order holds the key: the attempt is dropped (a new key next time).
          {
            guard: { type: 'isConflict', params: read.failure },
            target: 'refreshingSummary',
            description:
              "The server's figures differ from the summary shown (409): the error dialog, the summary is fetched again; the attempt is dropped.",
            actions: [
              { type: 'assignOrderError', params: read.failure },
              { type: 'logOrderFailure', params: read.failure },
              { type: 'forgetOrderAttempt', params: read.keptAttempt },
              { type: 'dropAttempt' },
              { type: 'tickCurrentCode' },
            ],
          },
          {
            guard: { type: 'isRefusal', params: read.failure },
            target: 'ready',
            description: 'The order is refused (4xx): the error dialog; the attempt is dropped.',
            actions: [
              { type: 'assignOrderError', params: read.failure },
              { type: 'logOrderFailure', params: read.failure },
              { type: 'forgetOrderAttempt', params: read.keptAttempt },
              { type: 'dropAttempt' },
            ],
          },
          {
            description:
              'No answer or a server error: the error dialog; the attempt is kept (the order may exist).',
            target: 'ready',
            actions: [
              { type: 'assignOrderError', params: read.failure },
              { type: 'logOrderFailure', params: read.failure },
            ],
          },
        ],
      },
    },
    ordered: {
      description: 'Ordered: the lines left the cart; the customer goes to the QR page or order history.',
      type: 'final',
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;
