import { createHmac, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../domain/errors.ts';
import { type ChargeState, type ChargeStatus, type PaymentProvider, toBaht, toSatang } from './provider.ts';
import { svgQrToJpegBase64 } from './svg-raster.ts';

/**
 * Opn Payments (Omise) PromptPay, over its REST API (https://docs.opn.ooo): a charge with a
 * `promptpay` source for the order's amount (its QR is a document of the charge), the charge read
 * back for the inquiry, and the refund API. Basic auth with the secret key as the user name.
 */

export interface OpnSettings {
  /** The API's base URL, asked at each call (the built-in fake's is this server's own address). */
  baseUrl: () => string;
  secretKey: string;
  timeoutMs: number;
}

/** The fields of Opn's charge object this server reads. */
export interface OpnCharge {
  object: 'charge';
  id: string;
  amount: number;
  currency: string;
  status: ChargeStatus;
  paid?: boolean;
  refunded_amount?: number;
  /** The charge's refunds (Opn embeds them as a list object). */
  refunds?: { data?: { id: string; amount: number }[] };
  metadata?: Record<string, unknown>;
  source?: { type?: string; scannable_code?: { image?: { download_uri?: string } } };
}

const OPN_VERSION = '2019-05-29';
const unavailable = (detail: string) => new DomainError('unavailable', 'payment', detail, { retryAfter: 5 });

export function opnProvider(settings: OpnSettings): PaymentProvider & { name: 'opn' } {
  const auth = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  async function call(method: string, url: string, body?: unknown, accept = 'application/json') {
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          authorization: auth,
          'omise-version': OPN_VERSION,
          accept,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
        redirect: 'follow',
      });
    } catch (error) {
      throw unavailable(`the payment provider did not answer (${(error as Error).message})`);
    }
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw unavailable(`the payment provider answered ${res.status} ${text.slice(0, 200)}`);
    }
    return res;
  }
  const api = async <T>(method: string, path: string, body?: unknown) =>
    (await (await call(method, `${settings.baseUrl()}${path}`, body)).json()) as T;

  function state(charge: OpnCharge): ChargeState {
    return {
      id: charge.id,
      status: charge.status,
      amount: toBaht(charge.amount),
      currency: charge.currency.toLowerCase(),
      refundedAmount: toBaht(charge.refunded_amount ?? 0),
      refunds: (charge.refunds?.data ?? []).map((r) => ({ id: r.id, amount: toBaht(r.amount) })),
    };
  }

  return {
    name: 'opn',
    async createCharge(input) {
      const charge = await api<OpnCharge>('POST', '/charges', {
        amount: toSatang(input.amount),
        currency: 'thb',
        source: { type: 'promptpay' },
        description: `order ${input.orderNo}`,
        metadata: { order_no: input.orderNo, payment_id: input.paymentId },
      });
      const uri = charge.source?.scannable_code?.image?.download_uri;
      if (!uri) throw unavailable('the payment provider gave no QR for the charge');
      // The document is on the provider's API host: the key goes only there.
      const sameHost = new URL(uri, settings.baseUrl()).origin === new URL(settings.baseUrl()).origin;
      const res = sameHost
        ? await call('GET', new URL(uri, settings.baseUrl()).href, undefined, 'image/svg+xml')
        : await fetch(uri, { signal: AbortSignal.timeout(settings.timeoutMs) });
      if (!res.ok) throw unavailable(`the payment provider's QR answered ${res.status}`);
      let qrImage: string;
      try {
        qrImage = await svgQrToJpegBase64(await res.text());
      } catch (error) {
        throw unavailable(`the payment provider's QR could not be drawn: ${(error as Error).message}`);
      }
      return { chargeId: charge.id, qrPayload: '', qrImage };
    },
    async retrieveCharge(chargeId) {
      return state(await api<OpnCharge>('GET', `/charges/${encodeURIComponent(chargeId)}`));
    },
    async refund(chargeId, amount) {
      const refund = await api<{ id: string }>('POST', `/charges/${encodeURIComponent(chargeId)}/refunds`, {
        amount: toSatang(amount),
      });
      return { refundId: refund.id };
    },
    async expireCharge(chargeId) {
      // Opn: POST /charges/{id}/expire marks a pending charge (a PromptPay QR) expired.
      return state(await api<OpnCharge>('POST', `/charges/${encodeURIComponent(chargeId)}/expire`));
    },
  };
}

/** Why a webhook was refused (the label of storefront_webhook_refusals_total). */
export type WebhookRefusal =
  | 'missing_signature'
  | 'bad_signature'
  | 'stale_timestamp'
  | 'bad_body'
  | 'unknown_charge'
  | 'amount_mismatch'
  | 'inquiry_mismatch';

/**
 * Opn's webhook signature: HMAC-SHA256 of `${timestamp}.${rawBody}` keyed with the base64-decoded
 * webhook secret, hex in `Omise-Signature` (several, comma-separated, while a secret is rolled);
 * `Omise-Signature-Timestamp` in Unix seconds, accepted within `toleranceSeconds` of now (a replay
 * of an old, correctly signed request is refused). Null when it verifies, else why not.
 */
export function verifyOpnSignature(input: {
  rawBody: Buffer;
  signature: string | undefined;
  timestamp: string | undefined;
  secret: string;
  nowMs: number;
  toleranceSeconds: number;
}): WebhookRefusal | null {
  const { signature, timestamp } = input;
  if (!signature || !timestamp) return 'missing_signature';
  if (!/^\d{1,12}$/.test(timestamp)) return 'bad_signature';
  const expected = createHmac('sha256', Buffer.from(input.secret, 'base64'))
    .update(`${timestamp}.`)
    .update(input.rawBody)
    .digest();
  const matches = signature
    .split(',')
    .map((s) => s.trim())
    .some((s) => {
      if (!/^[0-9a-f]{64}$/i.test(s)) return false;
      return timingSafeEqual(Buffer.from(s, 'hex'), expected);
    });
  if (!matches) return 'bad_signature';
  if (Math.abs(input.nowMs / 1000 - Number(timestamp)) > input.toleranceSeconds) return 'stale_timestamp';
  return null;
}

/** The signature headers of `rawBody` at `timestampSeconds` (the fake, and tests). */
export function opnSignatureHeaders(rawBody: string, secret: string, timestampSeconds: number) {
  const signature = createHmac('sha256', Buffer.from(secret, 'base64'))
    .update(`${timestampSeconds}.${rawBody}`)
    .digest('hex');
  return { 'omise-signature': signature, 'omise-signature-timestamp': String(timestampSeconds) };
}
