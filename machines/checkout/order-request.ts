import { errorField } from '../errors.ts';
import type {
  CheckoutAddresses,
  CheckoutContext,
  CheckoutSummary,
  OrderErrorKind,
  OrderRequest,
  PlaceOrderInput,
  SummaryRequest,
} from './types.ts';

/**
 * What the checkout chart (checkout-machine.ts) sends and how it reads a refusal: the summary
 * requests, the order body with its Idempotency-Key, and the kind of an order failure.
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

const body = (context: CheckoutContext) =>
  context.lines.map(({ sku_id, quantity }) => ({ sku_id, quantity }));

/** The first load asks without coupon preferences (the server applies the best coupon). */
export const firstSummaryRequest = ({ context }: { context: CheckoutContext }): SummaryRequest => ({
  body: body(context),
  query: {},
});
/** A re-fetch asks for the ticked coupon, or for none (not_use_coupon=1). */
/** (The 409 path ticks the current code first, so it re-prices the order as shown.) */
export const refetchRequest = ({ context }: { context: CheckoutContext }): SummaryRequest => ({
  body: body(context),
  query: context.tickedCode ? { coupon_code: context.tickedCode } : { not_use_coupon: '1' },
});
/**
 * Idempotency-Key: `${keyBase}:${summaryVersion}`. keyBase is made once per checkout in src
 * (crypto.randomUUID); summaryVersion grows with every summary answer. The order body is built only
 * from the summary, the addresses and the current coupon, so the key changes exactly when the body
 * can change: a retry after a failure (e.g. a timeout whose order was in fact made) reuses the key
 * and gets the same order back, a retry after the summary changed sends a new key (the server would
 * refuse an old key with another body with 409).
 */
export const placeOrderInput = ({ context }: { context: CheckoutContext }): PlaceOrderInput => ({
  // order.place is guarded by canPlaceOrder: summary and addresses are loaded here.
  body: buildOrderRequest(
    context.summary as CheckoutSummary,
    context.addresses as CheckoutAddresses,
    context.currentCode,
  ),
  idempotencyKey: `${context.keyBase}:${context.summaryVersion}`,
});
