import type { OrderDetail } from '../../contract/orders.ts';
import {
  BOUGHT_ORDER_STATUSES,
  CANCELLABLE_ORDER_STATUSES,
  CANCELLED_ORDER_STATUSES,
  ORDER_STATUS,
} from '../../contract/statuses.ts';

/**
 * What the order detail shows by status (spec section 2 "Order detail", section 4 "Order status_id").
 * Pure, shared by the screen and the tests.
 */

// The status codes are CONTRACT.md's, shared with the server (contract/statuses.ts: constants only).

/** The red cancelled banner (refund note, customer-service contacts). */
export const showsCancelledBanner = (statusId: number): boolean =>
  CANCELLED_ORDER_STATUSES.includes(statusId);
export const canPay = (statusId: number): boolean => statusId === ORDER_STATUS.awaitingPayment;
export const canCancel = (statusId: number): boolean => CANCELLABLE_ORDER_STATUSES.includes(statusId);
/** Paid (preparing, packing, in transit) or delivered: the only orders 'payment successful' may name. */
export const isPaidOrder = (statusId: number): boolean => BOUGHT_ORDER_STATUSES.includes(statusId);
/** Cancelled because payment did not arrive within 24 hours: the summary is greyed. */
export const isSummaryGreyed = (statusId: number): boolean => statusId === ORDER_STATUS.cancelledUnpaid;

export type PaymentSummaryRowKey =
  | 'orderTotal'
  | 'shippingFee'
  | 'shippingDiscount'
  | 'promotionDiscount'
  | 'couponDiscount'
  | 'amountToPay';

/**
 * The payment summary rows in order: total, shipping fee and amount to pay always; the shipping,
 * promotion and coupon discounts only when above 0 (shown as negative amounts).
 */
export function paymentSummaryRows(
  order: Pick<
    OrderDetail,
    | 'total_sale'
    | 'shipping_fee'
    | 'discount_shipping'
    | 'total_discount'
    | 'coupon_discount'
    | 'total_amount'
  >,
): { key: PaymentSummaryRowKey; amount: number }[] {
  const discounts: { key: PaymentSummaryRowKey; amount: number }[] = [
    { key: 'shippingDiscount', amount: order.discount_shipping },
    { key: 'promotionDiscount', amount: order.total_discount },
    { key: 'couponDiscount', amount: order.coupon_discount },
  ];
  return [
    { key: 'orderTotal', amount: order.total_sale },
    { key: 'shippingFee', amount: order.shipping_fee },
    ...discounts.filter((d) => d.amount > 0).map((d) => ({ ...d, amount: -d.amount })),
    { key: 'amountToPay', amount: order.total_amount },
  ];
}
