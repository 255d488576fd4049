import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { describeError } from '../errors.ts';
import type { checkoutMachine } from './checkout-machine.ts';
import { forgetOrderAttempt, saveOrderAttempt } from './order-attempts.ts';
import type { OrderAttempt, PlaceOrderInput, SummaryRequest } from './types.ts';

/**
 * What the checkout chart is built over: the API, the store of order attempts (spec section 3),
 * the clock, the developer log and the app's cart, of which it only removes the ordered lines.
 */
export type CheckoutDeps = FlowApi<'getAddresses' | 'getSummary' | 'createOrder'> &
  Pick<FlowDeps, 'storage' | 'now' | 'log'> & {
    cart: { removeOrdered(ids: number[]): void };
  };

/**
 * The real actors and effects of the checkout chart: the addresses and summary loaders, the order
 * placement, the kept order attempt and the ordered lines leaving the cart.
 */
export function createCheckoutImplementations(
  deps: CheckoutDeps,
): MachineImplementationsFrom<typeof checkoutMachine> {
  const { api } = deps;
  return {
    actors: {
      loadAddresses: fromPromise(({ signal }) => api.getAddresses({}, { signal })),
      loadSummary: fromPromise(({ input, signal }: { input: SummaryRequest; signal: AbortSignal }) =>
        api.getSummary({ body: input.body, query: input.query }, { signal }),
      ),
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
