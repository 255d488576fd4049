import type { PaymentCreated, PaymentStatusAnswer } from '../../contract/index.ts';
import { ENDED_UNPAID_PAYMENT_STATUSES, ORDER_STATUS, PAYMENT_STATUS } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
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
} from './order-state.ts';
import {
  type CurrentQr,
  currentQr,
  openPayment,
  type PaymentSettings,
  storedQrImage,
} from './payment-issue.ts';
import { expireEndedCharges } from './provider-charges.ts';
import { answeredPaymentStatus } from './transitions.ts';

const notYours = () => new DomainError('forbidden', 'payment', 'is not your payment');

export function createPayments(
  db: Db,
  clock: Clock,
  settings: PaymentSettings,
  /** The inquiry's question to the provider, its answer applied (provider-payments.ts inquire). */
  askProvider: (paymentId: number) => Promise<void>,
) {
  /** Locks a payment's order, then its payments (the one lock order); 404 / 403 for the caller. */
  async function lockPaymentOf(tx: Queryable, paymentId: number, customer?: Customer) {
    const owner = await orderOfPayment(tx, paymentId);
    if (customer && owner.customer_id !== customer.id) throw notYours();
    const order = await lockOrder(tx, owner.order_id);
    const payments = await lockPayments(tx, order.id);
    return { order, payments };
  }

  /**
   * check_status (and the inquiry, once the provider was asked): the caller's payment status in
   * the table. A pending payment past its QR lifetime becomes expired (4), under the order's lock;
   * a plain read takes no lock. A paid payment that did not count for its order answers 6, never 2
   * (`answeredPaymentStatus`).
   */
  async function status(customer: Customer, paymentId: number): Promise<PaymentStatusAnswer> {
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
  }

  return {
    /**
     * POST /payments: the caller's order awaiting payment, with a QR to pay. Its current QR while
     * it has QR_REUSE_MIN_LEFT_MS or more left (the same payment, QR and created_date: nothing is
     * made or cancelled); else a fresh QR, and the QRs it replaces are then expired at the provider
     * (an Opn charge), so only the newest can be paid.
     */
    async create(customer: Customer, orderId: number): Promise<PaymentCreated> {
      let replaced: number[] = [];
      const answer = await db.transaction(async (tx): Promise<PaymentCreated | CurrentQr> => {
        const order = await lockOrder(tx, orderId);
        if (order.customer_id !== customer.id) throw notYourOrder();
        if (order.status_id !== ORDER_STATUS.awaitingPayment) {
          const detail = `order ${order.order_no} is not awaiting payment (status ${order.status_id})`;
          throw new DomainError('conflict', 'orderStatus', detail);
        }
        const payments = await lockPayments(tx, order.id);
        const now = clock.now();
        // Two taps at once queue on the order's lock: the second answers the payment of the first.
        const current = await currentQr(tx, order, payments, settings.provider, now);
        replaced = current
          ? []
          : payments.filter((p) => p.status === PAYMENT_STATUS.pending).map((p) => p.id);
        return current ?? openPayment(tx, order, payments, settings, now);
      });
      await expireEndedCharges(db, settings.provider, replaced);
      if (!('payment' in answer)) return answer;
      const { payment } = answer;
      return {
        payment_id: payment.id,
        // Drawn (bill-payment) after the commit: no lock is held meanwhile.
        qr_image: await storedQrImage(answer),
        qr_timeout: payment.qr_timeout,
        created_date: payment.created_date.toISOString(),
        amount: payment.amount,
      };
    },

    status,

    /**
     * inquiry (GET /payments/inquiry/{id}): the QR page asks once when its payment ended (3, 4, 5).
     * Unlike check_status, polled every 10 s and a table read, it first has the provider asked
     * about the payment (`askProvider`: provider-payments.ts inquire), so money the provider took
     * whose webhook was lost answers paid at once, not 'QR expired'; then it answers as status.
     */
    async inquiry(customer: Customer, paymentId: number): Promise<PaymentStatusAnswer> {
      const owner = await orderOfPayment(db, paymentId);
      if (owner.customer_id !== customer.id) throw notYours();
      await askProvider(paymentId);
      return status(customer, paymentId);
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
