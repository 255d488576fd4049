import type { PaymentCreated, PaymentStatusAnswer } from '../../src/contract/index.ts';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../src/contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { promptPayPayload, qrJpegBase64 } from '../payments/qr.ts';
import type { Customer } from './auth.ts';

export interface PaymentSettings {
  billerId: string;
  qrTimeoutMinutes: number;
}

interface PaymentRow {
  id: number;
  order_id: number;
  status: number;
  amount: number;
  qr_payload: string;
  qr_timeout: number;
  created_date: Date;
  customer_id: number;
  order_no: string;
  order_status: number;
}

/**
 * Opens a pending PromptPay payment for an order awaiting payment, cancelling any earlier pending
 * one (only the newest QR can be paid). Runs inside the caller's transaction.
 */
export async function openPayment(
  tx: Queryable,
  order: { id: number; order_no: string; total_amount: number },
  settings: PaymentSettings,
  now: Date,
): Promise<PaymentCreated> {
  await tx.query('UPDATE payments SET status = $2, updated_date = $3 WHERE order_id = $1 AND status = $4', [
    order.id,
    PAYMENT_STATUS.cancelled,
    now,
    PAYMENT_STATUS.pending,
  ]);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO payments (order_id, status, amount, qr_payload, qr_timeout, created_date, updated_date)
     VALUES ($1, $2, $3, '', $4, $5, $5) RETURNING id`,
    [order.id, PAYMENT_STATUS.pending, order.total_amount, settings.qrTimeoutMinutes, now],
  );
  const paymentId = row!.id;
  const payload = promptPayPayload({
    billerId: settings.billerId,
    amount: order.total_amount,
    orderNo: order.order_no,
    paymentId,
  });
  await tx.query('UPDATE payments SET qr_payload = $2 WHERE id = $1', [paymentId, payload]);
  return {
    payment_id: paymentId,
    qr_image: qrJpegBase64(payload),
    qr_timeout: settings.qrTimeoutMinutes,
    created_date: now.toISOString(),
    amount: order.total_amount,
  };
}

export function createPayments(db: Db, clock: Clock, settings: PaymentSettings) {
  async function load(tx: Queryable, paymentId: number, lock = false) {
    const rows = await tx.query<PaymentRow>(
      `SELECT p.*, o.customer_id, o.order_no, o.status_id AS order_status
         FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [paymentId],
    );
    return rows[0];
  }

  /** A pending payment past its QR lifetime becomes expired (4). */
  async function settleExpiry(tx: Queryable, p: PaymentRow, now: Date) {
    const deadline = p.created_date.getTime() + p.qr_timeout * 60_000;
    if (p.status === PAYMENT_STATUS.pending && now.getTime() > deadline) {
      await tx.query('UPDATE payments SET status = $2, updated_date = $3 WHERE id = $1', [
        p.id,
        PAYMENT_STATUS.expired,
        now,
      ]);
      return PAYMENT_STATUS.expired;
    }
    return p.status;
  }

  return {
    /** POST /payments: a fresh QR for the caller's order awaiting payment. */
    async create(customer: Customer, orderId: number): Promise<PaymentCreated> {
      return db.transaction(async (tx) => {
        const [order] = await tx.query<{
          id: number;
          order_no: string;
          customer_id: number;
          status_id: number;
          total_amount: number;
        }>('SELECT id, order_no, customer_id, status_id, total_amount FROM orders WHERE id = $1 FOR UPDATE', [
          orderId,
        ]);
        if (!order) throw notFound('body.order_id', 'no such order');
        if (order.customer_id !== customer.id) throw forbidden('body.order_id is not your order');
        if (order.status_id !== ORDER_STATUS.awaitingPayment) {
          throw conflict(`order ${order.order_no} is not awaiting payment (status ${order.status_id})`);
        }
        return openPayment(tx, order, settings, clock.now());
      });
    },

    /** check_status and inquiry: the caller's payment status, settling expiry. */
    async status(customer: Customer, paymentId: number): Promise<PaymentStatusAnswer> {
      return db.transaction(async (tx) => {
        const p = await load(tx, paymentId, true);
        if (!p) throw notFound('params.payment_id', 'no such payment');
        if (p.customer_id !== customer.id) throw forbidden('params.payment_id is not your payment');
        return { payment_id: p.id, payment_status: await settleExpiry(tx, p, clock.now()) };
      });
    },

    /** Development control and the demo bank: set a payment's status; paying moves the order to 2. */
    async setStatus(paymentId: number, status: number) {
      return db.transaction(async (tx) => {
        const p = await load(tx, paymentId, true);
        if (!p) throw notFound('params.payment_id', 'no such payment');
        const now = clock.now();
        await tx.query('UPDATE payments SET status = $2, updated_date = $3 WHERE id = $1', [
          paymentId,
          status,
          now,
        ]);
        if (status === PAYMENT_STATUS.paid && p.order_status === ORDER_STATUS.awaitingPayment) {
          await tx.query('UPDATE orders SET status_id = $2, updated_date = $3 WHERE id = $1', [
            p.order_id,
            ORDER_STATUS.paidPreparing,
            now,
          ]);
        }
        return { payment_id: paymentId, payment_status: status };
      });
    },

    async pending() {
      return db.query<{
        id: number;
        order_no: string;
        amount: number;
        created_date: Date;
        qr_timeout: number;
      }>(
        `SELECT p.id, o.order_no, p.amount, p.created_date, p.qr_timeout
           FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE p.status = $1 ORDER BY p.created_date DESC LIMIT 100`,
        [PAYMENT_STATUS.pending],
      );
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;
