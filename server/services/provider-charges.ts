import { PAYMENT_STATUS } from '../../contract/index.ts';
import type { Db } from '../db/index.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { RefundHooks } from './provider-refunds.ts';

/**
 * Expires at the provider the still-pending charges of the payments `paymentIds` that ended unpaid
 * here (cancelled: a QR replaced by a newer one, an order cancelled), so their QRs can no longer be
 * paid. Called after the change committed; never throws. A charge the provider will not expire (paid
 * meanwhile) or cannot be reached about stays 'pending' in provider_status: the webhook or the
 * reconciliation then applies what happened (money for an ended payment is recorded for refund and
 * paid back), and the reconciliation tries the expiry again. Answers how many were expired.
 */
export async function expireEndedCharges(
  db: Db,
  provider: PaymentProvider,
  paymentIds: number[],
  log?: RefundHooks['log'],
) {
  if (!provider.expireCharge || paymentIds.length === 0) return 0;
  const rows = await db.query<{ id: number; provider_charge_id: string }>(
    `SELECT id, provider_charge_id FROM payments
      WHERE id = ANY($1) AND provider = $2 AND provider_charge_id IS NOT NULL AND status = $3
        AND (provider_status IS NULL OR provider_status = 'pending')`,
    [paymentIds, provider.name, PAYMENT_STATUS.cancelled],
  );
  let expired = 0;
  for (const row of rows) {
    try {
      const charge = await provider.expireCharge(row.provider_charge_id);
      if (charge.status !== 'expired') continue;
      await db.query(
        `UPDATE payments SET provider_status = 'expired' WHERE id = $1 AND provider_status = 'pending'`,
        [row.id],
      );
      expired++;
    } catch (error) {
      log?.('expiring a charge failed', { payment: row.id, error: (error as Error).message });
    }
  }
  return expired;
}
