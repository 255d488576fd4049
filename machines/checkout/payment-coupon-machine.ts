import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided } from '../chart-helpers.ts';
import type { Navigate } from '../navigation.ts';
import { cannotOrder } from './entry.ts';
import { firstSummaryRequest } from './order-request.ts';
import type {
  CheckoutEntry,
  CheckoutSummary,
  PaymentCouponContext,
  PaymentCouponEvent,
  SummaryRequest,
} from './types.ts';

/**
 * /payment/coupon (spec section 2 "Payment screens"): the coupons usable on the selected lines,
 * from the summary the server prices with the highest-discount coupon applied (the banner says so).
 * No link in the app leads here, so the page is judged as /summary is (./entry.ts): with no order
 * to show the customer goes back to /cart. A failed load opens no dialog (spec section 8) but says so
 * in one line with a retry, as /summary does (docs/traceability.md §8.6), and loads again by itself
 * when the browser is back online. Pure: loadSummary is a placeholder;
 * ./checkout-implementations.ts createPaymentCouponImplementations provides it.
 */

export const paymentCouponMachine = setup({
  types: {
    context: {} as PaymentCouponContext,
    input: {} as CheckoutEntry,
    events: {} as PaymentCouponEvent,
    emitted: {} as Navigate,
    tags: {} as 'loading',
  },
  actors: {
    loadSummary: fromPromise<CheckoutSummary, SummaryRequest>(notProvided('payment-coupon', 'loadSummary')),
  },
  guards: { cannotOrder },
  actions: {
    assignSummary: assign((_, summary: CheckoutSummary) => ({ summary })),
    goBackToCart: emit({ type: 'navigate' as const, to: paths.cart(), replace: true }),
  },
}).createMachine({
  id: 'paymentCoupon',
  description:
    'The coupon list for use: the coupons usable on the selected lines, the highest discount applied.',
  context: ({ input }) => ({ lines: input.lines, selectedTotal: input.selectedTotal, summary: null }),
  initial: 'checkingEntry',
  states: {
    checkingEntry: {
      description: 'The page opens: is there an order to list coupons for (the rule of /summary)?',
      always: [
        {
          guard: 'cannotOrder',
          target: 'leftForCart',
          description: 'Nothing selected, under the 500-baht minimum or too many lines: back to /cart.',
        },
        { target: 'loading', description: 'There is an order: load its summary and coupons.' },
      ],
    },
    loading: {
      description: 'The summary of the selected lines is loading (the server applies the best coupon).',
      tags: 'loading',
      invoke: {
        id: 'loadSummary',
        src: 'loadSummary',
        input: firstSummaryRequest,
        onDone: {
          target: 'listed',
          description: 'The summary loaded: list its coupons, the applied one marked.',
          actions: { type: 'assignSummary', params: ({ event }) => event.output },
        },
        onError: {
          target: 'loadFailed',
          description: 'The summary failed to load: no dialog, no list; one line says so, with a retry.',
        },
      },
    },
    listed: {
      description:
        "The coupons are listed with 'use coupon'; the one applied (the highest discount) is marked.",
    },
    loadFailed: {
      description: "The summary could not be loaded: no list; a line says so with a retry, and 'use coupon'.",
      on: {
        'coupons.retry': {
          target: 'loading',
          description:
            "The customer taps 'ลองอีกครั้ง', or the browser is back online: the summary loads again.",
        },
      },
    },
    leftForCart: {
      description: 'There was no order to list coupons for: the customer is back on /cart.',
      type: 'final',
      entry: 'goBackToCart',
    },
  },
});

export type PaymentCouponSnapshot = SnapshotFrom<typeof paymentCouponMachine>;
