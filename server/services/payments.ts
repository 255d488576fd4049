import type { PaymentCreated, PaymentStatusAnswer } from '../../contract/index.ts';
import { ENDED_UNPAID_PAYMENT_STATUSES, ORDER_STATUS, PAYMENT_STATUS } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { IssuedCharge, PaymentProvider } from '../payments/provider.ts';
import type { Customer } from './auth.ts';
import {
  type LockedPayment,
  lockOrder,
  lockPayments,
  noSuchPayment,
  notYourOrder,
  orderOfPayment,
  paymentDeadline,
  setPaymentStatus,
  supersedePending,
} from './order-state.ts';
import { expireEndedCharges } from './provider-payments.ts';
import { answeredPaymentStatus } from './transitions.ts';

export interface PaymentSettings {
  qrTimeoutMinutes: number;
  /** Who issues the QR (server/payments/provider.ts). */
  provider: PaymentProvider;
}

/** A payment's id and its charge at the provider, made before the payment's row is stored. */
export interface IssuedPayment {
  paymentId: number;
  charge: IssuedCharge;
}

/**
 * Takes the payment's id from its sequence and has the provider issue the charge (and its QR) for
 * it, outside any transaction: the provider's answer (an HTTP call for Opn, a drawn JPEG for
 * bill-payment) holds no lock and no pooled connection. If the payment is then not stored (the
 * order's transaction rolls back), the charge stays pending at the provider, no one ever sees its
 * QR, and it expires there (docs/payments.md).
 */
export async function issuePayment(
  db: Queryable,
  order: { order_no: string; total_amount: number },
  settings: PaymentSettings,
  /** Taken from payments_id_seq by the caller already (one round trip with the order's id). */
  reservedId?: number,
): Promise<IssuedPayment> {
  const paymentId =
    reservedId ?? (await db.query<{ id: number }>(`SELECT nextval('payments_id_seq')::integer AS id`))[0]!.id;
  const charge = await settings.provider.createCharge({
    paymentId,
    orderNo: order.order_no,
    amount: order.total_amount,
  });
  return { paymentId, charge };
}

/**
 * Stores an issued payment as the order's pending payment, cancelling any earlier pending one
 * (only the newest QR can be paid). Runs inside the caller's transaction, which holds the order's
 * and its payments' locks (order-state.ts).
 */
export async function storePayment(
  tx: Queryable,
  order: { id: number; total_amount: number },
  payments: LockedPayment[],
  issued: IssuedPayment,
  settings: PaymentSettings,
  now: Date,
): Promise<PaymentCreated> {
  await supersedePending(tx, payments, now);
  const { paymentId, charge } = issued;
  await tx.query(
    `INSERT INTO payments (id, order_id, status, amount, qr_payload, qr_timeout, created_date, updated_date, provider,
       provider_charge_id, provider_status, qr_image)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11)`,
    [
      paymentId,
      order.id,
      PAYMENT_STATUS.pending,
      order.total_amount,
      charge.qrPayload,
      settings.qrTimeoutMinutes,
      now,
      settings.provider.name,
      charge.chargeId,
      charge.chargeId ? 'pending' : null,
      // A QR the server draws again from its payload is not stored.
      charge.qrPayload ? null : charge.qrImage,
    ],
  );
  return {
    payment_id: paymentId,
    qr_image: charge.qrImage,
    qr_timeout: settings.qrTimeoutMinutes,
    created_date: now.toISOString(),
    amount: order.total_amount,
  };
}

/** Issues and stores a payment in one go, inside the caller's locking transaction (a new QR). */
async function openPayment(
  tx: Queryable,
  order: { id: number; order_no: string; total_amount: number },
  payments: LockedPayment[],
  settings: PaymentSettings,
  now: Date,
): Promise<PaymentCreated> {
  const issued = await issuePayment(tx, order, settings);
  return storePayment(tx, order, payments, issued, settings, now);
}

const notYours = () => new DomainError('forbidden', 'payment', 'is not your payment');

export function createPayments(db: Db, clock: Clock, settings: PaymentSettings) {
  /** Locks a payment's order, then its payments (the one lock order); 404 / 403 for the caller. */
  async function lockPaymentOf(tx: Queryable, paymentId: number, customer?: Customer) {
    const owner = await orderOfPayment(tx, paymentId);
    if (customer && owner.customer_id !== customer.id) throw notYours();
    const order = await lockOrder(tx, owner.order_id);
    const payments = await lockPayments(tx, order.id);
    return { order, payments };
  }

  return {
    /**
     * POST /payments: a fresh QR for the caller's order awaiting payment. The QRs it replaces are
     * then expired at the provider (an Opn charge), so only the newest can be paid.
     */
    async create(customer: Customer, orderId: number): Promise<PaymentCreated> {
      let replaced: number[] = [];
      const created = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.customer_id !== customer.id) throw notYourOrder();
        if (order.status_id !== ORDER_STATUS.awaitingPayment) {
          const detail = `order ${order.order_no} is not awaiting payment (status ${order.status_id})`;
          throw new DomainError('conflict', 'orderStatus', detail);
        }
        const payments = await lockPayments(tx, order.id);
        replaced = payments.filter((p) => p.status === PAYMENT_STATUS.pending).map((p) => p.id);
        return openPayment(tx, order, payments, settings, clock.now());
      });
      await expireEndedCharges(db, settings.provider, replaced);
      return created;
    },

    /**
     * check_status and inquiry: the caller's payment status. A pending payment past its QR
     * lifetime becomes expired (4), under the order's lock; a plain read takes no lock. A paid
     * payment that did not count for its order answers 6, never 2 (`answeredPaymentStatus`).
     */
    async status(customer: Customer, paymentId: number): Promise<PaymentStatusAnswer> {
      const [p] = await db.query<{
        status: number;
        created_date: Date;
        qr_timeout: number;
        customer_id: number;
        refund_reason: string | null;
      }>(
        `SELECT p.status, p.created_date, p.qr_timeout, o.customer_id,
                (SELECT r.reason FROM refunds r WHERE r.payment_id = p.id) AS refund_reason
           FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.id = $1`,
        [paymentId],
      );
      if (!p) throw noSuchPayment();
      if (p.customer_id !== customer.id) throw notYours();
      const now = clock.now();
      if (p.status !== PAYMENT_STATUS.pending || now.getTime() <= paymentDeadline(p)) {
        return { payment_id: paymentId, payment_status: answeredPaymentStatus(p.status, p.refund_reason) };
      }
      return db.transaction(async (tx) => {
        const { order, payments } = await lockPaymentOf(tx, paymentId, customer);
        const locked = payments.find((x) => x.id === paymentId) as LockedPayment;
        // Re-read under the lock: a confirmation or a cancel may have come first.
        if (locked.status === PAYMENT_STATUS.pending && now.getTime() > paymentDeadline(locked)) {
          await setPaymentStatus(tx, order, payments, paymentId, PAYMENT_STATUS.expired, now);
        }
        return {
          payment_id: paymentId,
          payment_status: answeredPaymentStatus(locked.status, locked.refund_reason),
        };
      });
    },

    /**
     * Development control and the demo bank: the bank's answer for a payment, checked against the
     * payment table (409 otherwise). Paying moves the order to 2 when the payment counts; a payment
     * that cannot count (superseded, order cancelled) is recorded as one to refund and answers 6.
     */
    async setStatus(paymentId: number, status: number) {
      return db.transaction(async (tx) => {
        const { order, payments } = await lockPaymentOf(tx, paymentId);
        const p = await setPaymentStatus(tx, order, payments, paymentId, status, clock.now());
        return { payment_id: paymentId, payment_status: answeredPaymentStatus(p.status, p.refund_reason) };
      });
    },

    /** The demo bank: pending payments (`closed`: the latest unpaid ones that are no longer pending). */
    async pending(which: 'pending' | 'closed' = 'pending') {
      const statuses = which === 'pending' ? [PAYMENT_STATUS.pending] : ENDED_UNPAID_PAYMENT_STATUSES;
      return db.query<{
        id: number;
        order_no: string;
        amount: number;
        created_date: Date;
        qr_timeout: number;
        provider_charge_id: string | null;
      }>(
        `SELECT p.id, o.order_no, p.amount, p.created_date, p.qr_timeout, p.provider_charge_id
           FROM payments p JOIN orders o ON o.id = p.order_id
          WHERE p.status = ANY($1) ORDER BY p.created_date DESC, p.id DESC LIMIT ${which === 'pending' ? 100 : 20}`,
        [statuses],
      );
    },

    /** Payments to pay back, newest first (the demo bank page). */
    async refunds() {
      return db.query<RefundRow>(
        `SELECT r.payment_id, o.order_no, r.amount, r.reason, r.status, r.created_date
           FROM refunds r JOIN orders o ON o.id = r.order_id ORDER BY r.id DESC LIMIT 100`,
      );
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;

export interface RefundRow {
  payment_id: number;
  order_no: string;
  amount: number;
  reason: string;
  status: string;
  created_date: Date;
}
