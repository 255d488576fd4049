/** Order status_id values (CONTRACT.md "Status codes"). */
export const ORDER_STATUS = {
  awaitingPayment: 1,
  paidPreparing: 2,
  packing: 3,
  inTransit: 4,
  delivered: 5,
  cancelledByCustomer: 6,
  cancelledUnpaid: 7,
  cancelledBySupplier: 12,
} as const;

/** Statuses in which the customer may still cancel. */
export const CANCELLABLE_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.paidPreparing,
];
export const CANCELLED_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.cancelledByCustomer,
  ORDER_STATUS.cancelledUnpaid,
  ORDER_STATUS.cancelledBySupplier,
];
export const ORDER_STATUSES: readonly number[] = Object.values(ORDER_STATUS);
/**
 * Orders whose products the shop has bought: paid (preparing, packing, in transit) or delivered;
 * the usual order (GET /orders/usual) and the 'เคยซื้อ' filter (GET /skus purchased=1) read them.
 */
export const BOUGHT_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.paidPreparing,
  ORDER_STATUS.packing,
  ORDER_STATUS.inTransit,
  ORDER_STATUS.delivered,
];

/**
 * Payment status values (CONTRACT.md "Status codes"), the storefront's QR page and the server's
 * payment transitions (server/services/transitions.ts) read the same ids.
 */
export const PAYMENT_STATUS = {
  /** 1: the QR waits for the money; the QR page keeps polling. */
  pending: 1,
  /** 2: the bank confirmed the money; the QR page shows the success page. */
  paid: 2,
  /** 3: the bank refused the payment. */
  failed: 3,
  /** 4: the QR passed its deadline (created_date + qr_timeout) unpaid. */
  expired: 4,
  /** 5: a newer QR replaced it, or its order was cancelled. */
  cancelled: 5,
  /**
   * 6: the bank confirmed the money, but it did not pay for the order: a newer QR had replaced this
   * one, or the order no longer awaited payment (cancelled by the customer, unpaid 24 hours, by the
   * supplier). The order stays unpaid and the money is to be refunded. Never read as paid: the QR
   * page says so and links to the order. Not in the spec (section 4 knows 1-5); CONTRACT.md's room.
   */
  paidToRefund: 6,
} as const;
const PAYMENT_STATUSES: readonly number[] = Object.values(PAYMENT_STATUS);
/**
 * What a bank (the demo bank, /__dev/payments/{id}/status) may answer for a payment: 1-5. Status 6
 * is the server's reading of a paid payment that could not count, never set from outside.
 */
export const BANK_PAYMENT_STATUSES: readonly number[] = PAYMENT_STATUSES.filter(
  (s) => s !== PAYMENT_STATUS.paidToRefund,
);
/**
 * Ended unpaid (3, 4, 5): no longer pending and not paid. The QR page asks the bank once more
 * (inquiry) before leaving for order history; the demo bank lists them as closed.
 */
export const ENDED_UNPAID_PAYMENT_STATUSES: readonly number[] = [
  PAYMENT_STATUS.failed,
  PAYMENT_STATUS.expired,
  PAYMENT_STATUS.cancelled,
];

/** Coupon status values; null means usable. */
export const COUPON_STATUS = { used: 'Used', expired: 'Expired', cancelled: 'Cancelled' } as const;

/** An order unpaid for this long becomes status 7. */
export const ORDER_PAYMENT_WINDOW_HOURS = 24;
