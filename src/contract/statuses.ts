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

/** Payment status values. */
export const PAYMENT_STATUS = { pending: 1, paid: 2, failed: 3, expired: 4, cancelled: 5 } as const;
export const PAYMENT_STATUSES: readonly number[] = Object.values(PAYMENT_STATUS);

/** Coupon status values; null means usable. */
export const COUPON_STATUS = { used: 'Used', expired: 'Expired', cancelled: 'Cancelled' } as const;

/** An order unpaid for this long becomes status 7. */
export const ORDER_PAYMENT_WINDOW_HOURS = 24;
