import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS as O, PAYMENT_STATUS as P } from '../../contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { databaseRateLimitStore } from '../../server/http/rate-limit-store.ts';
import { isStaffKey, staffRateLimiter } from '../../server/http/staff.ts';
import { plainOrderBody, startServer, type TestServer } from './harness.ts';

/**
 * The staff API (docs/payments.md "Staff API"): off without STAFF_API_KEY; with it, a bearer key
 * compared in constant time, one step of the order table at a time (2 -> 3 -> 4 -> 5, or cancel
 * with the paid payment recorded for refund), rate-limited, and every change audited.
 */

const V1 = '/api/v1/ssc';
const KEY = 'staff-key-for-tests-0123456789abcdef';
const path = (orderId: number) => `/api/staff/orders/${orderId}/status`;

describe('the staff API without STAFF_API_KEY', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.close());

  it('answers 404, whatever the key, and moves nothing', async () => {
    for (const token of [undefined, KEY]) {
      const res = await server.call('POST', path(1), { token, body: { status_id: O.packing } });
      expect(res.status, res.text).toBe(404);
      expect(res.body.message).toMatch(/STAFF_API_KEY/);
    }
  });
});

describe('the staff API with STAFF_API_KEY', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startServer({ STAFF_API_KEY: KEY, STAFF_RATE_LIMIT_PER_MINUTE: '40' });
    token = await server.login();
  });
  afterAll(() => server?.close());

  async function paidOrder() {
    const res = await server.call('POST', `${V1}/orders`, {
      token,
      body: await plainOrderBody(server, token),
    });
    expect(res.status, res.text).toBe(200);
    const { order_id, payment_id } = res.body.data as { order_id: number; payment_id: number };
    const paid = await server.call('POST', `/__dev/payments/${payment_id}/status`, {
      body: { payment_status: P.paid },
    });
    expect(paid.status, paid.text).toBe(200);
    return { orderId: order_id, paymentId: payment_id };
  }
  const move = (orderId: number, statusId: number, key: string | null = KEY, headers = {}) =>
    server.call('POST', path(orderId), { token: key ?? undefined, body: { status_id: statusId }, headers });

  it('refuses a missing or wrong key with 401 and moves nothing', async () => {
    const { orderId } = await paidOrder();
    expect((await move(orderId, O.packing, null)).status).toBe(401);
    expect((await move(orderId, O.packing, `${KEY}x`)).status).toBe(401);
    expect((await move(orderId, O.packing, token)).status).toBe(401);
    const [row] = await server.db.query<{ status_id: number }>('SELECT status_id FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(row?.status_id).toBe(O.paidPreparing);
  });

  it('moves 2 -> 3 -> 4 -> 5, one audit row per change (who, from where, from, to, when)', async () => {
    const { orderId } = await paidOrder();
    for (const [from, to] of [
      [O.paidPreparing, O.packing],
      [O.packing, O.inTransit],
      [O.inTransit, O.delivered],
    ]) {
      const res = await move(orderId, to as number, KEY, {
        // Percent-encoded UTF-8: HTTP headers are bytes.
        'x-staff-member': encodeURIComponent('สมศรี <b>'),
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data).toEqual({ order_id: orderId, from_status_id: from, status_id: to });
    }
    const audit = await server.db.query<{
      actor: string;
      address: string;
      from_status: number;
      to_status: number;
      created_date: Date;
    }>(
      'SELECT actor, address, from_status, to_status, created_date FROM order_status_audit WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(audit.map((a) => [a.from_status, a.to_status])).toEqual([
      [O.paidPreparing, O.packing],
      [O.packing, O.inTransit],
      [O.inTransit, O.delivered],
    ]);
    for (const a of audit) {
      expect(a.actor).toMatch(/^staff-key:[0-9a-f]{8} \(สมศรี b\)$/);
      expect(a.address).toBe('127.0.0.1');
      expect(a.created_date).toBeInstanceOf(Date);
    }
  });

  it('refuses a move the order table does not allow with 409 (2 -> 4, back, after delivery), unaudited', async () => {
    const { orderId } = await paidOrder();
    const skip = await move(orderId, O.inTransit);
    expect(skip.status, skip.text).toBe(409);
    expect((await move(orderId, O.awaitingPayment)).status).toBe(409);
    const rows = await server.db.query('SELECT 1 FROM order_status_audit WHERE order_id = $1', [orderId]);
    expect(rows).toEqual([]);
  });

  it('cancels a paid order (12): the payment is recorded for refund; a second cancel is 409', async () => {
    const { orderId, paymentId } = await paidOrder();
    const res = await move(orderId, O.cancelledBySupplier);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status_id).toBe(O.cancelledBySupplier);
    const refunds = await server.db.query<{ reason: string }>(
      'SELECT reason FROM refunds WHERE payment_id = $1',
      [paymentId],
    );
    expect(refunds).toEqual([{ reason: 'order_cancelled' }]);
    expect((await move(orderId, O.cancelledBySupplier)).status).toBe(409);
  });

  it('answers 404 naming params.order_id for an unknown order, 400 for an unknown status', async () => {
    const missing = await move(999_999, O.packing);
    expect(missing.status, missing.text).toBe(404);
    expect(missing.body.errors?.[0]?.path).toBe('params.order_id');
    const bad = await move(1, 99);
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body.errors?.[0]?.path).toBe('body.status_id');
  });

  it('is rate-limited per address (bad keys count too): 429 with retry-after', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 45; i++) answers.push((await move(1, O.packing, 'wrong-key')).status);
    expect(answers).toContain(429);
    const limited = await move(1, O.packing);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

/** Waits out the last seconds of a one-minute window, so a burst of requests stays in one window. */
async function startOfAWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 8_000) await new Promise((r) => setTimeout(r, left + 50));
}

describe('the staff rate limit across processes', () => {
  let server: TestServer;
  let second: Awaited<ReturnType<typeof buildApp>>['app'];
  let secondUrl: string;
  beforeAll(async () => {
    server = await startServer({ STAFF_API_KEY: KEY, STAFF_RATE_LIMIT_PER_MINUTE: '10' });
    // A second API process on the same database (PostgreSQL: the same schema).
    ({ app: second } = await buildApp({
      config: server.config,
      db: server.db,
      clock: server.clock,
      logger: false,
    }));
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second?.close();
    await server?.close();
  });

  it('on PostgreSQL two processes share one budget per address; on PGlite (one process) it is in memory', async () => {
    await startOfAWindow();
    const send = async (base: string) =>
      (
        await fetch(`${base}${path(1)}`, {
          method: 'POST',
          headers: { authorization: 'Bearer wrong-key', 'content-type': 'application/json' },
          body: JSON.stringify({ status_id: O.packing }),
        })
      ).status;
    const first: number[] = [];
    const other: number[] = [];
    for (let i = 0; i < 7; i++) {
      first.push(await send(server.url));
      other.push(await send(secondUrl));
    }
    if (server.db.driver === 'postgres') {
      // 14 requests against a budget of 10 a minute, whichever process took them.
      expect([...first, ...other].filter((s) => s === 429)).toHaveLength(4);
      expect(first.slice(-2)).toEqual([429, 429]);
      expect(other.slice(-2)).toEqual([429, 429]);
      const [row] = await server.db.query<{ hits: number }>(
        'SELECT hits FROM rate_limit_hits WHERE key = $1',
        ['staff:127.0.0.1'],
      );
      expect(row?.hits).toBe(14);
    } else {
      // Each process its own budget of 10: 7 each pass the limit (and fail the key).
      expect([...first, ...other].every((s) => s === 401)).toBe(true);
    }
  });

  it('staffRateLimiter: the in-memory window and the database store count the same way', async () => {
    const stores =
      server.db.driver === 'postgres' ? [undefined, databaseRateLimitStore(server.db)] : [undefined];
    for (const store of stores) {
      await startOfAWindow();
      const address = `198.51.100.${store ? 2 : 1}`;
      const a = staffRateLimiter(3, { store });
      const b = staffRateLimiter(3, { store });
      const answers = [await a(address), await b(address), await a(address), await b(address)];
      expect(answers.slice(0, 3), store ? 'database' : 'memory').toEqual([null, null, null]);
      // In memory each limiter is its own process (b has seen 2); the database store is shared (4th).
      if (store) expect(answers[3]).toBeGreaterThan(0);
      else expect(answers[3]).toBeNull();
      expect(await a('203.0.113.9')).toBeNull();
    }
  });
});

describe('isStaffKey', () => {
  it('accepts only `Bearer <key>`', () => {
    expect(isStaffKey(`Bearer ${KEY}`, KEY)).toBe(true);
    expect(isStaffKey(`bearer ${KEY}`, KEY)).toBe(true);
    expect(isStaffKey(KEY, KEY)).toBe(false);
    expect(isStaffKey(`Bearer ${KEY.slice(1)}`, KEY)).toBe(false);
    expect(isStaffKey(undefined, KEY)).toBe(false);
  });
});
