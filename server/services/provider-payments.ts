import { PAYMENT_STATUS } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import type { WebhookRefusal } from '../payments/opn.ts';
import { type ChargeState, type PaymentProvider, toSatang } from '../payments/provider.ts';
import { type LockedPayment, lockOrder, lockPayments, setPaymentStatus } from './order-state.ts';
import { expireEndedCharges } from './provider-charges.ts';
import { payRefunds, type RefundHooks } from './provider-refunds.ts';
import { answeredPaymentStatus } from './transitions.ts';

/**
 * What a payment provider tells the server, checked before it counts (docs/payments.md): Opn's
 * `charge.complete` webhook (signature checked by the route, server/http/webhooks.ts), the
 * reconciliation of pending payments whose webhook never came, after which the money of payments
 * recorded for refund is paid back through the provider's refund API (provider-refunds.ts).
 */

/** How a confirmation ended (the label of storefront_payment_outcomes_total). */
export type PaymentOutcome = 'paid' | 'not_counted' | 'failed' | 'expired' | 'duplicate' | 'ignored';

/** Who heard the provider's word: its webhook, the reconciliation, or a customer's inquiry. */
type OutcomeSource = 'webhook' | 'reconcile' | 'inquiry';

export interface ProviderPaymentHooks extends RefundHooks {
  onOutcome?: (source: OutcomeSource, outcome: PaymentOutcome) => void;
  onRefusal?: (reason: WebhookRefusal) => void;
}

/** A webhook's answer: 2xx accepted (or ignored, or a duplicate), 4xx refused, never paid. */
export interface WebhookAnswer {
  status: number;
  message: string;
  refusal?: WebhookRefusal;
  outcome?: PaymentOutcome;
  payment_id?: number;
}

interface ProviderPaymentRow {
  id: number;
  order_id: number;
  amount: number;
  status: number;
  provider_charge_id: string;
}

/** Opn's charge status -> the payment status it means (pending: no news). */
const STATUS_OF: Record<string, number | undefined> = {
  successful: PAYMENT_STATUS.paid,
  failed: PAYMENT_STATUS.failed,
  expired: PAYMENT_STATUS.expired,
};

/** Reconciliation asks about unpaid provider payments up to this long after they were made. */
const RECONCILE_WINDOW_HOURS = 48;

/**
 * The payments worth asking the provider about (the reconciliation, the inquiry): unpaid here,
 * with a charge the provider has not called final. $1 the provider, $2 the paid status; the
 * caller adds its own conditions from $3.
 */
const UNSETTLED_PAYMENTS = `SELECT id, order_id, amount, status, provider_charge_id FROM payments
  WHERE provider = $1 AND provider_charge_id IS NOT NULL
    AND (provider_status IS NULL OR provider_status = 'pending')
    AND status <> $2`;

export function createProviderPayments(
  db: Db,
  clock: Clock,
  provider: PaymentProvider,
  hooks: ProviderPaymentHooks = {},
) {
  const refuse = (status: number, refusal: WebhookRefusal, message: string): WebhookAnswer => {
    hooks.onRefusal?.(refusal);
    return { status, refusal, message };
  };

  /**
   * Applies the provider's word on a charge to its payment, in one transaction under the order's
   * locks: paid (counted or recorded for refund: setPaymentStatus), failed or expired while still
   * pending. `eventId`: the webhook's event, recorded so the same event is applied once.
   */
  async function apply(
    payment: ProviderPaymentRow,
    charge: ChargeState,
    event?: { id: string },
  ): Promise<PaymentOutcome> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      if (event) {
        const recorded = await tx.query(
          `INSERT INTO payment_events (provider, event_id, charge_id, payment_id, outcome, received_date)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING event_id`,
          [provider.name, event.id, charge.id, payment.id, charge.status, now],
        );
        if (recorded.length === 0) return 'duplicate';
      }
      await tx.query('UPDATE payments SET provider_status = $2 WHERE id = $1', [payment.id, charge.status]);
      const to = STATUS_OF[charge.status];
      if (to === undefined) return 'ignored';
      const order = await lockOrder(tx, payment.order_id);
      const payments = await lockPayments(tx, order.id);
      const locked = payments.find((p) => p.id === payment.id) as LockedPayment;
      if (to !== PAYMENT_STATUS.paid) {
        // Only a pending payment fails or expires; a payment that ended here keeps its status.
        if (locked.status !== PAYMENT_STATUS.pending) return 'ignored';
        await setPaymentStatus(tx, order, payments, payment.id, to, now);
        return to === PAYMENT_STATUS.failed ? 'failed' : 'expired';
      }
      if (locked.status === PAYMENT_STATUS.paid) return 'ignored';
      const p = await setPaymentStatus(tx, order, payments, payment.id, to, now);
      return answeredPaymentStatus(p.status, p.refund_reason) === PAYMENT_STATUS.paid &&
        p.refund_reason === null
        ? 'paid'
        : 'not_counted';
    });
  }

  async function paymentOfCharge(q: Queryable, chargeId: string) {
    const [row] = await q.query<ProviderPaymentRow>(
      `SELECT id, order_id, amount, status, provider_charge_id FROM payments
        WHERE provider = $1 AND provider_charge_id = $2`,
      [provider.name, chargeId],
    );
    return row;
  }

  /** The refunds due, paid back (provider-refunds.ts); answers how many. */
  const payRefundsDue = () => payRefunds(db, clock, provider, hooks);

  /**
   * Asks the provider about one unsettled payment (GET /charges/{id}) and applies its word as a
   * webhook would: a charge whose amount differs is never applied (logged); a pending charge
   * changes nothing, but that of a payment ended here (a replaced QR, a cancelled order) is
   * expired at the provider. Never throws: a provider that cannot be reached, or anything else
   * that fails, is logged and the payment stays as it is ('unchanged'), to be asked again.
   */
  async function ask(
    payment: ProviderPaymentRow,
    source: OutcomeSource,
  ): Promise<PaymentOutcome | 'charge_expired' | 'unchanged'> {
    try {
      const charge = await provider.retrieveCharge!(payment.provider_charge_id);
      if (toSatang(charge.amount) !== toSatang(payment.amount)) {
        hooks.log?.(`${source}: amount differs, not applied`, { payment: payment.id, charge: charge.id });
        return 'unchanged';
      }
      if (charge.status === 'pending') {
        const ended = payment.status === PAYMENT_STATUS.cancelled;
        return ended && (await expireEndedCharges(db, provider, [payment.id], hooks.log))
          ? 'charge_expired'
          : 'unchanged';
      }
      const outcome = await apply(payment, charge);
      hooks.onOutcome?.(source, outcome);
      return outcome;
    } catch (error) {
      hooks.log?.(`${source} failed`, { payment: payment.id, error: (error as Error).message });
      return 'unchanged';
    }
  }

  return {
    payRefunds: payRefundsDue,

    /**
     * Opn's webhook, its signature already verified: `charge.complete` for a charge of ours, with
     * the order's amount, confirmed by the inquiry (GET /charges/:id: same status, same amount),
     * applied once per event id. Other event kinds are acknowledged and ignored.
     */
    async webhook(event: unknown): Promise<WebhookAnswer> {
      const e = event as {
        id?: unknown;
        key?: unknown;
        data?: { object?: unknown; id?: unknown; amount?: unknown; currency?: unknown; status?: unknown };
      };
      if (typeof e?.id !== 'string' || typeof e.key !== 'string' || !e.id) {
        return refuse(400, 'bad_body', 'body: not an Opn event (id, key)');
      }
      if (e.key !== 'charge.complete')
        return { status: 200, message: `ignored: ${e.key}`, outcome: 'ignored' };
      const data = e.data;
      if (data?.object !== 'charge' || typeof data.id !== 'string' || !Number.isInteger(data.amount)) {
        return refuse(400, 'bad_body', 'body.data: not a charge (id, amount)');
      }
      const [seen] = await db.query('SELECT 1 FROM payment_events WHERE provider = $1 AND event_id = $2', [
        provider.name,
        e.id,
      ]);
      if (seen) {
        hooks.onOutcome?.('webhook', 'duplicate');
        return { status: 200, message: 'duplicate: this event was processed already', outcome: 'duplicate' };
      }
      const payment = await paymentOfCharge(db, data.id);
      if (!payment) return refuse(404, 'unknown_charge', `body.data.id: no payment has charge ${data.id}`);
      const expected = toSatang(payment.amount);
      if (data.amount !== expected || String(data.currency ?? 'thb').toLowerCase() !== 'thb') {
        return refuse(
          409,
          'amount_mismatch',
          `body.data.amount: ${data.amount} satang is not the payment's ${expected} satang (THB)`,
        );
      }
      // The inquiry: the provider's own record must say the same before anything is marked.
      const charge = await provider.retrieveCharge!(data.id);
      if (
        charge.status !== data.status ||
        toSatang(charge.amount) !== expected ||
        charge.currency !== 'thb'
      ) {
        return refuse(
          409,
          'inquiry_mismatch',
          `the provider's charge ${data.id} is ${charge.status} for ${toSatang(charge.amount)} satang, not what the event says`,
        );
      }
      const outcome = await apply(payment, charge, { id: e.id });
      hooks.onOutcome?.('webhook', outcome);
      if (outcome === 'not_counted') await payRefundsDue().catch(() => 0);
      return { status: 200, message: outcome, outcome, payment_id: payment.id };
    },

    /**
     * Reconciliation (the periodic job, main.ts): every unpaid provider payment past its QR deadline
     * that the provider has not yet called final is asked about (a lost webhook); what the provider
     * says is applied as a webhook would be. A charge whose amount differs is never paid (logged).
     * Then the refunds due are paid back.
     */
    async reconcile() {
      if (!provider.retrieveCharge) return { checked: 0, changed: 0, refunded: 0 };
      const now = clock.now();
      const due = await db.query<ProviderPaymentRow>(
        `${UNSETTLED_PAYMENTS}
            AND created_date + qr_timeout * interval '1 minute' < $3
            AND created_date > $4
          ORDER BY id LIMIT 100`,
        [
          provider.name,
          PAYMENT_STATUS.paid,
          now,
          new Date(now.getTime() - RECONCILE_WINDOW_HOURS * 3_600_000),
        ],
      );
      let changed = 0;
      for (const payment of due) {
        const asked = await ask(payment, 'reconcile');
        if (asked !== 'ignored' && asked !== 'unchanged') changed++;
      }
      const refunded = await payRefundsDue();
      return { checked: due.length, changed, refunded };
    },

    /**
     * The customer's inquiry (GET /payments/inquiry/{id}, payments.ts inquiry): an unpaid payment
     * whose charge the provider has not called final is asked about now, whatever its deadline,
     * and the provider's word applied as by the reconciliation (`ask`), so a payment whose webhook
     * was lost is paid at once; money that cannot count is then paid back. Nothing for providers
     * without charges (bill-payment). A provider that cannot be reached is logged, never thrown:
     * the inquiry then answers from the table.
     */
    async inquire(paymentId: number) {
      if (!provider.retrieveCharge) return;
      const [payment] = await db.query<ProviderPaymentRow>(`${UNSETTLED_PAYMENTS} AND id = $3`, [
        provider.name,
        PAYMENT_STATUS.paid,
        paymentId,
      ]);
      if (!payment || (await ask(payment, 'inquiry')) !== 'not_counted') return;
      await payRefundsDue().catch((error: Error) =>
        hooks.log?.('inquiry: refunds failed', { payment: paymentId, error: error.message }),
      );
    },

    /** The provider's charge of a payment (the demo bank page, development control). */
    async chargeOf(paymentId: number) {
      const [row] = await db.query<{ provider_charge_id: string | null }>(
        'SELECT provider_charge_id FROM payments WHERE id = $1 AND provider = $2',
        [paymentId, provider.name],
      );
      return row?.provider_charge_id ?? null;
    },
  };
}
export type ProviderPayments = ReturnType<typeof createProviderPayments>;
