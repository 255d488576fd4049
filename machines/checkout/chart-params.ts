import { type AnyEventObject, assertEvent } from 'xstate';
import { output } from '../chart-helpers.ts';
import { isChoiceRefused as isRefusedChoice } from '../coupon-choice.ts';
import { describeError } from '../errors.ts';
import { qrPageNavigation } from '../pay/index.ts';
import { orderErrorKind, selectedCode } from './order-request.ts';
import type {
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEntry,
  CheckoutEvent,
  CheckoutInput,
  CheckoutReload,
  CheckoutSummary,
  CouponChoice,
  NudgeAddition,
  OrderAttempt,
  OrderOutcome,
  OrderPlaced,
  OrderPlacementContext,
  OrderSource,
} from './types.ts';

/**
 * What the checkout and order-placement charts' actions and guards are given and assign
 * (checkout-machine.ts, order-placement-machine.ts): an actor's output or error, the ids of the
 * ordered lines, the attempt being placed, a new summary, an order failure, and where a placed
 * order goes.
 */

/** A /summary with nothing loaded yet for the cart's selection and the order attempt kept for it. */
const opened = (entry: CheckoutEntry, attempt: OrderAttempt | null) => ({
  lines: entry.lines,
  selectedTotal: entry.selectedTotal,
  addresses: null,
  summary: null,
  currentCode: null,
  tickedCode: null,
  couponFailed: false,
  attempt,
  orderError: null,
  orderErrorKind: null,
});

/** The chart's start: the page opened, with a new key base whose versions start at 0. */
export const initialContext = ({ input }: { input: CheckoutInput }): CheckoutContext => ({
  ...opened(input, input.savedAttempt ?? null),
  couponChoice: input.savedCoupon ?? null,
  pricingChoice: false,
  keyBase: input.idempotencyKey,
  summaryVersion: 0,
});

/**
 * After a nudge's tap: the page as if opened again on the cart's new selection (the attempt kept for
 * it, nothing loaded); the key base and version go on, so no key of this visit is used twice, and
 * the customer's coupon choice stays (the server says whether it still applies).
 */
export const reloaded = (reload: CheckoutReload) => opened(reload, reload.savedAttempt);

/** What a nudge's tap adds: the line and the quantity it is missing. */
export const tappedNudge = ({ event }: { event: CheckoutEvent }): NudgeAddition => {
  assertEvent(event, 'summary.addNudge');
  return { sku_id: event.add.sku_id, quantity: event.add.quantity };
};

export { failure, output } from '../chart-helpers.ts';
export const orderedIds = ({ context }: { context: OrderPlacementContext }) => ({
  ids: context.source.lines.map((line) => line.sku_id),
});
/** The order request's failure, on entering `failed` (only placeOrder's error enters it: asserted). */
export const placeOrderFailure = ({ event }: { event: AnyEventObject }) => {
  assertEvent(event, 'xstate.error.actor.placeOrder');
  return { error: event.error as unknown };
};
export const keptAttempt = ({ context }: { context: { attempt: OrderAttempt | null } }) => ({
  attempt: context.attempt as OrderAttempt,
});
/** What the order-placement chart is given: the order as shown and the attempt kept, if any. */
export const orderSource = ({ context }: { context: CheckoutContext }): OrderSource => ({
  lines: context.lines,
  summary: context.summary,
  addresses: context.addresses,
  currentCode: context.currentCode,
  keyBase: context.keyBase,
  summaryVersion: context.summaryVersion,
  attempt: context.attempt,
});
/** The summary and the addresses are both loaded: the order can be built. */
export const isLoaded = ({ context }: { context: CheckoutContext }) =>
  context.summary !== null && context.addresses !== null;

/** The placed order (the order-placement chart's `ordered` state has it). */
export const placedOrder = ({ context }: { context: OrderPlacementContext }) => context.order as OrderPlaced;

/** The order was made with a QR payment: the customer goes to its QR page. */
export const hasQrPayment = (order: OrderPlaced) => order.payment_id !== null && Boolean(order.qr_code);

/** The QR page of a placed order (machines/pay/qr-page.ts), replacing /summary in the history. */
export const qrNavigationOf = (order: OrderPlaced) => ({
  type: 'navigate' as const,
  ...qrPageNavigation({
    orderId: order.order_id,
    paymentId: String(order.payment_id),
    qrCode: order.qr_code,
    qrTimeout: order.qr_timeout,
    createdDate: order.created_date,
    totalAmount: order.total_amount,
    orderNo: order.order_no,
  }),
  replace: true,
});

/** A new summary answer: its selected coupon becomes the current code; the version grows (a new key). */
export const withSummary = (context: CheckoutContext, summary: CheckoutSummary) => ({
  summary,
  currentCode: selectedCode(summary),
  summaryVersion: context.summaryVersion + 1,
});

/** A summary priced with the customer's choice: shown, and what the server selected is the choice kept. */
export const withChosenSummary = (context: CheckoutContext, summary: CheckoutSummary) => ({
  ...withSummary(context, summary),
  couponChoice: { code: selectedCode(summary) },
});

/** The choice to keep (storage), once assigned. */
export const keptChoice = ({ context }: { context: CheckoutContext }) => ({
  choice: context.couponChoice as CouponChoice,
});

/** The coupon chosen could not be priced: the line says so; the picker goes back to the priced coupon. */
export const couponFailure = ({ context }: { context: CheckoutContext }) => ({
  couponFailed: true,
  tickedCode: context.currentCode,
});

/** The server refused the coupon the customer chose earlier (it no longer applies, or is not offered). */
export const isChoiceRefused = ({ context }: { context: CheckoutContext }, error: unknown): boolean =>
  isRefusedChoice(context.couponChoice, error);

/** How a placement ended, as the checkout chart reads it (order-placement-machine.ts's output). */
export const outcome = output<OrderOutcome>;

/** Where a placed order goes (an `ordered` outcome's navigation). */
export const navigationOf = (outcome: OrderOutcome): CheckoutEmitted | null =>
  outcome.outcome === 'ordered' ? outcome.navigation : null;

/** A 409: the server's figures differ from the summary shown (the checkout re-prices). */
export const isPriceChanged = (outcome: OrderOutcome): boolean =>
  outcome.outcome === 'failed' && outcome.orderErrorKind === 'conflict';

/** What the checkout keeps of a failed placement: the dialog's text and kind, the attempt to send again. */
export const failureOutcomeOf = (outcome: OrderOutcome) =>
  outcome.outcome === 'failed'
    ? { orderError: outcome.orderError, orderErrorKind: outcome.orderErrorKind, attempt: outcome.attempt }
    : {};

/** The picker's box for `code` ticked (the others unticked), or unticked when it was. */
export const toggled = (context: CheckoutContext, code: string) => ({
  tickedCode: context.tickedCode === code ? null : code,
});

/** A failed order: the raw text (for the console) and its kind (the dialog's Thai text). */
export const orderFailureOf = (error: unknown) => ({
  orderError: describeError(error),
  orderErrorKind: orderErrorKind(error),
});
