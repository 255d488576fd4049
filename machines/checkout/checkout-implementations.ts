import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import { type CartEvent, type CartSnapshot, nudgeAddition } from '../cart/index.ts';
import { forgetCouponChoice, saveCouponChoice } from '../coupon-choice.ts';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { describeError } from '../errors.ts';
import type { checkoutMachine } from './checkout-machine.ts';
import { checkoutEntryOf } from './entry.ts';
import { forgetOrderAttempt, readOrderAttempt, saveOrderAttempt } from './order-attempts.ts';
import { orderPlacementMachine } from './order-placement-machine.ts';
import { selectionOf } from './order-request.ts';
import type { paymentCouponMachine } from './payment-coupon-machine.ts';
import type {
  CheckoutEntry,
  CheckoutReload,
  CouponChoice,
  NudgeAddition,
  OrderAttempt,
  PlaceOrderInput,
  SummaryRequest,
} from './types.ts';

/**
 * What placing an order is built over: POST /orders, the store of order attempts (spec section 3),
 * the clock, the developer log and the app's cart, of which it only removes the ordered lines.
 */
export type OrderPlacementDeps = FlowApi<'createOrder'> &
  Pick<FlowDeps, 'storage' | 'now' | 'log'> & {
    cart: { removeOrdered(ids: number[]): void };
  };

/**
 * What the checkout chart is built over: its loaders' API calls, what placing an order needs, and
 * the cart taking a nudge's quantity (checkoutCartOf).
 */
export type CheckoutDeps = FlowApi<'getAddresses' | 'getSummary' | 'createOrder'> &
  OrderPlacementDeps & {
    cart: OrderPlacementDeps['cart'] & { addNudge(add: NudgeAddition): CheckoutEntry };
  };

/** The cart's selection with the order attempt kept for it: what /summary opens, or loads again, with. */
export const withKeptAttempt = (
  entry: CheckoutEntry,
  deps: Pick<FlowDeps, 'storage' | 'now'>,
): CheckoutReload => ({
  ...entry,
  savedAttempt: readOrderAttempt(selectionOf(entry.lines), deps.storage, deps.now()),
});

/**
 * The app's cart actor as checkout uses it: the ordered lines leave it; a nudge's tap adds the
 * quantity it is missing to its line (`cart.addLine`, machines/cart nudgeAddition; nothing when the
 * line has left the cart meanwhile) and gives the cart's selection after it.
 */
export const checkoutCartOf = (cart: {
  send(event: CartEvent): void;
  getSnapshot(): CartSnapshot;
}): CheckoutDeps['cart'] => ({
  removeOrdered: (ids) => cart.send({ type: 'cart.removeLines', ids }),
  addNudge: (add) => {
    const event = nudgeAddition(cart.getSnapshot().context.products, add);
    if (event) cart.send(event);
    return checkoutEntryOf(cart.getSnapshot());
  },
});

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

/**
 * The real actors of the checkout chart: the addresses and summary loaders, a nudge's addition to
 * the cart (with the attempt kept for the new selection, as a fresh page reads it), and the order
 * placement; and its effects: the coupon choice kept for the checkout, or forgotten (storage).
 */
export function createCheckoutImplementations(
  deps: CheckoutDeps,
): MachineImplementationsFrom<typeof checkoutMachine> {
  return {
    actors: {
      loadAddresses: fromPromise(({ signal }) => deps.api.getAddresses({}, { signal })),
      loadSummary: summaryLoader(deps),
      addNudge: fromPromise(async ({ input }: { input: NudgeAddition }) =>
        withKeptAttempt(deps.cart.addNudge(input), deps),
      ),
      orderPlacement: orderPlacementMachine.provide(createOrderPlacementImplementations(deps)),
    },
    actions: {
      keepCouponChoice: (_, { choice }: { choice: CouponChoice }) =>
        saveCouponChoice(choice, deps.storage, deps.now()),
      forgetCouponChoice: () => forgetCouponChoice(deps.storage),
    },
  };
}

/** The real actor of the /payment/coupon chart: the summary of the selected lines. */
export function createPaymentCouponImplementations(
  deps: FlowApi<'getSummary'>,
): MachineImplementationsFrom<typeof paymentCouponMachine> {
  return { actors: { loadSummary: summaryLoader(deps) } };
}
