import { QR_REUSE_MIN_LEFT_MS } from '../../server/services/payment-issue.ts';
import { type TestServer, withClockAhead } from './harness.ts';

/*
 * Tests of a replaced QR: an order's current QR made old enough that POST /payments replaces it;
 * sooner, POST /payments answers the same QR again (QR_REUSE_MIN_LEFT_MS, docs/payments.md).
 */

/**
 * POST /payments for an order whose QR was made just now, with the server's clock moved on until
 * that QR has less than QR_REUSE_MIN_LEFT_MS left: a new QR that replaces it (the old payment
 * cancelled, its charge expired at the provider). Sooner, POST /payments answers the same QR.
 */
export function replaceQr(server: TestServer, token: string, orderId: number) {
  const ahead = server.config.qrTimeoutMinutes * 60_000 - QR_REUSE_MIN_LEFT_MS / 2;
  return withClockAhead(server, ahead, () =>
    server.call('POST', '/api/v1/ssc/payments', { token, body: { order_id: orderId } }),
  );
}

/**
 * Moves a just-made payment's created_date back so its QR has less than QR_REUSE_MIN_LEFT_MS left
 * (`query` runs SQL on the test's database; for servers whose clock a test cannot move): the next
 * POST /payments for its order replaces it.
 */
export function ageQr(query: (text: string, params: unknown[]) => Promise<unknown>, paymentId: number) {
  return query(
    `UPDATE payments
        SET created_date = created_date - qr_timeout * interval '1 minute' + $2::integer * interval '1 millisecond'
      WHERE id = $1`,
    [paymentId, QR_REUSE_MIN_LEFT_MS / 2],
  );
}
