import type { ApiAnswer, ApiInput } from '../../contract/api.ts';
import type { Nudge, SummaryCoupon } from '../../contract/summary.ts';
import type { Address } from '../../contract/users.ts';
import type { CouponChoice } from '../coupon-choice.ts';
import type { Navigate } from '../navigation.ts';
import type { QrNavState } from '../pay/index.ts';

/**
 * Types of the checkout chart (checkout-machine.ts): its context, events and input. The /summary
 * screen's data are the contract's (spec section 3 "Summary response", "Customer address
 * response", "Order request/response"), named here for the chart and its screens.
 */

/** The customer's own coupon choice on /summary (machines/coupon-choice.ts, shared with the cart). */
export type { CouponChoice };

/** A selected cart line handed to the checkout: the SKU id, its quantity and its position (1-based). */
export type CheckoutLine = { sku_id: number; quantity: number; seq: number };

/** A coupon of the summary answer (contract SummaryCoupon). */
export type CheckoutCoupon = SummaryCoupon;

/** A shipping or tax-invoice address (contract Address). */
export type CheckoutAddress = Address;

/** Output of `loadSummary`: the answer of POST /summary/saleitem. */
export type CheckoutSummary = ApiAnswer<'getSummary'>;

/** Output of `loadAddresses`: the answer of GET /users/addresses. */
export type CheckoutAddresses = ApiAnswer<'getAddresses'>;

/** Input of `loadSummary`: the body and query of POST /summary/saleitem. */
export type SummaryRequest = Required<Pick<ApiInput<'getSummary'>, 'body' | 'query'>>;

/** The body of POST /orders (spec section 3 "Order request"), as the chart builds it. */
export type OrderRequest = ApiInput<'createOrder'>['body'] & { coupon_code: string | null };

/** Input of `placeOrder`: the body and its Idempotency-Key. */
export type PlaceOrderInput = { body: OrderRequest; idempotencyKey: string };

/** Output of `placeOrder`: the answer of POST /orders. */
export type OrderPlaced = ApiAnswer<'createOrder'>;

/** What a failing actor rejects with: `status` is the HTTP status when there is one. */
export type CheckoutActorError = { message: string; status?: number | null };

/**
 * An order request as sent, kept (`FlowDeps.storage`, ./order-attempts.ts) until its order is
 * confirmed: a retry of the same selection and coupon sends the same body with the same key, so
 * an order whose answer was lost comes back instead of a second one (./order-request.ts).
 */
export type OrderAttempt = {
  /** The selected lines with their quantities (selectionOf). */
  selection: string;
  /** The coupon the order was priced with. */
  couponCode: string | null;
  key: string;
  body: OrderRequest;
};

/**
 * What opening /summary or /payment/coupon is judged by (./entry.ts): the cart's selected lines and
 * their total, as the cart shows them (the pay button's rule, spec section 5 "Cart pay button").
 */
export type CheckoutEntry = {
  lines: CheckoutLine[];
  /** Displayed price x quantity over the selected lines (the cart's `selectedTotal`). */
  selectedTotal: number;
};

export type CheckoutInput = CheckoutEntry & {
  /** A unique base for the Idempotency-Key of a new attempt (crypto.randomUUID() in src). */
  idempotencyKey: string;
  /** The attempt kept for this selection from an earlier visit, if any (./order-attempts.ts readOrderAttempt). */
  savedAttempt?: OrderAttempt | null;
  /** The coupon chosen earlier in this checkout, kept across a reload (machines/coupon-choice.ts readCouponChoice). */
  savedCoupon?: CouponChoice | null;
};

export type CheckoutSheet = 'promotionDiscount' | 'couponDiscount';

export type CheckoutContext = {
  lines: CheckoutLine[];
  /** The selected total the cart showed (the entry check: at least MINIMUM_ORDER_BAHT). */
  selectedTotal: number;
  addresses: CheckoutAddresses | null;
  summary: CheckoutSummary | null;
  /** The coupon applied to the summary and the order (a `selected` coupon of the last answer). */
  currentCode: string | null;
  /** The box ticked in the open picker (at most one). */
  tickedCode: string | null;
  /** The coupon the customer chose and the summary was priced with, kept for the checkout; null: the best. */
  couponChoice: CouponChoice | null;
  /** The last coupon chosen could not be priced (offline, refused): the line saying so shows. */
  couponFailed: boolean;
  /** The re-fetch under way prices the customer's coupon choice (not a 409's re-pricing). */
  pricingChoice: boolean;
  /** Base of the Idempotency-Key of a new attempt: `${keyBase}:${summaryVersion}`. */
  keyBase: string;
  /** The order attempt kept for this selection (sent, not confirmed), else null. */
  attempt: OrderAttempt | null;
  /** Bumped whenever a new summary arrives, so a changed order body gets a new key. */
  summaryVersion: number;
  /** Why the last order failed (the raw text, for the console), else null. */
  orderError: string | null;
  /** The kind of the last order failure, from its HTTP status or transport (the dialog's Thai text). */
  orderErrorKind: OrderErrorKind | null;
};

/** What a customer is told about a failed order: src/i18n/th.ts `errors[kind]`. */
export type OrderErrorKind = 'conflict' | 'badRequest' | 'signIn' | 'server' | 'network' | 'timeout';

export type CheckoutEvent =
  | { type: 'coupon.openPicker' }
  | { type: 'coupon.toggle'; code: string }
  | { type: 'coupon.confirm' }
  | { type: 'coupon.closePicker' }
  | { type: 'sheet.openPromotionDiscount' }
  | { type: 'sheet.openCouponDiscount' }
  | { type: 'sheet.close' }
  | { type: 'order.place' }
  | { type: 'order.dismissError' }
  /** The retry tapped, or the browser back online (src/services/use-online-event.ts). */
  | { type: 'summary.retry' }
  | { type: 'summary.addNudge'; add: NudgeAddition };

/** What a nudge's tap adds (contract NudgeAdd, docs/pricing.md "Nudges"): units of a line the order holds. */
export type NudgeAddition = Pick<Nudge['add'], 'sku_id' | 'quantity'>;

/**
 * Output of `addNudge`: the cart's selection once the nudge's quantity is added, and the order
 * attempt kept for that selection (./order-attempts.ts), as a fresh /summary would start with.
 */
export type CheckoutReload = CheckoutEntry & { savedAttempt: OrderAttempt | null };

/**
 * Where the customer goes: the QR page (machines/pay/qr-page.ts) or order history once the order
 * is made, /cart when there was no order to show.
 */
export type CheckoutEmitted = Navigate<QrNavState>;

/**
 * Input of the order-placement chart (order-placement-machine.ts): the order as the summary shows
 * it (summary, addresses, coupon), the key base and version a new attempt's key is made of, and
 * the attempt kept from an earlier tap or visit.
 */
export type OrderSource = Pick<
  CheckoutContext,
  'lines' | 'summary' | 'addresses' | 'currentCode' | 'keyBase' | 'summaryVersion' | 'attempt'
>;

export type OrderPlacementContext = {
  source: OrderSource;
  /** The attempt being sent (the kept one again, or a new one); null once a refusal dropped it. */
  attempt: OrderAttempt | null;
  /** The placed order (its answer), for the QR page's navigation. */
  order: OrderPlaced | null;
  orderError: string | null;
  orderErrorKind: OrderErrorKind | null;
};

/**
 * How placing the order ended (the order-placement chart's output): made, with where the customer
 * goes; or failed, with what the dialog says and the attempt to send again (null when a refusal
 * proved no order holds it).
 */
export type OrderOutcome =
  | { outcome: 'ordered'; navigation: CheckoutEmitted }
  | { outcome: 'failed'; orderError: string; orderErrorKind: OrderErrorKind; attempt: OrderAttempt | null };

/** The /payment/coupon chart (payment-coupon-machine.ts): the selection and the summary listing its coupons. */
export type PaymentCouponContext = CheckoutEntry & { summary: CheckoutSummary | null };

/** The retry tapped, or the browser back online (src/services/use-online-event.ts). */
export type PaymentCouponEvent = { type: 'coupons.retry' };
