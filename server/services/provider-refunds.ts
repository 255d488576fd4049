import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { type PaymentProvider, toSatang } from '../payments/provider.ts';

/**
 * Paying back through the provider's refund API the money recorded for refund (docs/payments.md
 * "Refunds"): a payment that cannot count (a replaced QR, an order no longer awaiting payment) and
 * that of an order cancelled after it was paid. Apart from provider-payments.ts, which calls it
 * after a webhook and each reconciliation, because it is its own job: it claims each row for
 * itself, so it must stay safe to run from several processes at once.
 */

/** What paying back reports (part of ProviderPaymentHooks). */
export interface RefundHooks {
  onRefund?: (outcome: 'refunded' | 'failed') => void;
  log?: (message: string, detail: Record<string, unknown>) => void;
}

/**
 * How long a refund claimed by one process is its own: far longer than the provider's two calls
 * (OPN_TIMEOUT_MS each); after it, a row still 'refunding' is one whose process died.
 */
const REFUND_CLAIM_MS = 5 * 60_000;

/**
 * Pays back every payment recorded for refund whose provider offers a refund API. A refund is
 * claimed (to_refund -> refunding, until now + REFUND_CLAIM_MS) before the call, so two processes
 * never pay one back at once; a row left 'refunding' by a process that died is claimed again once
 * its claim has run out. The charge's refunds at the provider are read first, so a refund made
 * before a crash is recorded (with its id), not made again. Without a refund API (bill-payment)
 * the rows stay 'to_refund' for the supplier.
 */
export async function payRefunds(db: Db, clock: Clock, provider: PaymentProvider, hooks: RefundHooks = {}) {
  if (!provider.refund || !provider.retrieveCharge) return 0;
  const now = clock.now();
  const due = await db.query<{ id: number; amount: number; provider_charge_id: string }>(
    `SELECT r.id, r.amount, p.provider_charge_id FROM refunds r JOIN payments p ON p.id = r.payment_id
      WHERE (r.status = 'to_refund'
             OR (r.status = 'refunding' AND (r.claimed_until IS NULL OR r.claimed_until < $2)))
        AND p.provider = $1 AND p.provider_charge_id IS NOT NULL
      ORDER BY r.id LIMIT 50`,
    [provider.name, now],
  );
  let refunded = 0;
  for (const r of due) {
    const claimed = await db.query(
      `UPDATE refunds SET status = 'refunding', claimed_until = $3
        WHERE id = $1 AND (status = 'to_refund'
              OR (status = 'refunding' AND (claimed_until IS NULL OR claimed_until < $2)))
        RETURNING id`,
      [r.id, now, new Date(now.getTime() + REFUND_CLAIM_MS)],
    );
    if (claimed.length === 0) continue;
    try {
      const charge = await provider.retrieveCharge(r.provider_charge_id);
      let refundId: string | null;
      if (toSatang(charge.refundedAmount) >= toSatang(r.amount)) {
        // Paid back already (before a crash): record the provider's refund, do not pay twice.
        const made = charge.refunds.find((x) => toSatang(x.amount) === toSatang(r.amount));
        refundId = made?.id ?? charge.refunds.at(-1)?.id ?? null;
        hooks.log?.('refund found made at the provider', { refund: r.id, provider_refund: refundId });
      } else {
        refundId = (await provider.refund(r.provider_charge_id, r.amount)).refundId;
      }
      await db.query(
        `UPDATE refunds SET status = 'refunded', provider_refund_id = $2, claimed_until = NULL WHERE id = $1`,
        [r.id, refundId],
      );
      hooks.onRefund?.('refunded');
      refunded++;
    } catch (error) {
      await db.query(`UPDATE refunds SET status = 'to_refund', claimed_until = NULL WHERE id = $1`, [r.id]);
      hooks.onRefund?.('failed');
      hooks.log?.('refund failed', { refund: r.id, error: (error as Error).message });
    }
  }
  return refunded;
}
