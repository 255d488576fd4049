import { CANCELLED_ORDER_STATUSES, PAYMENT_STATUS } from '../../contract/index.ts';
import type { Queryable } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import { enqueueStatusNews } from '../line/outbox.ts';
import {
  type OrderEvent,
  orderStep,
  paymentStep,
  REFUND_REASONS,
  type RefundReason,
  settlePaid,
} from './transitions.ts';

/**
 * Status changes of an order and its payments, always under the same locks taken in the same
 * order: the order row first (FOR UPDATE), then its payments (FOR UPDATE, by id). Every change
 * goes through the tables of transitions.ts; a payment that cannot count is recorded in `refunds`.
 */

export interface LockedOrder {
  id: number;
  order_no: string;
  customer_id: number;
  status_id: number;
  total_amount: number;
}

export interface LockedPayment {
  id: number;
  order_id: number;
  status: number;
  amount: number;
  created_date: Date;
  qr_timeout: number;
  /** The reason of its refund record (REFUND_REASONS), null while none. */
  refund_reason: RefundReason | null;
}

/** The order row, locked; refused (`order` not found) when there is none. */
export async function lockOrder(tx: Queryable, orderId: number): Promise<LockedOrder> {
  const [order] = await tx.query<LockedOrder>(
    'SELECT id, order_no, customer_id, status_id, total_amount FROM orders WHERE id = $1 FOR UPDATE',
    [orderId],
  );
  if (!order) throw new DomainError('notFound', 'order', 'no such order');
  return order;
}

/** The order's payments, oldest first, locked (after the order: see above). */
export async function lockPayments(tx: Queryable, orderId: number): Promise<LockedPayment[]> {
  return tx.query<LockedPayment>(
    `SELECT p.id, p.order_id, p.status, p.amount, p.created_date, p.qr_timeout,
            (SELECT r.reason FROM refunds r WHERE r.payment_id = p.id) AS refund_reason
       FROM payments p WHERE p.order_id = $1 ORDER BY p.id FOR UPDATE OF p`,
    [orderId],
  );
}

export const noSuchPayment = () => new DomainError('notFound', 'payment', 'no such payment');
export const notYourOrder = () => new DomainError('forbidden', 'order', 'is not your order');

/** Which order a payment belongs to (read without a lock; the caller locks the order next). */
export async function orderOfPayment(tx: Queryable, paymentId: number) {
  const [row] = await tx.query<{ order_id: number; customer_id: number }>(
    'SELECT p.order_id, o.customer_id FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1',
    [paymentId],
  );
  if (!row) throw noSuchPayment();
  return row;
}

async function recordRefund(tx: Queryable, payment: LockedPayment, reason: RefundReason, now: Date) {
  await tx.query(
    `INSERT INTO refunds (payment_id, order_id, amount, reason, created_date) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (payment_id) DO NOTHING`,
    [payment.id, payment.order_id, payment.amount, reason, now],
  );
  payment.refund_reason ??= reason;
}

async function writePaymentStatus(tx: Queryable, payment: LockedPayment, to: number, now: Date) {
  if (!paymentStep(payment.status, to)) return;
  await tx.query('UPDATE payments SET status = $2, updated_date = $3 WHERE id = $1', [payment.id, to, now]);
  payment.status = to;
}

/** Releases a coupon that a cancelled order had used. */
async function releaseCoupon(tx: Queryable, orderId: number) {
  await tx.query(
    `UPDATE coupons SET status = NULL, used_order_id = NULL WHERE used_order_id = $1 AND status = 'Used'`,
    [orderId],
  );
}

/**
 * Moves a locked order by `event` (409 when its table refuses). A cancelling move ends the
 * pending payments, records every counted paid payment as one to refund and gives the coupon back.
 */
export async function moveOrder(
  tx: Queryable,
  order: LockedOrder,
  payments: LockedPayment[],
  event: OrderEvent,
  now: Date,
) {
  const from = order.status_id;
  const to = orderStep(from, event);
  await tx.query('UPDATE orders SET status_id = $2, updated_date = $3 WHERE id = $1', [order.id, to, now]);
  order.status_id = to;
  // The LINE news of the change, in the same transaction: it exists exactly when the change does.
  await enqueueStatusNews(tx, order.id, to, now);
  if (!CANCELLED_ORDER_STATUSES.includes(to)) return;
  for (const p of payments) {
    if (p.status === PAYMENT_STATUS.pending) await writePaymentStatus(tx, p, PAYMENT_STATUS.cancelled, now);
    else if (p.status === PAYMENT_STATUS.paid && p.refund_reason === null)
      await recordRefund(tx, p, REFUND_REASONS.cancelled, now);
  }
  await releaseCoupon(tx, order.id);
}

/** Cancels the order's pending payments: a new QR is about to replace them. */
export async function supersedePending(tx: Queryable, payments: LockedPayment[], now: Date) {
  for (const p of payments) {
    if (p.status === PAYMENT_STATUS.pending) await writePaymentStatus(tx, p, PAYMENT_STATUS.cancelled, now);
  }
}

/**
 * Sets a payment's status (the bank's answer, an expiry): paid counts for the order only when
 * `settlePaid` says so, and is otherwise recorded as a payment to refund, never dropped. The one
 * place a payment becomes paid (the demo bank, the provider's webhook, reconciliation).
 */
export async function setPaymentStatus(
  tx: Queryable,
  order: LockedOrder,
  payments: LockedPayment[],
  paymentId: number,
  to: number,
  now: Date,
) {
  const payment = payments.find((p) => p.id === paymentId);
  if (!payment) throw noSuchPayment();
  const wasPaid = payment.status === PAYMENT_STATUS.paid;
  await writePaymentStatus(tx, payment, to, now);
  if (wasPaid || to !== PAYMENT_STATUS.paid) return payment;
  const current = payments[payments.length - 1] as LockedPayment;
  const verdict = settlePaid(order, payment.id, current.id);
  if (verdict.counts) await moveOrder(tx, order, payments, 'payment.paid', now);
  else await recordRefund(tx, payment, verdict.reason, now);
  return payment;
}

/** The moment a pending payment's QR stops being payable. */
export const paymentDeadline = (p: { created_date: Date; qr_timeout: number }) =>
  p.created_date.getTime() + p.qr_timeout * 60_000;
