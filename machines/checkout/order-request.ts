import { choiceQuery } from '../coupon-choice.ts';
import { errorField } from '../errors.ts';
import type {
  CheckoutAddresses,
  CheckoutContext,
  CheckoutSummary,
  OrderAttempt,
  OrderErrorKind,
  OrderRequest,
  OrderSource,
  PlaceOrderInput,
  SummaryRequest,
} from './types.ts';

/**
 * What the checkout charts send and how they read a refusal: the summary requests
 * (checkout-machine.ts, payment-coupon-machine.ts), the order body with its Idempotency-Key and the
 * kind of an order failure (order-placement-machine.ts).
 */

/**
 * The kind of an order failure from the rejection's HTTP `status` or transport `kind` (the API
 * client's ApiError): a 409 is a changed summary, other 4xx a refused order, 401/403 a lost
 * session, 408/504 a timeout, no answer the network, anything else the server.
 */
export function orderErrorKind(error: unknown): OrderErrorKind {
  const status = errorField(error, 'status');
  const kind = errorField(error, 'kind');
  if (typeof status === 'number') {
    if (status === 409) return 'conflict';
    if (status === 401 || status === 403) return 'signIn';
    if (status === 408 || status === 504) return 'timeout';
    if (status >= 400 && status < 500) return 'badRequest';
    return 'server';
  }
  if (kind === 'network') return 'network';
  return 'server';
}

/** The selected coupon of a summary answer, else null. */
export function selectedCode(summary: CheckoutSummary): string | null {
  return summary.cart[0]?.coupons.find((coupon) => coupon.selected)?.code ?? null;
}

/** POST /orders body from the loaded summary and addresses (spec section 3 "Order request"). */
export function buildOrderRequest(
  summary: CheckoutSummary,
  addresses: CheckoutAddresses,
  couponCode: string | null,
): OrderRequest {
  const cart = summary.cart[0];
  return {
    total: cart?.total_net_price ?? 0,
    payment_method: 1,
    shipping_address: { id: summary.shipping_address[0]?.id ?? addresses.shipping_address.id },
    shipping_fee: cart?.total_shipping ?? 0,
    discount_shipping: cart?.shipping_matching[0]?.shipping_discount ?? 0,
    tax_address: { id: addresses.tax_address.id },
    order_items: (cart?.sale_items ?? []).map(({ sku_id, seq, quantity }) => ({ sku_id, seq, quantity })),
    coupon_code: couponCode,
  };
}

const body = (context: Pick<CheckoutContext, 'lines'>) =>
  context.lines.map(({ sku_id, quantity }) => ({ sku_id, quantity }));

/** The first load asks without coupon preferences (the server applies the best coupon). */
export const firstSummaryRequest = ({
  context,
}: {
  context: Pick<CheckoutContext, 'lines'>;
}): SummaryRequest => ({
  body: body(context),
  query: {},
});
/**
 * /summary's load (on opening, a retry, after a nudge): the coupon the customer chose in this
 * checkout (kept across a reload), or no preference (the server applies the best coupon). The
 * cart's estimate asks the same (machines/coupon-choice.ts `choiceQuery`).
 */
export const openingSummaryRequest = ({
  context,
}: {
  context: Pick<CheckoutContext, 'lines' | 'couponChoice'>;
}): SummaryRequest => ({
  body: body(context),
  query: choiceQuery(context.couponChoice),
});
/** A re-fetch asks for the ticked coupon, or for none (not_use_coupon=1). */
/** (The 409 path ticks the current code first, so it re-prices the order as shown.) */
export const refetchRequest = ({ context }: { context: CheckoutContext }): SummaryRequest => ({
  body: body(context),
  query: choiceQuery({ code: context.tickedCode }),
});
/** The selected lines with their quantities, order-free: `11x2,12x1` (the attempt's selection). */
export const selectionOf = (lines: CheckoutContext['lines']): string =>
  lines
    .map(({ sku_id, quantity }) => `${sku_id}x${quantity}`)
    .sort()
    .join(',');

/**
 * The order attempt a tap on the order button sends, kept so a lost answer never places a second order. The kept attempt (this visit's,
 * or one an earlier visit left in storage) is retried, with its key AND its body, while the selection
 * is the same and so is the coupon: the current one, or one the summary no longer offers (the lost
 * order holds it, the server lists used coupons no more). The server answers a known key with its
 * order only for the same body (409 for another), so the body is the kept one. Otherwise a new
 * attempt: the current summary's body with the key `${keyBase}:${summaryVersion}` (keyBase is made
 * once per visit in src; summaryVersion grows with every summary answer, so a re-priced order gets a
 * new key).
 */
export function nextAttempt(context: OrderSource): OrderAttempt {
  // The checkout's order.place is guarded by canPlaceOrder: summary and addresses are loaded here.
  const summary = context.summary as CheckoutSummary;
  const selection = selectionOf(context.lines);
  const kept = context.attempt;
  const offered = (code: string) => (summary.cart[0]?.coupons ?? []).some((c) => c.code === code);
  if (
    kept &&
    kept.selection === selection &&
    (kept.couponCode === context.currentCode || (kept.couponCode !== null && !offered(kept.couponCode)))
  )
    return kept;
  return {
    selection,
    couponCode: context.currentCode,
    key: `${context.keyBase}:${context.summaryVersion}`,
    body: buildOrderRequest(summary, context.addresses as CheckoutAddresses, context.currentCode),
  };
}

/** The order request of the attempt being placed (chosen as the placement starts). */
export const placeOrderInput = ({
  context,
}: {
  context: { attempt: OrderAttempt | null };
}): PlaceOrderInput => {
  const attempt = context.attempt as OrderAttempt;
  return { body: attempt.body, idempotencyKey: attempt.key };
};

/**
 * A refusal that proves no order holds the attempt's key (the server answers a known key with its
 * order): a 409 (prices changed, coupon used) or another 4xx on the body. The attempt is dropped,
 * so the next tap sends the summary shown with a new key. Network, timeout, 5xx and sign-in
 * failures keep it: the order may exist.
 */
export const isRefusal = (error: unknown): boolean => {
  const kind = orderErrorKind(error);
  return kind === 'conflict' || kind === 'badRequest';
};
