import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { describeError } from '../errors.ts';
import type { checkoutMachine } from './checkout-machine.ts';
import { forgetOrderAttempt, saveOrderAttempt } from './order-attempts.ts';
import { orderPlacementMachine } from './order-placement-machine.ts';
import type { paymentCouponMachine } from './payment-coupon-machine.ts';
import type { OrderAttempt, PlaceOrderInput, SummaryRequest } from './types.ts';

/**
 * What placing an order is built over: POST /orders, the store of order attempts (spec section 3),
 * the clock, the developer log and the app's cart, of which it only removes the ordered lines.
 */
export type OrderPlacementDeps = FlowApi<'createOrder'> &
  Pick<FlowDeps, 'storage' | 'now' | 'log'> & {
    cart: { removeOrdered(ids: number[]): void };
  };

/** What the checkout chart is built over: its loaders' API calls and what placing an order needs. */
export type CheckoutDeps = FlowApi<'getAddresses' | 'getSummary' | 'createOrder'> & OrderPlacementDeps;

/** POST /summary/saleitem for the selected lines (/summary and /payment/coupon). */
const summaryLoader = ({ api }: FlowApi<'getSummary'>) =>
  fromPromise(({ input, signal }: { input: SummaryRequest; signal: AbortSignal }) =>
    api.getSummary({ body: input.body, query: input.query }, { signal }),
  );

/**
 * The real actor and effects of the order-placement chart: the order request, the kept order
 * attempt and the ordered lines leaving the cart.
 */
export function createOrderPlacementImplementations(
  deps: OrderPlacementDeps,
): MachineImplementationsFrom<typeof orderPlacementMachine> {
  const { api } = deps;
  return {
    actors: {
      // No abort signal: leaving the page must not cancel an order the server may already hold.
      placeOrder: fromPromise(({ input }: { input: PlaceOrderInput }) =>
        api.createOrder({ body: input.body, headers: { 'idempotency-key': input.idempotencyKey } }),
      ),
    },
    actions: {
      removeOrderedLines: (_, { ids }: { ids: number[] }) => deps.cart.removeOrdered(ids),
      // The attempt survives a reload until its order is confirmed (./order-attempts.ts).
      saveOrderAttempt: (_, { attempt }: { attempt: OrderAttempt }) =>
        saveOrderAttempt(attempt, deps.storage, deps.now()),
      forgetOrderAttempt: (_, { attempt }: { attempt: OrderAttempt }) =>
        forgetOrderAttempt(attempt.selection, deps.storage, deps.now()),
      // The raw text stays in the developer log; the dialog shows a Thai message (th.errors).
      logOrderFailure: (_, { error }: { error: unknown }) =>
        deps.log(`Order placement failed: ${describeError(error)}`, error),
    },
  };
}

/** The real actors of the checkout chart: the addresses and summary loaders, and the order placement. */
export function createCheckoutImplementations(
  deps: CheckoutDeps,
): MachineImplementationsFrom<typeof checkoutMachine> {
  return {
    actors: {
      loadAddresses: fromPromise(({ signal }) => deps.api.getAddresses({}, { signal })),
      loadSummary: summaryLoader(deps),
      orderPlacement: orderPlacementMachine.provide(createOrderPlacementImplementations(deps)),
    },
  };
}

/** The real actor of the /payment/coupon chart: the summary of the selected lines. */
export function createPaymentCouponImplementations(
  deps: FlowApi<'getSummary'>,
): MachineImplementationsFrom<typeof paymentCouponMachine> {
  return { actors: { loadSummary: summaryLoader(deps) } };
}
