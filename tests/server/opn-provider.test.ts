import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_STATUS as O, PAYMENT_STATUS as P } from '../../contract/index.ts';
import { loadConfig } from '../../server/config.ts';
import { opnSignatureHeaders, verifyOpnSignature } from '../../server/payments/opn.ts';
import { createOpnFake } from '../../server/payments/opn-fake.ts';
import { promptPayPayload, qrJpegBase64 } from '../../server/payments/qr.ts';
import { pathPolygons, svgQrToJpegBase64 } from '../../server/payments/svg-raster.ts';
import { payOnDemoBank, plainOrderBody, startServer, type TestServer, withClockAhead } from './harness.ts';
import { replaceQr } from './replaced-qr.ts';

/**
 * Opn Payments PromptPay through the built-in fake of Opn's API (docs/payments.md): the QR comes
 * from the provider, the signed charge.complete webhook is checked (signature, replay window,
 * charge, amount, the inquiry) before a payment is marked, an event is applied once, a lost
 * webhook is found by the reconciliation, and money that cannot count is paid back through the
 * provider's refund API. Every refusal is a 4xx that marks nothing.
 */

const V1 = '/api/v1/ssc';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = await server.login();
});
afterAll(() => server?.close());

const fake = () => {
  if (!server.opnFake) throw new Error('the tests run with the built-in fake of Opn');
  return server.opnFake;
};

async function placeOrder() {
  const res = await server.call('POST', `${V1}/orders`, {
    token,
    body: await plainOrderBody(server, token),
  });
  expect(res.status, res.text).toBe(200);
  const data = res.body.data as {
    order_id: number;
    payment_id: number;
    total_amount: number;
    qr_code: string;
  };
  const [row] = await server.db.query<{
    provider: string;
    provider_charge_id: string;
  }>('SELECT provider, provider_charge_id FROM payments WHERE id = $1', [data.payment_id]);
  expect(row?.provider).toBe('opn');
  return { ...data, chargeId: row!.provider_charge_id };
}

const paymentStatus = async (paymentId: number) =>
  (await server.db.query<{ status: number }>('SELECT status FROM payments WHERE id = $1', [paymentId]))[0]
    ?.status;
const providerStatus = async (paymentId: number) =>
  (
    await server.db.query<{ provider_status: string }>('SELECT provider_status FROM payments WHERE id = $1', [
      paymentId,
    ])
  )[0]?.provider_status;
const orderStatus = async (orderId: number) =>
  (await server.db.query<{ status_id: number }>('SELECT status_id FROM orders WHERE id = $1', [orderId]))[0]
    ?.status_id;

/** A charge.complete event for `chargeId` as Opn would send it, with `data` overrides. */
function event(chargeId: string, data: Record<string, unknown> = {}) {
  const charge = fake().charge(chargeId);
  return {
    object: 'event',
    id: `evnt_test_${randomBytes(8).toString('hex')}`,
    key: 'charge.complete',
    created_at: new Date().toISOString(),
    data: { ...charge, status: 'successful', paid: true, ...data },
  };
}

/** POSTs a body to the webhook, signed with `secret` at `at` (seconds) unless headers are given. */
async function sendWebhook(
  body: unknown,
  options: {
    secret?: string;
    at?: number;
    headers?: Record<string, string>;
  } = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const at = options.at ?? Math.floor(server.clock.now().getTime() / 1000);
  const headers =
    options.headers ?? opnSignatureHeaders(raw, options.secret ?? server.config.opn.webhookSecret, at);
  return server.call('POST', '/api/webhooks/opn', {
    rawBody: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

async function metric(name: string, labels: string) {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

const refundRow = async (paymentId: number) =>
  (
    await server.db.query<{ status: string; provider_refund_id: string | null }>(
      'SELECT status, provider_refund_id FROM refunds WHERE payment_id = $1',
      [paymentId],
    )
  )[0];

/** A paid order the customer cancelled: its refund row is 'to_refund'. */
async function cancelledPaidOrder() {
  const order = await placeOrder();
  expect(await fake().complete(order.chargeId, 'successful')).toBe(200);
  const cancel = await server.call('PUT', `${V1}/orders/cancel`, {
    token,
    body: { order_id: order.order_id },
  });
  expect(cancel.status, cancel.text).toBe(200);
  expect((await refundRow(order.payment_id))?.status).toBe('to_refund');
  return order;
}

describe('the QR comes from the provider', () => {
  it("creates a PromptPay charge for the order amount in satang; the QR is the charge's SVG drawn as JPEG", async () => {
    const order = await placeOrder();
    const charge = fake().charge(order.chargeId);
    expect(charge).toMatchObject({
      amount: Math.round(order.total_amount * 100),
      status: 'pending',
    });
    expect(charge?.source?.type).toBe('promptpay');
    const image = jpeg.decode(Buffer.from(order.qr_code, 'base64'), {
      useTArray: true,
    });
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(code?.data).toMatch(/^000201/);
    expect(code?.data).toContain(String(order.payment_id));
  });

  /** The image's pixels as dark (true) or light, and what jsQR reads in it. */
  function read(base64: string) {
    const image = jpeg.decode(Buffer.from(base64, 'base64'), {
      useTArray: true,
      formatAsRGBA: true,
    });
    const dark = Array.from(
      { length: image.width * image.height },
      (_, i) => (image.data[i * 4] ?? 255) < 128,
    );
    const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    return { width: image.width, height: image.height, dark, text: code?.data };
  }

  const payload = promptPayPayload({
    billerId: '010556123456701',
    amount: 1234.5,
    orderNo: 'SO261127001234',
    paymentId: 500123,
  });
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  /** The payload's QR as an SVG with `margin` white units around it, each module drawn by `shape`. */
  const svgOf = (margin: number, shape: (x: number, y: number) => string, unit = 1) => {
    const parts: string[] = [];
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        if (qr.modules.get(y, x)) parts.push(shape((x + margin) * unit, (y + margin) * unit));
      }
    }
    const side = (size + margin * 2) * unit;
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"><rect width="${side}" height="${side}" fill="#fff"/>${parts.join('')}</svg>`;
  };

  it('draws a QR SVG in module units exactly as the server draws its own QR, adding a missing quiet zone', async () => {
    const own = await qrJpegBase64(payload);
    const drawn = read(own);
    expect(drawn.text).toBe(payload);
    expect(drawn.width).toBe((size + 8) * 8);
    expect(
      await svgQrToJpegBase64(svgOf(4, (x, y) => `<rect x="${x}" y="${y}" width="1" height="1"/>`)),
    ).toBe(own);
    expect(
      await svgQrToJpegBase64(svgOf(0, (x, y) => `<rect x="${x}" y="${y}" width="1" height="1"/>`)),
    ).toBe(own);
    expect(await svgQrToJpegBase64(svgOf(4, (x, y) => `<path d="M${x} ${y}h1v1h-1z"/>`))).toBe(own);
  });

  it('draws a QR SVG in pixel units at about 360 px across', async () => {
    const pixels = svgOf(2, (x, y) => `<rect x="${x}" y="${y}" width="10" height="10"/>`, 10);
    const drawn = read(await svgQrToJpegBase64(pixels));
    expect(drawn.text).toBe(payload);
    expect(Math.abs(drawn.width - 360)).toBeLessThan(120);
  });

  it('draws rects and straight-line paths of an SVG, and refuses curves', async () => {
    expect(pathPolygons('M0 0h2v2H0z m3 0 h1 v1 h-1 Z')).toEqual([
      [
        [0, 0],
        [2, 0],
        [2, 2],
        [0, 2],
      ],
      [
        [3, 0],
        [4, 0],
        [4, 1],
        [3, 1],
      ],
    ]);
    await expect(
      svgQrToJpegBase64('<svg viewBox="0 0 4 4"><path d="M0 0 C1 1 2 2 3 3z"/></svg>'),
    ).rejects.toThrow(/curves/);
    await expect(svgQrToJpegBase64('<p>not svg</p>')).rejects.toThrow(/not an SVG/);
  });
});

describe('POST /api/webhooks/opn', () => {
  it("accepts the fake provider's signed charge.complete: the payment is paid and the order moves to 2", async () => {
    const order = await placeOrder();
    const before = await metric('storefront_payment_outcomes_total', 'source="webhook",outcome="paid"');
    expect(await fake().complete(order.chargeId, 'successful')).toBe(200);
    expect(await paymentStatus(order.payment_id)).toBe(P.paid);
    expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
    expect(await metric('storefront_payment_outcomes_total', 'source="webhook",outcome="paid"')).toBe(
      before + 1,
    );
    const res = await server.call('GET', `${V1}/payments/check_status/${order.payment_id}`, { token });
    expect(res.body.data.payment_status).toBe(P.paid);
  });

  it('a failed charge fails the pending payment', async () => {
    const order = await placeOrder();
    expect(await fake().complete(order.chargeId, 'failed')).toBe(200);
    expect(await paymentStatus(order.payment_id)).toBe(P.failed);
    expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
  });

  it('accepts one good signature among several (a secret being rolled)', async () => {
    const order = await placeOrder();
    await fake().complete(order.chargeId, 'successful', { webhook: false });
    const body = JSON.stringify(event(order.chargeId));
    const at = Math.floor(server.clock.now().getTime() / 1000);
    const good = opnSignatureHeaders(body, server.config.opn.webhookSecret, at);
    const other = opnSignatureHeaders(body, randomBytes(32).toString('base64'), at);
    const res = await sendWebhook(body, {
      headers: {
        ...good,
        'omise-signature': `${other['omise-signature']},${good['omise-signature']}`,
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await paymentStatus(order.payment_id)).toBe(P.paid);
  });

  describe('refuses with 4xx and marks nothing', () => {
    const refusals = [
      ['a missing signature', 401, 'missing_signature', (body: string) => sendWebhook(body, { headers: {} })],
      [
        'a signature made with another secret',
        401,
        'bad_signature',
        (body: string) => sendWebhook(body, { secret: randomBytes(32).toString('base64') }),
      ],
      [
        'a body changed after signing',
        401,
        'bad_signature',
        (body: string) => {
          const at = Math.floor(server.clock.now().getTime() / 1000);
          const headers = opnSignatureHeaders(body, server.config.opn.webhookSecret, at);
          return sendWebhook(body.replace('"charge.complete"', '"charge.complete" '), { headers });
        },
      ],
      [
        'a stale timestamp (a replay outside the window)',
        401,
        'stale_timestamp',
        (body: string) =>
          sendWebhook(body, {
            at:
              Math.floor(server.clock.now().getTime() / 1000) - server.config.opn.webhookToleranceSeconds - 5,
          }),
      ],
    ] as const;

    it.each(refusals)('%s: %i', async (_what, status, reason, send) => {
      const order = await placeOrder();
      await fake().complete(order.chargeId, 'successful', { webhook: false });
      const before = await metric('storefront_webhook_refusals_total', `reason="${reason}"`);
      const res = await send(JSON.stringify(event(order.chargeId)));
      expect(res.status, res.text).toBe(status);
      expect(await paymentStatus(order.payment_id)).toBe(P.pending);
      expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
      expect(await metric('storefront_webhook_refusals_total', `reason="${reason}"`)).toBe(before + 1);
    });

    it('an unknown charge: 404', async () => {
      const res = await sendWebhook(
        event('chrg_test_unknown', {
          object: 'charge',
          id: 'chrg_test_unknown',
          amount: 100_000,
          currency: 'THB',
        }),
      );
      expect(res.status, res.text).toBe(404);
      expect(res.body.message).toMatch(/chrg_test_unknown/);
    });

    it("an amount that is not the order's: 409", async () => {
      const order = await placeOrder();
      await fake().complete(order.chargeId, 'successful', { webhook: false });
      const res = await sendWebhook(
        event(order.chargeId, {
          amount: Math.round(order.total_amount * 100) - 100,
        }),
      );
      expect(res.status, res.text).toBe(409);
      expect(res.body.message).toMatch(/amount/);
      expect(await paymentStatus(order.payment_id)).toBe(P.pending);
    });

    it('the inquiry disagrees: the event says successful, the provider still says pending: 409', async () => {
      const order = await placeOrder();
      const before = await metric('storefront_webhook_refusals_total', 'reason="inquiry_mismatch"');
      const res = await sendWebhook(event(order.chargeId));
      expect(res.status, res.text).toBe(409);
      expect(await paymentStatus(order.payment_id)).toBe(P.pending);
      expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
      expect(await metric('storefront_webhook_refusals_total', 'reason="inquiry_mismatch"')).toBe(before + 1);
    });

    it.each([
      ['not an event (no id, key, data)', '{"hello":"world"}', 'body'],
      ['an id that is not a string', '{"id":7,"key":"charge.complete","data":{}}', 'body.id'],
      ['not JSON at all', '{"id": "evnt_test_x", "key"', 'body'],
      [
        'a charge.complete whose data is not a charge',
        '{"object":"event","id":"evnt_test_nocharge","key":"charge.complete","data":{}}',
        'body.data',
      ],
    ])('a body that is %s, correctly signed: 400, counted as bad_body', async (_what, body, path) => {
      const before = await metric('storefront_webhook_refusals_total', 'reason="bad_body"');
      const res = await sendWebhook(body);
      expect(res.status, res.text).toBe(400);
      expect(JSON.stringify(res.body), res.text).toContain(`"${path}`);
      expect(await metric('storefront_webhook_refusals_total', 'reason="bad_body"')).toBe(before + 1);
    });
  });

  it('the same event twice is processed once: the second answers duplicate and changes nothing', async () => {
    const first = await placeOrder();
    await fake().complete(first.chargeId, 'successful', { webhook: false });
    const e = event(first.chargeId);
    const one = await sendWebhook(e);
    expect(one.status, one.text).toBe(200);
    expect(one.body.data.outcome).toBe('paid');
    const [{ updated_date: paidAt }] = (await server.db.query<{
      updated_date: Date;
    }>('SELECT updated_date FROM payments WHERE id = $1', [first.payment_id])) as [{ updated_date: Date }];
    const two = await sendWebhook(e);
    expect(two.status, two.text).toBe(200);
    expect(two.body.data.outcome).toBe('duplicate');
    const rows = await server.db.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM payment_events WHERE event_id = $1',
      [e.id],
    );
    expect(rows[0]?.n).toBe(1);
    const [{ updated_date: after }] = (await server.db.query<{
      updated_date: Date;
    }>('SELECT updated_date FROM payments WHERE id = $1', [first.payment_id])) as [{ updated_date: Date }];
    expect(after.getTime()).toBe(paidAt.getTime());
  });

  it('events other than charge.complete are acknowledged and ignored', async () => {
    const res = await sendWebhook({
      object: 'event',
      id: 'evnt_test_other',
      key: 'customer.create',
      data: {},
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.outcome).toBe('ignored');
  });
});

describe('reconciliation', () => {
  it('finds a payment whose webhook was lost, once its QR deadline has passed', async () => {
    const order = await placeOrder();
    await fake().complete(order.chargeId, 'successful', { webhook: false });
    // Before the deadline nothing is asked.
    expect((await server.services.providerPayments.reconcile()).changed).toBe(0);
    expect(await paymentStatus(order.payment_id)).toBe(P.pending);
    await withClockAhead(server, 16 * 60_000, async () => {
      const result = await server.services.providerPayments.reconcile();
      expect(result.changed).toBeGreaterThanOrEqual(1);
      expect(await paymentStatus(order.payment_id)).toBe(P.paid);
      expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
    });
  });

  it('also through the demo bank: "pay-lost" then POST /__dev/payments/reconcile', async () => {
    const order = await placeOrder();
    const res = await payOnDemoBank(server, order.payment_id, 'pay-lost');
    expect(res.status).toBe(303);
    expect(await paymentStatus(order.payment_id)).toBe(P.pending);
    await withClockAhead(server, 16 * 60_000, async () => {
      const run = await server.call('POST', '/__dev/payments/reconcile', {
        body: {},
      });
      expect(run.status, run.text).toBe(200);
      expect(await paymentStatus(order.payment_id)).toBe(P.paid);
    });
  });

  it('a charge the provider expired expires the pending payment; one still pending is left', async () => {
    const expired = await placeOrder();
    const pending = await placeOrder();
    fake().expire(expired.chargeId);
    await withClockAhead(server, 16 * 60_000, async () => {
      await server.services.providerPayments.reconcile();
      expect(await paymentStatus(expired.payment_id)).toBe(P.expired);
      expect(await paymentStatus(pending.payment_id)).toBe(P.pending);
    });
  });
});

describe('the inquiry asks the provider (GET /payments/inquiry/{id})', () => {
  const ask = async (kind: 'check_status' | 'inquiry', paymentId: number) => {
    const res = await server.call('GET', `${V1}/payments/${kind}/${paymentId}`, { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data.payment_status as number;
  };
  const pastDeadline = () => (server.config.qrTimeoutMinutes + 1) * 60_000;

  it('"pay-lost": check_status says expired at the deadline, the inquiry finds the money and the order is paid', async () => {
    const order = await placeOrder();
    expect((await payOnDemoBank(server, order.payment_id, 'pay-lost')).status).toBe(303);
    const before = await metric('storefront_payment_outcomes_total', 'source="inquiry",outcome="paid"');
    await withClockAhead(server, pastDeadline(), async () => {
      expect(await ask('check_status', order.payment_id)).toBe(P.expired);
      expect(await ask('inquiry', order.payment_id)).toBe(P.paid);
      expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
      expect(await ask('check_status', order.payment_id)).toBe(P.paid);
    });
    expect(await providerStatus(order.payment_id)).toBe('successful');
    expect(await metric('storefront_payment_outcomes_total', 'source="inquiry",outcome="paid"')).toBe(
      before + 1,
    );
    expect(await server.db.query('SELECT 1 FROM refunds WHERE payment_id = $1', [order.payment_id])).toEqual(
      [],
    );
  });

  it('a charge the provider still calls pending, or expired: the inquiry answers 4 and the order stays unpaid', async () => {
    const pending = await placeOrder();
    const expired = await placeOrder();
    fake().expire(expired.chargeId);
    await withClockAhead(server, pastDeadline(), async () => {
      expect(await ask('inquiry', pending.payment_id)).toBe(P.expired);
      expect(await ask('inquiry', expired.payment_id)).toBe(P.expired);
    });
    expect(fake().charge(pending.chargeId)?.status).toBe('pending');
    expect(await providerStatus(pending.payment_id)).toBe('pending');
    expect(await providerStatus(expired.payment_id)).toBe('expired');
    for (const order of [pending, expired]) {
      expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
      expect(await paymentStatus(order.payment_id)).toBe(P.expired);
    }
  });

  it('the provider unreachable: the inquiry answers from the table (no 5xx); a later inquiry finds the money', async () => {
    const order = await placeOrder();
    await fake().complete(order.chargeId, 'successful', { webhook: false });
    const realFetch = globalThis.fetch;
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input instanceof Request ? input.url : input).endsWith(`/charges/${order.chargeId}`)
          ? Promise.reject(new TypeError('fetch failed'))
          : realFetch(input, init),
      );
    await withClockAhead(server, pastDeadline(), async () => {
      try {
        expect(await ask('inquiry', order.payment_id)).toBe(P.expired);
        expect(spy.mock.calls.some(([input]) => String(input).endsWith(`/charges/${order.chargeId}`))).toBe(
          true,
        );
      } finally {
        spy.mockRestore();
      }
      expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
      expect(await ask('inquiry', order.payment_id)).toBe(P.paid);
      expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
    });
  });

  it("a replaced QR's money found by the inquiry reads 6 and is paid back", async () => {
    const order = await placeOrder();
    await fake().complete(order.chargeId, 'successful', { webhook: false });
    expect((await replaceQr(server, token, order.order_id)).status).toBe(200);
    expect(await ask('inquiry', order.payment_id)).toBe(P.paidToRefund);
    expect(await refundRow(order.payment_id)).toMatchObject({ status: 'refunded' });
    expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
  });
});

describe('refunds through the provider', () => {
  it('a superseded QR paid later anyway is recorded for refund and paid back through the refund API', async () => {
    const order = await placeOrder();
    const fresh = await replaceQr(server, token, order.order_id);
    expect(fresh.status, fresh.text).toBe(200);
    expect(fake().charge(order.chargeId)?.status).toBe('expired');
    // The bank's payment crossed the expiry: the money arrives for the old charge all the same.
    expect(await fake().complete(order.chargeId, 'successful', { late: true })).toBe(200);
    const [refund] = await server.db.query<{
      status: string;
      reason: string;
      provider_refund_id: string | null;
    }>('SELECT status, reason, provider_refund_id FROM refunds WHERE payment_id = $1', [order.payment_id]);
    expect(refund).toMatchObject({
      status: 'refunded',
      reason: 'superseded_payment',
    });
    expect(refund?.provider_refund_id).toMatch(/^rfnd_test_/);
    expect(fake().charge(order.chargeId)?.refunded_amount).toBe(Math.round(order.total_amount * 100));
    expect(await orderStatus(order.order_id)).toBe(O.awaitingPayment);
  });

  it('a paid order the customer cancels is paid back, once, by the next reconciliation', async () => {
    const order = await cancelledPaidOrder();
    await server.services.providerPayments.reconcile();
    await server.services.providerPayments.reconcile();
    const refunds = await server.db.query<{ status: string }>(
      'SELECT status FROM refunds WHERE payment_id = $1',
      [order.payment_id],
    );
    expect(refunds).toEqual([{ status: 'refunded' }]);
    expect(fake().charge(order.chargeId)?.refunded_amount).toBe(Math.round(order.total_amount * 100));
  });
});

describe('a replaced QR is expired at the provider', () => {
  it('a new QR expires the old charge (POST /charges/{id}/expire); the old QR can no longer be paid', async () => {
    const order = await placeOrder();
    const fresh = await replaceQr(server, token, order.order_id);
    expect(fresh.status, fresh.text).toBe(200);
    const freshId = fresh.body.data.payment_id as number;
    expect(fake().charge(order.chargeId)?.status).toBe('expired');
    expect(await providerStatus(order.payment_id)).toBe('expired');
    expect(await paymentStatus(order.payment_id)).toBe(P.cancelled);
    // The customer's bank tries the old QR: the charge stays expired, Opn's event says so, nothing is paid.
    await fake().complete(order.chargeId, 'successful');
    expect(fake().charge(order.chargeId)?.status).toBe('expired');
    expect(await paymentStatus(order.payment_id)).toBe(P.cancelled);
    expect(await server.db.query('SELECT 1 FROM refunds WHERE payment_id = $1', [order.payment_id])).toEqual(
      [],
    );
    // The new QR is untouched and pays the order.
    const [newCharge] = await server.db.query<{ provider_charge_id: string }>(
      'SELECT provider_charge_id FROM payments WHERE id = $1',
      [freshId],
    );
    expect(fake().charge(newCharge!.provider_charge_id)?.status).toBe('pending');
    expect(await fake().complete(newCharge!.provider_charge_id, 'successful')).toBe(200);
    expect(await orderStatus(order.order_id)).toBe(O.paidPreparing);
  });

  it('an expiry the provider refused (paid meanwhile) is left to the webhook: recorded for refund', async () => {
    const order = await placeOrder();
    // Paid at the provider, its webhook not here yet, when the new QR is asked for.
    await fake().complete(order.chargeId, 'successful', { webhook: false });
    const fresh = await replaceQr(server, token, order.order_id);
    expect(fresh.status, fresh.text).toBe(200);
    expect(fake().charge(order.chargeId)?.status).toBe('successful');
    expect(await providerStatus(order.payment_id)).toBe('pending');
    expect(await fake().deliver(order.chargeId)).toBe(200);
    const [refund] = await server.db.query<{ status: string; reason: string }>(
      'SELECT status, reason FROM refunds WHERE payment_id = $1',
      [order.payment_id],
    );
    expect(refund).toEqual({ status: 'refunded', reason: 'superseded_payment' });
  });

  it('an expiry that failed is tried again by the reconciliation after the old QR deadline', async () => {
    const order = await placeOrder();
    // Opn does not answer the expiry (the connection fails): the new QR is made all the same.
    const realFetch = globalThis.fetch;
    const spy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input instanceof Request ? input.url : input).endsWith('/expire')
          ? Promise.reject(new TypeError('fetch failed'))
          : realFetch(input, init),
      );
    let fresh: Awaited<ReturnType<typeof server.call>>;
    try {
      fresh = await replaceQr(server, token, order.order_id);
    } finally {
      spy.mockRestore();
    }
    expect(fresh.status, fresh.text).toBe(200);
    expect(fake().charge(order.chargeId)?.status).toBe('pending');
    expect(await providerStatus(order.payment_id)).toBe('pending');
    await withClockAhead(server, 16 * 60_000, async () => {
      await server.services.providerPayments.reconcile();
    });
    expect(fake().charge(order.chargeId)?.status).toBe('expired');
    expect(await providerStatus(order.payment_id)).toBe('expired');
    expect(await paymentStatus(order.payment_id)).toBe(P.cancelled);
  });
});

describe('a refund left in refunding by a crash', () => {
  /** What a process killed after its claim leaves: 'refunding', claimed until `untilMs` from now. */
  const leaveRefunding = (paymentId: number, untilMs: number) =>
    server.db.query(`UPDATE refunds SET status = 'refunding', claimed_until = $2 WHERE payment_id = $1`, [
      paymentId,
      new Date(server.clock.now().getTime() + untilMs),
    ]);

  it('killed before the refund call: taken again once the claim ran out, paid back once', async () => {
    const order = await cancelledPaidOrder();
    await leaveRefunding(order.payment_id, 60_000);
    // Still claimed (the process may be alive and calling Opn): left alone.
    await server.services.providerPayments.reconcile();
    expect((await refundRow(order.payment_id))?.status).toBe('refunding');
    expect(fake().charge(order.chargeId)?.refunded_amount).toBe(0);
    await withClockAhead(server, 2 * 60_000, async () => {
      await server.services.providerPayments.reconcile();
      await server.services.providerPayments.reconcile();
    });
    const row = await refundRow(order.payment_id);
    expect(row?.status).toBe('refunded');
    expect(row?.provider_refund_id).toMatch(/^rfnd_test_/);
    expect(fake().charge(order.chargeId)?.refunds.data).toHaveLength(1);
    expect(fake().charge(order.chargeId)?.refunded_amount).toBe(Math.round(order.total_amount * 100));
  });

  it("killed after Opn made the refund: recorded with Opn's refund id, not paid back twice", async () => {
    const order = await cancelledPaidOrder();
    // The refund call reached Opn; the process died before writing 'refunded'.
    const made = await fetch(`${server.url}/__dev/opn/charges/${order.chargeId}/refunds`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${server.config.opn.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ amount: Math.round(order.total_amount * 100) }),
    });
    expect(made.status).toBe(200);
    const refundId = ((await made.json()) as { id: string }).id;
    await leaveRefunding(order.payment_id, -1_000);
    await server.services.providerPayments.reconcile();
    expect(await refundRow(order.payment_id)).toEqual({ status: 'refunded', provider_refund_id: refundId });
    expect(fake().charge(order.chargeId)?.refunds.data).toEqual([
      { id: refundId, amount: Math.round(order.total_amount * 100) },
    ]);
  });
});

describe('the fake of Opn with a state file (npm start on a PGlite folder)', () => {
  it('remembers its charges, their QR and refunds across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opn-fake-'));
    const stateFile = join(dir, 'pglite-opn-fake.json');
    const secretKey = 'skey_test_state';
    const auth = { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` };
    const start = async () => {
      const fakeOpn = createOpnFake({
        secretKey,
        webhookSecret: randomBytes(32).toString('base64'),
        serverUrl: () => 'http://127.0.0.1:1',
        now: () => new Date(),
        billerId: '010555012345601',
        stateFile,
      });
      const app = Fastify();
      await app.register(fakeOpn.routes, { prefix: '/__dev/opn' });
      return { fakeOpn, app };
    };
    try {
      const first = await start();
      const created = await first.app.inject({
        method: 'POST',
        url: '/__dev/opn/charges',
        headers: auth,
        payload: {
          amount: 12345,
          currency: 'thb',
          source: { type: 'promptpay' },
          metadata: { order_no: 'A1' },
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const chargeId = created.json().id as string;
      await first.fakeOpn.complete(chargeId, 'successful', { webhook: false });
      const refund = await first.app.inject({
        method: 'POST',
        url: `/__dev/opn/charges/${chargeId}/refunds`,
        headers: auth,
        payload: { amount: 12345 },
      });
      expect(refund.statusCode, refund.body).toBe(200);
      const qr = await first.app.inject({
        method: 'GET',
        url: new URL(created.json().source.scannable_code.image.download_uri).pathname,
        headers: auth,
      });
      await first.app.close();

      const second = await start();
      const read = await second.app.inject({
        method: 'GET',
        url: `/__dev/opn/charges/${chargeId}`,
        headers: auth,
      });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({
        id: chargeId,
        status: 'successful',
        amount: 12345,
        refunded_amount: 12345,
      });
      const again = await second.app.inject({
        method: 'GET',
        url: new URL(created.json().source.scannable_code.image.download_uri).pathname,
        headers: auth,
      });
      expect(again.body).toBe(qr.body);
      expect(again.body).toMatch(/^<\?xml/);
      await second.app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('verifyOpnSignature', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
  const body = '{"id":"evnt_1"}';
  const now = 1_800_000_000_000;
  const check = (headers: Record<string, string>, nowMs = now) =>
    verifyOpnSignature({
      rawBody: Buffer.from(body),
      signature: headers['omise-signature'],
      timestamp: headers['omise-signature-timestamp'],
      secret,
      nowMs,
      toleranceSeconds: 300,
    });
  it('accepts a signature in the window on either side, refuses outside it', () => {
    const headers = opnSignatureHeaders(body, secret, now / 1000);
    expect(check(headers)).toBeNull();
    expect(check(headers, now + 299_000)).toBeNull();
    expect(check(headers, now - 299_000)).toBeNull();
    expect(check(headers, now + 301_000)).toBe('stale_timestamp');
    expect(check({ ...headers, 'omise-signature': 'zz' })).toBe('bad_signature');
    expect(
      check({
        ...headers,
        'omise-signature-timestamp': String(now / 1000 + 1),
      }),
    ).toBe('bad_signature');
    expect(check({})).toBe('missing_signature');
  });
});

describe('the environment (server/config.ts)', () => {
  const secret = Buffer.from('0123456789abcdef0123456789abcdef').toString('base64');
  it('defaults to Opn against the built-in fake with the development control, bill-payment in production', () => {
    expect(loadConfig({})).toMatchObject({
      paymentProvider: 'opn',
      opn: { fake: true, apiBaseUrl: null },
    });
    expect(loadConfig({ NODE_ENV: 'production' }).paymentProvider).toBe('billpayment');
    expect(loadConfig({ DEV_ENDPOINTS: '0' }).paymentProvider).toBe('billpayment');
    expect(loadConfig({ PAYMENT_PROVIDER: 'billpayment' }).paymentProvider).toBe('billpayment');
  });

  it('takes a real Opn account with its secret key and webhook secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      OPN_SECRET_KEY: 'skey_test_5abc',
      OPN_WEBHOOK_SECRET: secret,
    });
    expect(config).toMatchObject({
      paymentProvider: 'opn',
      opn: {
        fake: false,
        apiBaseUrl: 'https://api.omise.co',
        secretKey: 'skey_test_5abc',
        webhookSecret: secret,
      },
    });
  });

  it('names the variable that is missing or malformed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'opn' })).toThrow(/OPN_SECRET_KEY/);
    expect(() => loadConfig({ OPN_SECRET_KEY: 'skey_test_5abc' })).toThrow(/OPN_WEBHOOK_SECRET/);
    expect(() => loadConfig({ OPN_SECRET_KEY: 'pkey_test_5abc' })).toThrow(/OPN_SECRET_KEY/);
    expect(() => loadConfig({ OPN_WEBHOOK_SECRET: 'c2hvcnQ=' })).toThrow(/OPN_WEBHOOK_SECRET/);
    expect(() => loadConfig({ OPN_API_BASE_URL: 'not a url' })).toThrow(/OPN_API_BASE_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ STAFF_API_KEY: 'short' })).toThrow(/STAFF_API_KEY/);
    expect(() => loadConfig({ OPN_WEBHOOK_TOLERANCE_SECONDS: '1' })).toThrow(/OPN_WEBHOOK_TOLERANCE_SECONDS/);
  });
});
