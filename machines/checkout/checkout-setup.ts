import { assign, emit, fromPromise, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided } from '../chart-helpers.ts';
import * as read from './chart-params.ts';
import { cannotOrder } from './entry.ts';
import { orderPlacementMachine } from './order-placement-machine.ts';
import type * as T from './types.ts';

/**
 * The /summary chart's setup (checkout-machine.ts holds the chart): its types, the placeholder
 * actors and effects (./checkout-implementations.ts gives the real ones), the order-placement child,
 * guards and actions, each named so the chart refers to it by name.
 */
export const checkoutSetup = setup({
  types: {
    context: {} as T.CheckoutContext,
    input: {} as T.CheckoutInput,
    events: {} as T.CheckoutEvent,
    emitted: {} as T.CheckoutEmitted,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadAddresses: fromPromise<T.CheckoutAddresses>(notProvided('checkout', 'loadAddresses')),
    loadSummary: fromPromise<T.CheckoutSummary, T.SummaryRequest>(notProvided('checkout', 'loadSummary')),
    addNudge: fromPromise<T.CheckoutReload, T.NudgeAddition>(notProvided('checkout', 'addNudge')),
    orderPlacement: orderPlacementMachine,
  },
  guards: {
    cannotOrder,
    canPlaceOrder: read.isLoaded,
    hasLoadedAll: read.isLoaded,
    isOrdered: (_, outcome: T.OrderOutcome) => outcome.outcome === 'ordered',
    isPriceChanged: (_, outcome: T.OrderOutcome) => read.isPriceChanged(outcome),
    isPricingChoice: ({ context }) => context.pricingChoice,
    isChoiceRefused: ({ context }, params: { error: unknown }) =>
      read.isChoiceRefused({ context }, params.error),
  },
  actions: {
    assignAddresses: assign((_, addresses: T.CheckoutAddresses) => ({ addresses })),
    assignSummary: assign(({ context }, summary: T.CheckoutSummary) => read.withSummary(context, summary)),
    assignChosenSummary: assign(({ context }, s: T.CheckoutSummary) => read.withChosenSummary(context, s)),
    assignCouponFailure: assign(read.couponFailure),
    clearCouponFailure: assign({ couponFailed: false }),
    dropCouponChoice: assign({ couponChoice: null }),
    /** Placeholder: the choice is kept (storage) for the checkout, across a reload. */
    keepCouponChoice: (_, _params: { choice: T.CouponChoice }) => {},
    /** Placeholder: the kept choice is forgotten (the next /summary gets the best coupon). */
    forgetCouponChoice: () => {},
    assignReload: assign((_, reload: T.CheckoutReload) => read.reloaded(reload)),
    /** The picker starts from the coupon priced; a 409's re-pricing is not the customer's choice. */
    tickCurrentCode: assign(({ context }) => ({
      tickedCode: context.currentCode,
      couponFailed: false,
      pricingChoice: false,
    })),
    startPricingChoice: assign({ pricingChoice: true }),
    toggleCoupon: assign(({ context }, params: { code: string }) => read.toggled(context, params.code)),
    clearOrderError: assign({ orderError: null, orderErrorKind: null }),
    assignOrderFailure: assign((_, outcome: T.OrderOutcome) => read.failureOutcomeOf(outcome)),
    emitOrderNavigation: emit(
      (_, outcome: T.OrderOutcome) => read.navigationOf(outcome) as T.CheckoutEmitted,
    ),
    goBackToCart: emit({ type: 'navigate' as const, to: paths.cart(), replace: true }),
  },
});
