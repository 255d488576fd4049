import { ORDER_STATUS as O, PAYMENT_STATUS as P } from '../../contract/index.ts';
import { DomainError } from '../domain/errors.ts';

/**
 * The server's state rules in one place (docs/api.md draws them): every change of an order's or a
 * payment's status goes through `orderStep` / `paymentStep`, which refuse (409) any move the tables
 * below do not list. The tables are data, so tests and the docs read the same thing the code runs.
 */

/** What moves an order: who asks for the change. */
export type OrderEvent =
  /** the order's current payment was confirmed while it awaited payment */
  | 'payment.paid'
  /** PUT /orders/cancel */
  | 'customer.cancel'
  /** the sweep: unpaid 24 hours after creation */
  | 'sweep.expire'
  /** the supplier's back office (here: the development control) */
  | 'supplier.advance'
  | 'supplier.cancel';

type OrderStatus = (typeof O)[keyof typeof O];
type PaymentStatus = (typeof P)[keyof typeof P];

/** from status -> event -> to status. Statuses 5, 6, 7 and 12 are final. */
export const ORDER_TRANSITIONS: Readonly<Record<number, Partial<Record<OrderEvent, OrderStatus>>>> = {
  [O.awaitingPayment]: {
    'payment.paid': O.paidPreparing,
    'customer.cancel': O.cancelledByCustomer,
    'sweep.expire': O.cancelledUnpaid,
    'supplier.cancel': O.cancelledBySupplier,
  },
  [O.paidPreparing]: {
    'supplier.advance': O.packing,
    'customer.cancel': O.cancelledByCustomer,
    'supplier.cancel': O.cancelledBySupplier,
  },
  [O.packing]: { 'supplier.advance': O.inTransit, 'supplier.cancel': O.cancelledBySupplier },
  [O.inTransit]: { 'supplier.advance': O.delivered },
  [O.delivered]: {},
  [O.cancelledByCustomer]: {},
  [O.cancelledUnpaid]: {},
  [O.cancelledBySupplier]: {},
};

/**
 * Payment statuses: only a pending payment fails, expires or is cancelled. 'paid' is the bank's
 * word that the money arrived, so it is accepted from every unpaid status (a late confirmation of
 * an expired or superseded QR); whether it counts for the order is `settlePaid`'s decision. Paid
 * is final.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<number, readonly PaymentStatus[]>> = {
  [P.pending]: [P.paid, P.failed, P.expired, P.cancelled],
  [P.failed]: [P.paid],
  [P.expired]: [P.paid],
  [P.cancelled]: [P.paid],
  [P.paid]: [],
};

/** Why a paid payment does not count for its order and must be paid back. */
export const REFUND_REASONS = {
  /** a newer QR had replaced it when it was paid */
  superseded: 'superseded_payment',
  /** paid while its order no longer awaited payment (cancelled, expired or already paid) */
  notAwaiting: 'order_not_awaiting_payment',
  /** the order was cancelled after it had been paid */
  cancelled: 'order_cancelled',
} as const;
export type RefundReason = (typeof REFUND_REASONS)[keyof typeof REFUND_REASONS];

/** The refund reasons of a paid payment that never paid for its order (not `order_cancelled`). */
const NOT_COUNTED_REASONS: readonly string[] = [REFUND_REASONS.superseded, REFUND_REASONS.notAwaiting];

/**
 * The payment status check_status, inquiry and the development control answer. The table keeps
 * the bank's word (2: the money arrived); a paid payment that did not count for its order (its
 * refund reason says superseded or not awaiting) answers 6, so it never reads as paid. A payment
 * that paid its order and was refunded because the order was cancelled later still answers 2: it
 * did pay (the order's cancelled banner tells of the refund).
 */
export function answeredPaymentStatus(status: number, refundReason: string | null): number {
  if (status === P.paid && refundReason !== null && NOT_COUNTED_REASONS.includes(refundReason)) {
    return P.paidToRefund;
  }
  return status;
}

/** The order's next status for `event`, or 409 naming the refused move. */
export function orderStep(from: number, event: OrderEvent): OrderStatus {
  const to = ORDER_TRANSITIONS[from]?.[event];
  if (to === undefined)
    throw new DomainError('conflict', 'orderStatus', `order status ${from} does not allow ${event}`);
  return to;
}

/** Checks a payment move; the same status again is no move (answers false). */
export function paymentStep(from: number, to: number): boolean {
  if (from === to) return false;
  if (!PAYMENT_TRANSITIONS[from]?.includes(to as PaymentStatus)) {
    throw new DomainError('conflict', 'paymentStatus', `payment status ${from} cannot become ${to}`);
  }
  return true;
}

/**
 * A payment just confirmed as paid: it counts (the order moves 1 -> 2) only while its order awaits
 * payment and it is the order's current (newest) payment; otherwise it is a payment to refund.
 */
export function settlePaid(
  order: { status_id: number },
  paymentId: number,
  currentPaymentId: number,
): { counts: true } | { counts: false; reason: RefundReason } {
  if (paymentId !== currentPaymentId) return { counts: false, reason: REFUND_REASONS.superseded };
  if (ORDER_TRANSITIONS[order.status_id]?.['payment.paid'] === undefined) {
    return { counts: false, reason: REFUND_REASONS.notAwaiting };
  }
  return { counts: true };
}

/**
 * The supplier's steps from one status to another (the development control's 'move order
 * along'): advances one status at a time, or cancels; 409 when no such path exists.
 */
export function supplierPath(from: number, to: number): OrderEvent[] {
  if (from === to) return [];
  const cancelTo = ORDER_TRANSITIONS[from]?.['supplier.cancel'];
  if (cancelTo === to) return ['supplier.cancel'];
  const path: OrderEvent[] = [];
  let at = from;
  while (at !== to) {
    const next = ORDER_TRANSITIONS[at]?.['supplier.advance'];
    if (next === undefined) {
      throw new DomainError('conflict', 'orderStatus', `order status ${from} cannot be moved to ${to}`);
    }
    path.push('supplier.advance');
    at = next;
  }
  return path;
}
