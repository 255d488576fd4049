import { describe, expect, it } from 'vitest';
import {
  COUPON_CODES,
  SKU_ID_BY_PROMOTION_TYPE,
  SKU_ID_PLAIN,
  SKU_ID_WITH_DISCOUNT,
} from '../../server/seed/fixtures.ts';
import { SEED_SHOPS, suiteSignedInServer } from './harness.ts';

const SUMMARY = '/api/v1/ssc/summary/saleitem';
const ORDERS = '/api/v1/ssc/orders';

const server = suiteSignedInServer();

// biome-ignore lint/suspicious/noExplicitAny: the summary answer is asserted field by field
async function summary(lines: { sku_id: number; quantity: number }[], query = ''): Promise<any> {
  const res = await server.call('POST', `${SUMMARY}${query}`, { token: server.token, body: lines });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

// biome-ignore lint/suspicious/noExplicitAny: built from a summary answer
function orderBody(s: any, overrides: Record<string, unknown> = {}) {
  const cart = s.cart[0];
  return {
    total: cart.total_net_price,
    payment_method: 1,
    shipping_address: { id: s.shipping_address[0].id },
    tax_address: { id: 12 },
    shipping_fee: cart.total_shipping,
    discount_shipping: cart.shipping_matching[0].shipping_discount,
    // biome-ignore lint/suspicious/noExplicitAny: sale item
    order_items: cart.sale_items.map((i: any) => ({ sku_id: i.sku_id, seq: i.seq, quantity: i.quantity })),
    // biome-ignore lint/suspicious/noExplicitAny: coupon
    coupon_code: cart.coupons.find((c: any) => c.selected)?.code ?? null,
    ...overrides,
  };
}

const orderCount = async () =>
  (await server.db.query<{ n: number }>('SELECT COUNT(*) AS n FROM orders'))[0]!.n;

describe('POST /summary/saleitem', () => {
  it('prices lines at net price and reports the shipping address', async () => {
    const s = await summary([
      { sku_id: SKU_ID_WITH_DISCOUNT, quantity: 2 },
      { sku_id: SKU_ID_PLAIN, quantity: 1 },
    ]);
    const cart = s.cart[0];
    expect(cart.sale_items[0]).toMatchObject({
      sku_id: SKU_ID_WITH_DISCOUNT,
      seq: 1,
      quantity: 2,
      price: 47,
      net_price: 39.95,
    });
    expect(cart.sale_items[0].total_net_price).toBe(79.9);
    expect(cart.sale_items[1]).toMatchObject({ sku_id: SKU_ID_PLAIN, seq: 2, quantity: 1 });
    expect(s.total_sku_discount).toBe(14.1);
    expect(s.shipping_address[0]).toMatchObject({ id: 11, province: 'กรุงเทพมหานคร' });
    expect(cart.total_shipping).toBe(60);
    expect(cart.shipping_matching[0].shipping_discount).toBe(0);
  });

  it('selects the highest-discount applicable coupon by default, and lists only usable coupons', async () => {
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 30 }]);
    const cart = s.cart[0];
    // biome-ignore lint/suspicious/noExplicitAny: coupon
    const codes = cart.coupons.map((c: any) => c.code).sort();
    expect(codes).toEqual([...COUPON_CODES.usable, COUPON_CODES.usableMin5000].sort());
    // biome-ignore lint/suspicious/noExplicitAny: coupon
    const selected = cart.coupons.filter((c: any) => c.selected);
    expect(selected).toHaveLength(1);
    // biome-ignore lint/suspicious/noExplicitAny: coupon
    const best = Math.max(...cart.coupons.filter((c: any) => c.applicable).map((c: any) => c.discount));
    expect(selected[0].discount).toBe(best);
    expect(cart.coupon_discount).toBe(best);
    const goods = cart.total_sale - cart.promotion_discounts;
    const shipping = cart.total_shipping - cart.shipping_matching[0].shipping_discount;
    expect(cart.total_net_price).toBeCloseTo(goods - best + shipping, 2);
  });

  it('honours coupon_code and not_use_coupon=1', async () => {
    const lines = [{ sku_id: SKU_ID_PLAIN, quantity: 30 }];
    const chosen = await summary(lines, '?coupon_code=CASH100');
    // biome-ignore lint/suspicious/noExplicitAny: coupon
    expect(chosen.cart[0].coupons.find((c: any) => c.selected).code).toBe('CASH100');
    expect(chosen.cart[0].coupon_discount).toBe(100);
    const none = await summary(lines, '?not_use_coupon=1');
    // biome-ignore lint/suspicious/noExplicitAny: coupon
    expect(none.cart[0].coupons.some((c: any) => c.selected)).toBe(false);
    expect(none.cart[0].coupon_discount).toBe(0);
  });

  it('answers 409 for a coupon that cannot be used and 404 for one that is not yours', async () => {
    const lines = [{ sku_id: SKU_ID_PLAIN, quantity: 1 }];
    const used = await server.call('POST', `${SUMMARY}?coupon_code=${COUPON_CODES.used[0]}`, {
      token: server.token,
      body: lines,
    });
    expect(used.status).toBe(409);
    expect(used.body.errors[0].path).toBe('query.coupon_code');
    const tooSmall = await server.call('POST', `${SUMMARY}?coupon_code=${COUPON_CODES.usableMin5000}`, {
      token: server.token,
      body: lines,
    });
    expect(tooSmall.status).toBe(409);
    const others = await server.call('POST', `${SUMMARY}?coupon_code=${COUPON_CODES.shop002Usable[0]}`, {
      token: server.token,
      body: lines,
    });
    expect(others.status).toBe(404);
  });

  it('applies promotions: step-free gifts, premium gifts and free shipping on big orders', async () => {
    const s = await summary([
      { sku_id: SKU_ID_BY_PROMOTION_TYPE.step_free, quantity: 20 },
      { sku_id: SKU_ID_BY_PROMOTION_TYPE.premium, quantity: 20 },
    ]);
    const cart = s.cart[0];
    // biome-ignore lint/suspicious/noExplicitAny: promotion
    const types = cart.promotions.map((p: any) => p.type);
    expect(types).toContain('step_free');
    expect(types).toContain('premium');
    // biome-ignore lint/suspicious/noExplicitAny: promotion
    const gifts = cart.promotions.flatMap((p: any) => p.premiums);
    expect(gifts.length).toBeGreaterThanOrEqual(2);
    // biome-ignore lint/suspicious/noExplicitAny: gift
    expect(gifts.every((g: any) => g.free_quantity > 0 && g.title)).toBe(true);
    expect(cart.total_sale).toBeGreaterThanOrEqual(1500);
    expect(cart.shipping_matching[0].shipping_discount).toBe(60);
  });
});

describe('POST /orders', () => {
  it('places an order, marks its coupon used and answers a PromptPay payment', async () => {
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 30 }], '?coupon_code=CASH100');
    const res = await server.call('POST', ORDERS, { token: server.token, body: orderBody(s) });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      qr_timeout: server.config.qrTimeoutMinutes,
      total_amount: s.cart[0].total_net_price,
    });
    expect(data.order_id).toBeGreaterThan(10000);
    expect(data.order_no).toMatch(/^SO\d{12}$/);
    expect(data.payment_id).toBeGreaterThan(0);
    expect(Buffer.from(data.qr_code, 'base64').subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // JPEG
    expect(Number.isNaN(Date.parse(data.created_date))).toBe(false);
    const [coupon] = await server.db.query<{ status: string; used_order_id: number }>(
      `SELECT status, used_order_id FROM coupons WHERE code = 'CASH100'`,
    );
    expect(coupon).toEqual({ status: 'Used', used_order_id: data.order_id });
    const detail = await server.call('GET', `/api/v1/ssc/orders/detail?order_id=${data.order_id}`, {
      token: server.token,
    });
    expect(detail.body.data).toMatchObject({ status_id: 1, coupon_code: 'CASH100', coupon_discount: 100 });
    // A used coupon cannot be used again.
    const again = await server.call('POST', ORDERS, { token: server.token, body: orderBody(s) });
    expect(again.status).toBe(409);
  });

  it('is idempotent: the same Idempotency-Key twice gives one order', async () => {
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 25 }], '?not_use_coupon=1');
    const before = await orderCount();
    const headers = { 'idempotency-key': 'test-key-0001' };
    const [a, b] = await Promise.all([
      server.call('POST', ORDERS, { token: server.token, body: orderBody(s), headers }),
      server.call('POST', ORDERS, { token: server.token, body: orderBody(s), headers }),
    ]);
    expect(a.status, a.text).toBe(200);
    expect(b.status, b.text).toBe(200);
    expect(b.body.data.order_id).toBe(a.body.data.order_id);
    const c = await server.call('POST', ORDERS, { token: server.token, body: orderBody(s), headers });
    expect(c.body.data.order_id).toBe(a.body.data.order_id);
    expect(await orderCount()).toBe(before + 1);
    const reused = await server.call('POST', ORDERS, {
      token: server.token,
      body: orderBody(s, { order_items: [{ sku_id: SKU_ID_PLAIN, seq: 1, quantity: 26 }] }),
      headers,
    });
    expect(reused.status).toBe(409);
  });

  it('a lost answer (fault `after`): the order is committed, its answer replaced; the key brings it back', async () => {
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 25 }], '?not_use_coupon=1');
    const before = await orderCount();
    await server.call('POST', '/__dev/faults', {
      body: { path: ORDERS, method: 'POST', status: 500, after: true },
    });
    const headers = { 'idempotency-key': 'lost-answer-key-0001' };
    const lost = await server.call('POST', ORDERS, { token: server.token, body: orderBody(s), headers });
    expect(lost.status).toBe(500);
    expect(lost.body.message).toBe('injected fault (500)');
    expect(lost.headers.get('content-encoding')).toBeNull();
    expect(await orderCount()).toBe(before + 1);
    const retry = await server.call('POST', ORDERS, { token: server.token, body: orderBody(s), headers });
    expect(retry.status, retry.text).toBe(200);
    expect(retry.body.data.qr_code).toBeTruthy();
    expect(await orderCount()).toBe(before + 1);
    // The fault was used once: the next request is answered as usual.
    expect((await server.call('GET', '/__dev/faults')).body.data).toEqual([]);
  });

  it('answers 409 with the new figures when the total differs, and writes nothing', async () => {
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 25 }], '?not_use_coupon=1');
    const before = await orderCount();
    const res = await server.call('POST', ORDERS, {
      token: server.token,
      body: orderBody(s, { total: s.cart[0].total_net_price - 1 }),
    });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({
      total: s.cart[0].total_net_price,
      shipping_fee: s.cart[0].total_shipping,
      discount_shipping: s.cart[0].shipping_matching[0].shipping_discount,
    });
    expect(await orderCount()).toBe(before);
  });

  it('refuses orders under the 500-baht minimum and addresses that are not yours', async () => {
    const small = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 1 }], '?not_use_coupon=1');
    expect((await server.call('POST', ORDERS, { token: server.token, body: orderBody(small) })).status).toBe(
      409,
    );
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 25 }], '?not_use_coupon=1');
    const wrong = await server.call('POST', ORDERS, {
      token: server.token,
      body: orderBody(s, { shipping_address: { id: 21 } }),
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errors[0].path).toBe('body.shipping_address.id');
  });

  it("keeps customers apart: another shop cannot see or cancel this shop's order", async () => {
    const s = await summary([{ sku_id: SKU_ID_PLAIN, quantity: 25 }], '?not_use_coupon=1');
    const placed = await server.call('POST', ORDERS, { token: server.token, body: orderBody(s) });
    const other = await server.login(SEED_SHOPS[1]);
    const orderId = placed.body.data.order_id;
    expect(
      (await server.call('GET', `/api/v1/ssc/orders/detail?order_id=${orderId}`, { token: other })).status,
    ).toBe(403);
    expect(
      (await server.call('PUT', '/api/v1/ssc/orders/cancel', { token: other, body: { order_id: orderId } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('POST', '/api/v1/ssc/payments', { token: other, body: { order_id: orderId } }))
        .status,
    ).toBe(403);
    const paymentId = placed.body.data.payment_id;
    expect(
      (await server.call('GET', `/api/v1/ssc/payments/check_status/${paymentId}`, { token: other })).status,
    ).toBe(403);
    const list = await server.call('GET', '/api/v1/ssc/orders/paged?limit=100&page=1', { token: other });
    // biome-ignore lint/suspicious/noExplicitAny: list item
    expect(list.body.data.some((o: any) => o.order_id === orderId)).toBe(false);
  });
});
