import type { Navigate } from '../navigation.ts';
import type { QrNavState } from '../pay/index.ts';
/**
 * Types of the checkout chart (checkout-machine.ts): the /summary screen's data (spec section 3
 * "Summary response", "Customer address response", "Order request/response"), context and events.
 * Structural copies of contract's shapes (the chart imports no app code); the contract's types
 * are assignable to them.
 */

/** A selected cart line handed to the checkout: the SKU id, its quantity and its position (1-based). */
export type CheckoutLine = { sku_id: number; quantity: number; seq: number };

export type CheckoutSaleItem = {
  sku_id: number;
  seq: number;
  quantity: number;
  price: number;
  net_price: number;
  total_net_price: number;
  title: string;
  image: string | null;
};

export type CheckoutCoupon = {
  code: string;
  name: string;
  detail: string;
  image: string | null;
  end_date: string;
  selected: boolean;
  discount: number;
  /** The order meets the coupon's condition (contract SummaryCoupon; absent: judged by discount). */
  applicable?: boolean;
  status: string | null;
  privilege_condition_type_name: string;
};

export type CheckoutPremium = {
  sku_id: number | null;
  title: string;
  price: number;
  free_quantity: number;
  image: string | null;
};

export type CheckoutPromotion = {
  promotion_id: number;
  name: string;
  discount: number;
  premiums: CheckoutPremium[];
};

export type CheckoutAddress = {
  id: number;
  name: string;
  sub_district: string;
  district: string;
  province: string;
  zipcode: string;
  phone_1: string | null;
};

export type CheckoutSummary = {
  cart: {
    sale_items: CheckoutSaleItem[];
    coupons: CheckoutCoupon[];
    promotions: CheckoutPromotion[];
    promotion_discounts: number;
    coupon_discount: number;
    total_sale: number;
    total_net_price: number;
    total_shipping: number;
    shipping_matching: { shipping_discount: number }[];
  }[];
  total_sku_discount: number;
  shipping_address: CheckoutAddress[];
};

export type CheckoutAddresses = {
  customer_detail: { name: string };
  shipping_address: CheckoutAddress;
  tax_address: CheckoutAddress & { company_name: string | null };
};

/** Input of `loadSummary`: the body and query of POST /summary/saleitem. */
export type SummaryRequest = {
  body: { sku_id: number; quantity: number }[];
  query: { coupon_code?: string; not_use_coupon?: '1' };
};

/** The body of POST /orders (spec section 3 "Order request"). */
export type OrderRequest = {
  total: number;
  payment_method: 1;
  shipping_address: { id: number };
  shipping_fee: number;
  discount_shipping: number;
  tax_address: { id: number };
  order_items: { sku_id: number; seq: number; quantity: number }[];
  coupon_code: string | null;
};

/** Input of `placeOrder`: the body and its Idempotency-Key. */
export type PlaceOrderInput = { body: OrderRequest; idempotencyKey: string };

/** Output of `placeOrder` (docs/api.md POST /orders). */
export type OrderPlaced = {
  order_id: number;
  order_no: string;
  payment_id: number | null;
  qr_code: string | null;
  qr_timeout: number | null;
  created_date: string | null;
  total_amount: number;
};

/** What a failing actor rejects with: `status` is the HTTP status when there is one. */
export type CheckoutActorError = { message: string; status?: number | null };

/**
 * An order request as sent, kept (localStorage, src/lib/order-attempts.ts) until its order is
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

export type CheckoutInput = {
  lines: CheckoutLine[];
  /** A unique base for the Idempotency-Key of a new attempt (crypto.randomUUID() in src). */
  idempotencyKey: string;
  /** The attempt kept for this selection from an earlier visit, if any (src reads it). */
  savedAttempt?: OrderAttempt | null;
};

export type CheckoutSheet = 'promotionDiscount' | 'couponDiscount';

export type CheckoutContext = {
  lines: CheckoutLine[];
  addresses: CheckoutAddresses | null;
  summary: CheckoutSummary | null;
  /** The coupon applied to the summary and the order (a `selected` coupon of the last answer). */
  currentCode: string | null;
  /** The box ticked in the open picker (at most one). */
  tickedCode: string | null;
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
  | { type: 'summary.retry' }
  | { type: 'connection.online' };

/** Where the customer goes once the order is made: the QR page (machines/pay/qr-page.ts) or order history. */
export type CheckoutEmitted = Navigate<QrNavState>;
