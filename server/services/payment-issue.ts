import type { PaymentCreated } from '../../contract/index.ts';
import { PAYMENT_STATUS } from '../../contract/index.ts';
import type { Queryable } from '../db/index.ts';
import { type IssuedCharge, type PaymentProvider, toSatang } from '../payments/provider.ts';
import { qrJpegBase64 } from '../payments/qr.ts';
import { type LockedOrder, type LockedPayment, paymentDeadline, supersedePending } from './order-state.ts';

/**
 * Making a payment's QR (POST /orders and POST /payments): the provider issues the charge, the
 * payment is stored as the order's pending one, and a QR still fresh is answered again instead of
 * a new one (payments.ts decides, inside the transaction that locks the order).
 */

export interface PaymentSettings {
  qrTimeoutMinutes: number;
  /** Who issues the QR (server/payments/provider.ts). */
  provider: PaymentProvider;
}

/**
 * POST /payments answers the order's current QR again, instead of a new one, while that QR has at
 * least this long to its deadline. The QR page tells the customer to save the QR image, and a
 * customer who then taps 'ชำระเงิน' on the order must not lose it: a new QR would cancel the saved
 * one (its charge expired at the provider), and money paid to it later would be recorded for refund
 * with the order left unpaid. With less than this left a new QR is made, as before: paying takes
 * time (open the banking app, scan or load the saved image, confirm), and a QR that runs out
 * meanwhile is one the customer cannot finish paying; the QR page also counts down on the phone's
 * own clock, which may run a little ahead of the server's.
 */
export const QR_REUSE_MIN_LEFT_MS = 2 * 60_000;

/** The QR image of a stored payment: the provider's, or drawn again from the payload the server made. */
export const storedQrImage = async (p: { qr_payload: string; qr_image: string | null }) =>
  p.qr_image ?? qrJpegBase64(p.qr_payload);

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
export async function openPayment(
  tx: Queryable,
  order: { id: number; order_no: string; total_amount: number },
  payments: LockedPayment[],
  settings: PaymentSettings,
  now: Date,
): Promise<PaymentCreated> {
  const issued = await issuePayment(tx, order, settings);
  return storePayment(tx, order, payments, issued, settings, now);
}

/** The order's current payment and its stored QR, answered again by POST /payments. */
export interface CurrentQr {
  payment: LockedPayment;
  qr_payload: string;
  qr_image: string | null;
}

/**
 * The payment POST /payments answers again instead of opening a new one, or null: the order's
 * current (newest) payment, still pending, QR_REUSE_MIN_LEFT_MS or more before its deadline, for
 * the order's total (which cannot change while the order awaits payment; a payment for another
 * amount is replaced, never answered), issued by the provider in use (a QR of a provider no
 * longer configured would never be confirmed). Inside the transaction that locks the order.
 */
export async function currentQr(
  tx: Queryable,
  order: LockedOrder,
  payments: LockedPayment[],
  provider: PaymentProvider,
  now: Date,
): Promise<CurrentQr | null> {
  const current = payments[payments.length - 1];
  if (current?.status !== PAYMENT_STATUS.pending) return null;
  if (paymentDeadline(current) - now.getTime() < QR_REUSE_MIN_LEFT_MS) return null;
  if (toSatang(current.amount) !== toSatang(order.total_amount)) return null;
  // The QR only here: lockPayments, on every status change, does not load every payment's image.
  const [qr] = await tx.query<{ provider: string; qr_payload: string; qr_image: string | null }>(
    'SELECT provider, qr_payload, qr_image FROM payments WHERE id = $1',
    [current.id],
  );
  if (qr?.provider !== provider.name) return null;
  return { payment: current, qr_payload: qr.qr_payload, qr_image: qr.qr_image };
}
