import { describeError } from '../errors.ts';
import { qrPageNavigation } from '../pay/index.ts';
import { orderErrorKind, selectedCode } from './order-request.ts';
import type { CheckoutContext, CheckoutSummary, OrderAttempt, OrderPlaced } from './types.ts';

/**
 * What the checkout chart's actions and guards are given and assign (checkout-machine.ts): an
 * actor's output or error, the ids of the ordered lines, the attempt being placed, a new summary,
 * an order failure, and where a placed order goes.
 */

export const output = <T>({ event }: { event: { output: T } }) => event.output;
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
export const orderedIds = ({ context }: { context: CheckoutContext }) => ({
  ids: context.lines.map((line) => line.sku_id),
});
export const keptAttempt = ({ context }: { context: CheckoutContext }) => ({
  attempt: context.attempt as OrderAttempt,
});
/** The summary and the addresses are both loaded: the order can be built. */
export const isLoaded = ({ context }: { context: CheckoutContext }) =>
  context.summary !== null && context.addresses !== null;

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

/** A failed order: the raw text (for the console) and its kind (the dialog's Thai text). */
export const orderFailureOf = (error: unknown) => ({
  orderError: describeError(error),
  orderErrorKind: orderErrorKind(error),
});
