import jpeg from 'jpeg-js';
import jsQR from 'jsqr';
import { parse } from 'promptparse';
import { billPayment } from 'promptparse/validate';
import { describe, expect, it } from 'vitest';
import { SHOP001_ORDER_COUNT, SHOP001_ORDER_IDS_BY_STATUS } from '../../server/seed/fixtures.ts';
import { QR_REUSE_MIN_LEFT_MS } from '../../server/services/payment-issue.ts';
import { payOnDemoBank, placePlainOrder, suiteSignedInServer, withClockAhead } from './harness.ts';

const V1 = '/api/v1/ssc';
/** Seeded SHOP001 orders in a status. */
const ordersIn = (status: number): readonly number[] => SHOP001_ORDER_IDS_BY_STATUS[status] ?? [];
const firstOrderIn = (status: number): number => ordersIn(status)[0] ?? 0;
const server = suiteSignedInServer();

/** Places a fresh order of `quantity` units of a plain product, without a coupon. */
const placeOrder = (quantity = 25) => placePlainOrder(server, server.token, quantity);

function decodeQr(base64: string): string {
  const image = jpeg.decode(Buffer.from(base64, 'base64'), { useTArray: true, formatAsRGBA: true });
  const result = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!result) throw new Error('no QR code found in the image');
  return result.data;
}

const paymentStatus = async (id: number, kind = 'check_status') =>
  (await server.call('GET', `${V1}/payments/${kind}/${id}`, { token: server.token })).body.data
    .payment_status;

/** POST /payments for an order: a new QR (the order's current payment). */
const newPayment = (orderId: number) =>
  server.call('POST', `${V1}/payments`, { token: server.token, body: { order_id: orderId } });

describe('orders list and detail', () => {
  it("lists only the caller's orders, newest first, with total_sku and total_amount", async () => {
    const res = await server.call(
      'GET',
      `${V1}/orders/paged?limit=100&page=1&order_name=&order_by=&search=&status=&start_date=&end_date=`,
      { token: server.token },
    );
    expect(res.status, res.text).toBe(200);
    const list = res.body.data;
    expect(list).toHaveLength(SHOP001_ORDER_COUNT);
    const dates = list.map((o: { created_date: string }) => Date.parse(o.created_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const statuses = new Set(list.map((o: { status_id: number }) => o.status_id));
    for (const s of [1, 2, 3, 4, 5, 6, 7, 12]) expect(statuses.has(s)).toBe(true);
    expect(list[0].total_sku).toBeGreaterThan(0);
  });

  it('filters by status and search', async () => {
    const res = await server.call('GET', `${V1}/orders/paged?status=5`, { token: server.token });
    expect(res.body.data.map((o: { order_id: number }) => o.order_id).sort()).toEqual(
      [...ordersIn(5)].sort(),
    );
    const first = res.body.data[0];
    const search = await server.call('GET', `${V1}/orders/paged?search=${first.order_no}`, {
      token: server.token,
    });
    expect(search.body.data).toHaveLength(1);
  });

  it('answers the detail with address, items, gifts and the payment summary; 404 for unknown', async () => {
    const res = await server.call('GET', `${V1}/orders/detail?order_id=${firstOrderIn(4)}`, {
      token: server.token,
    });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.shipping_address_detail).toMatchObject({
      address: expect.any(String),
      zipcode: expect.any(String),
    });
    expect(d.order_items.length).toBeGreaterThan(0);
    expect(d.total_amount).toBeCloseTo(
      d.total_sale - d.total_discount - d.coupon_discount + d.shipping_fee - d.discount_shipping,
      2,
    );
    expect(
      (await server.call('GET', `${V1}/orders/detail?order_id=999999`, { token: server.token })).status,
    ).toBe(404);
  });
});

describe('cancelling', () => {
  it('cancels in status 1 or 2 and refuses other statuses with 409', async () => {
    const unpaid = firstOrderIn(1);
    const res = await server.call('PUT', `${V1}/orders/cancel`, {
      token: server.token,
      body: { order_id: unpaid },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ order_id: unpaid, status_id: 6 });
    const paid = firstOrderIn(2);
    expect(
      (await server.call('PUT', `${V1}/orders/cancel`, { token: server.token, body: { order_id: paid } }))
        .status,
    ).toBe(200);
    for (const status of [3, 4, 5, 6, 7, 12] as const) {
      const id = firstOrderIn(status);
      const refused = await server.call('PUT', `${V1}/orders/cancel`, {
        token: server.token,
        body: { order_id: id },
      });
      expect(refused.status, `status ${status}`).toBe(409);
    }
  });

  it('ends the pending payment of a cancelled order', async () => {
    const order = await placeOrder();
    await server.call('PUT', `${V1}/orders/cancel`, {
      token: server.token,
      body: { order_id: order.order_id },
    });
    expect(await paymentStatus(order.payment_id)).toBe(5);
    expect((await newPayment(order.order_id)).status).toBe(409);
  });
});

describe('PromptPay payments', () => {
  it('answers a real PromptPay QR whose payload carries the amount and the order', async () => {
    const order = await placeOrder(25);
    const payload = decodeQr(order.qr_code);
    expect(parse(payload)?.validate('63')).toBe(true);
    const bill = billPayment(payload);
    expect(bill).not.toBeNull();
    expect(bill?.billerId).toBe(server.config.promptPayBillerId);
    expect(bill?.amount).toBe(order.total_amount);
    expect(bill?.ref1).toBe(order.order_no);
    expect(bill?.ref2).toBe(String(order.payment_id));
  });

  it('moves from pending to paid, and paying moves the order to status 2', async () => {
    const order = await placeOrder();
    expect(await paymentStatus(order.payment_id)).toBe(1);
    const paid = await server.call('POST', `/__dev/payments/${order.payment_id}/status`, {
      body: { payment_status: 2 },
    });
    expect(paid.status).toBe(200);
    expect(await paymentStatus(order.payment_id)).toBe(2);
    expect(await paymentStatus(order.payment_id, 'inquiry')).toBe(2);
    const detail = await server.call('GET', `${V1}/orders/detail?order_id=${order.order_id}`, {
      token: server.token,
    });
    expect(detail.body.data.status_id).toBe(2);
    expect((await newPayment(order.order_id)).status).toBe(409);
  });

  it('expires a payment after qr_timeout minutes; POST /payments opens a fresh one', async () => {
    const order = await placeOrder();
    await withClockAhead(server, (server.config.qrTimeoutMinutes + 1) * 60_000, async () => {
      expect(await paymentStatus(order.payment_id, 'inquiry')).toBe(4);
      const fresh = await newPayment(order.order_id);
      expect(fresh.status, fresh.text).toBe(200);
      expect(fresh.body.data).toMatchObject({
        qr_timeout: server.config.qrTimeoutMinutes,
        amount: order.total_amount,
      });
      expect(fresh.body.data.payment_id).not.toBe(order.payment_id);
      expect(billPayment(decodeQr(fresh.body.data.qr_image))?.amount).toBe(order.total_amount);
      expect(await paymentStatus(fresh.body.data.payment_id)).toBe(1);
      // Asked again while the fresh QR has its time left: the same payment.
      const again = await newPayment(order.order_id);
      expect(again.body.data).toEqual(fresh.body.data);
      expect(await paymentStatus(fresh.body.data.payment_id)).toBe(1);
    });
  });

  it('turns orders unpaid for 24 hours into status 7 and cancels their payment', async () => {
    const order = await placeOrder();
    server.clock.offsetMs = 24 * 3_600_000 + 1000;
    try {
      server.token = await server.login(); // the old access token has expired by then
      const detail = await server.call('GET', `${V1}/orders/detail?order_id=${order.order_id}`, {
        token: server.token,
      });
      expect(detail.body.data.status_id).toBe(7);
      expect(await paymentStatus(order.payment_id)).toBe(5);
      expect((await newPayment(order.order_id)).status).toBe(409);
    } finally {
      server.clock.offsetMs = 0;
      server.token = await server.login();
    }
  });

  it('answers 404 for an unknown payment', async () => {
    expect(
      (await server.call('GET', `${V1}/payments/check_status/999999`, { token: server.token })).status,
    ).toBe(404);
    expect((await server.call('GET', `${V1}/payments/inquiry/999999`, { token: server.token })).status).toBe(
      404,
    );
  });
});

describe('POST /payments answers the QR the customer may have saved', () => {
  const margin = QR_REUSE_MIN_LEFT_MS;
  const lifetime = () => server.config.qrTimeoutMinutes * 60_000;
  const pendingPayments = async (orderId: number) =>
    server.db.query<{ id: number }>(
      'SELECT id FROM payments WHERE order_id = $1 AND status = 1 ORDER BY id',
      [orderId],
    );
  const detailOf = async (orderId: number) =>
    (await server.call('GET', `${V1}/orders/detail?order_id=${orderId}`, { token: server.token })).body.data;

  it('while the QR has the margin or more left: the same payment, QR and created_date; it stays payable', async () => {
    const order = await placeOrder();
    const first = await newPayment(order.order_id);
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toEqual({
      payment_id: order.payment_id,
      qr_image: order.qr_code,
      qr_timeout: server.config.qrTimeoutMinutes,
      created_date: order.created_date,
      amount: order.total_amount,
    });
    // Later, with the margin and a second left: still the same, its countdown unchanged.
    const later = await withClockAhead(server, lifetime() - margin - 1000, () => newPayment(order.order_id));
    expect(later.body.data).toEqual(first.body.data);
    expect(await pendingPayments(order.order_id)).toEqual([{ id: order.payment_id }]);
    expect(await paymentStatus(order.payment_id)).toBe(1);
    // The saved QR is paid: the order is paid, nothing is to refund.
    const paid = await server.call('POST', `/__dev/payments/${order.payment_id}/status`, {
      body: { payment_status: 2 },
    });
    expect(paid.body.data.payment_status).toBe(2);
    const detail = await detailOf(order.order_id);
    expect(detail.status_id).toBe(2);
    expect(detail.refunds).toEqual([]);
  });

  it('with less than the margin left: a new payment, the old one superseded', async () => {
    const order = await placeOrder();
    const fresh = await withClockAhead(server, lifetime() - margin + 1000, () => newPayment(order.order_id));
    expect(fresh.status, fresh.text).toBe(200);
    expect(fresh.body.data.payment_id).not.toBe(order.payment_id);
    expect(fresh.body.data.created_date).not.toBe(order.created_date);
    expect(await paymentStatus(order.payment_id)).toBe(5);
    expect(await pendingPayments(order.order_id)).toEqual([{ id: fresh.body.data.payment_id }]);
    // The old QR paid all the same: recorded to refund, the order still awaits payment.
    await server.call('POST', `/__dev/payments/${order.payment_id}/status`, { body: { payment_status: 2 } });
    expect(await paymentStatus(order.payment_id)).toBe(6);
    expect((await detailOf(order.order_id)).status_id).toBe(1);
  });

  it('past the deadline (not yet expired in the table): a new payment, the old one superseded', async () => {
    const order = await placeOrder();
    const fresh = await withClockAhead(server, lifetime() + 1000, () => newPayment(order.order_id));
    expect(fresh.body.data.payment_id).not.toBe(order.payment_id);
    expect(await paymentStatus(order.payment_id)).toBe(5);
    expect(await pendingPayments(order.order_id)).toEqual([{ id: fresh.body.data.payment_id }]);
  });

  it('two taps at once answer one payment: the current QR, or one new QR', async () => {
    const order = await placeOrder();
    const both = await Promise.all([newPayment(order.order_id), newPayment(order.order_id)]);
    expect(both.map((r) => r.body.data.payment_id)).toEqual([order.payment_id, order.payment_id]);
    const replaced = await withClockAhead(server, lifetime() - margin / 2, () =>
      Promise.all([newPayment(order.order_id), newPayment(order.order_id)]),
    );
    const [a, b] = replaced.map((r) => r.body.data);
    expect(a.payment_id).not.toBe(order.payment_id);
    expect(b).toEqual(a);
    expect(await pendingPayments(order.order_id)).toEqual([{ id: a.payment_id }]);
    const all = await server.db.query('SELECT id FROM payments WHERE order_id = $1', [order.order_id]);
    expect(all).toHaveLength(2);
  });
});

describe('with the bill-payment QR the server draws (no provider to ask)', () => {
  const local = suiteSignedInServer({ PAYMENT_PROVIDER: 'billpayment' });

  it('POST /payments answers the same QR, drawn again from its payload; the inquiry reads the table', async () => {
    const order = await placePlainOrder(local, local.token);
    const again = await local.call('POST', `${V1}/payments`, {
      token: local.token,
      body: { order_id: order.order_id },
    });
    expect(again.body.data).toMatchObject({ payment_id: order.payment_id, created_date: order.created_date });
    expect(decodeQr(again.body.data.qr_image)).toBe(decodeQr(order.qr_code));
    const inquiry = await withClockAhead(local, (local.config.qrTimeoutMinutes + 1) * 60_000, () =>
      local.call('GET', `${V1}/payments/inquiry/${order.payment_id}`, { token: local.token }),
    );
    expect(inquiry.body.data.payment_status).toBe(4);
  });
});

describe('development control (/__dev)', () => {
  it('the demo bank lists pending payments and pays one with a form post', async () => {
    const order = await placeOrder();
    const page = await server.call('GET', '/__dev/bank');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain(order.order_no);
    const res = await payOnDemoBank(server, order.payment_id);
    expect(res.status).toBe(303);
    expect(await paymentStatus(order.payment_id)).toBe(2);
  });

  it('injects faults: a status N times, a malformed body, a delay', async () => {
    const path = `${V1}/coupons`;
    await server.call('POST', '/__dev/faults', { body: { path, status: 503, times: 2 } });
    expect((await server.call('GET', path, { token: server.token })).status).toBe(503);
    expect((await server.call('GET', path, { token: server.token })).status).toBe(503);
    expect((await server.call('GET', path, { token: server.token })).status).toBe(200);
    await server.call('POST', '/__dev/faults', { body: { path: `${V1}/skus*`, malformed: 'json' } });
    const broken = await server.call('GET', `${V1}/skus?page=1`, { token: server.token });
    expect(broken.status).toBe(200);
    expect(broken.body).toBeUndefined();
    await server.call('POST', '/__dev/faults', { body: { path, method: 'GET', malformed: 'shape' } });
    expect((await server.call('GET', path, { token: server.token })).body.data).toEqual({ unexpected: true });
    await server.call('POST', '/__dev/faults', { body: { path, delay_ms: 300 } });
    const started = Date.now();
    const slow = await server.call('GET', path, { token: server.token });
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect((await server.call('POST', '/__dev/faults', { body: { path: '', status: 99 } })).status).toBe(400);
  });

  it('moves an order along its statuses and resets the world to the seed', async () => {
    const order = await placeOrder();
    // An order is paid only through its payment: the supplier's steps start at status 2.
    const unpaid = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
      body: { status_id: 4 },
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toContain('cannot be moved to 4');
    await server.call('POST', `/__dev/payments/${order.payment_id}/status`, { body: { payment_status: 2 } });
    const moved = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
      body: { status_id: 4 },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data).toEqual({ order_id: order.order_id, status_id: 4 });
    const back = await server.call('POST', `/__dev/orders/${order.order_id}/status`, {
      body: { status_id: 2 },
    });
    expect(back.status).toBe(409);
    expect(
      (await server.call('GET', `${V1}/orders/detail?order_id=${order.order_id}`, { token: server.token }))
        .body.data.status_id,
    ).toBe(4);
    expect(
      (await server.call('POST', `/__dev/orders/${order.order_id}/status`, { body: { status_id: 99 } }))
        .status,
    ).toBe(400);
    expect((await server.call('POST', '/__dev/reset')).status).toBe(200);
    const fresh = await server.login();
    const list = await server.call('GET', `${V1}/orders/paged?limit=100`, { token: fresh });
    expect(list.body.data).toHaveLength(SHOP001_ORDER_COUNT);
    server.token = fresh;
  });
});
