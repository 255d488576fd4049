import { beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_ORDER_STATUSES, ORDER_STATUS, PAYMENT_STATUS } from '../../contract/index.ts';
import { COUPON_CODES, SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { orderBodyOf, paymentsOfOrders } from './harness.ts';
import { postgresUrl, type Server, signInOn, suiteTwoProcesses } from './processes.ts';
import { ageQr } from './replaced-qr.ts';

/*
 * The money paths raced across two server processes on one PostgreSQL (docs/scaling.md): the
 * single-process race of concurrency.test.ts (cancel, a new QR, status polls, payment
 * confirmations of the first and the new QR), with each call sent to either process at random, and
 * the same single-use coupon ordered on both processes at once. Afterwards the database itself is
 * checked: no order paid and cancelled without a refund record, no order with two counted
 * payments, every order's total what the pricing engine priced, no coupon used by two live orders.
 * Runs in the server-postgres project (TEST_DATABASE_URL, as .ci/run sets it).
 */

const V1 = '/api/v1/ssc';
const ROUNDS = Number(process.env.CONCURRENCY_ROUNDS ?? 20);
const PARALLEL = 3;

type Answer = { what: string; status: number; text: string };

describe.skipIf(!postgresUrl)('races across two processes on one PostgreSQL', () => {
  const { servers, sql } = suiteTwoProcesses('t_race');
  let token = '';
  const answers: Answer[] = [];

  beforeAll(async () => {
    token = await signInOn(servers[0] as Server);
  });

  const anyServer = () => servers[Math.floor(Math.random() * servers.length)] as Server;

  async function call(
    server: Server,
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const res = await fetch(server.url + path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    const body = (text ? JSON.parse(text) : {}) as { data?: unknown };
    return { status: res.status, text, body };
  }
  /** A call to either process, its status kept for the 5xx check. */
  async function raced(what: string, method: string, path: string, body?: unknown) {
    const res = await call(anyServer(), method, path, { body });
    answers.push({ what, status: res.status, text: res.text.slice(0, 200) });
    return res;
  }
  async function pricedBody(quantity: number, coupon: string | null) {
    const query = coupon ? `?coupon_code=${coupon}` : '?not_use_coupon=1';
    const s = await call(anyServer(), 'POST', `${V1}/summary/saleitem${query}`, {
      body: [{ sku_id: SKU_ID_PLAIN, quantity }],
    });
    expect(s.status, s.text).toBe(200);
    const cart = (s.body.data as { cart: Parameters<typeof orderBodyOf>[0][] }).cart[0];
    if (!cart) throw new Error('no cart in the summary');
    return { ...orderBodyOf(cart, quantity), coupon_code: coupon };
  }
  const jitter = () => new Promise((r) => setTimeout(r, Math.floor(Math.random() * 4)));

  /** One order placed on either process, then everything that can happen to it, each on either process. */
  async function raceOne(body: Record<string, unknown>) {
    const placed = await raced('POST /orders', 'POST', `${V1}/orders`, body);
    if (placed.status !== 200) return undefined;
    const { order_id: orderId, payment_id: firstPayment } = placed.body.data as {
      order_id: number;
      payment_id: number;
    };
    // As in concurrency.test.ts: half the new QRs replace the first one, half are the first again.
    if (Math.random() < 0.5) await ageQr(sql, firstPayment);
    const pay = (paymentId: number) =>
      raced('pay', 'POST', `/__dev/payments/${paymentId}/status`, { payment_status: PAYMENT_STATUS.paid });
    const moves: (() => Promise<unknown>)[] = [
      ...(Math.random() < 0.7
        ? [() => raced('cancel', 'PUT', `${V1}/orders/cancel`, { order_id: orderId })]
        : []),
      async () => {
        const fresh = await raced('POST /payments', 'POST', `${V1}/payments`, { order_id: orderId });
        if (fresh.status === 200) await pay((fresh.body.data as { payment_id: number }).payment_id);
      },
      () => raced('check_status', 'GET', `${V1}/payments/check_status/${firstPayment}`),
      () => raced('inquiry', 'GET', `${V1}/payments/inquiry/${firstPayment}`),
      () => raced('detail', 'GET', `${V1}/orders/detail?order_id=${orderId}`),
      () => pay(firstPayment),
    ];
    await Promise.all(
      moves
        .sort(() => Math.random() - 0.5)
        .map(async (move) => {
          await jitter();
          await move();
        }),
    );
    return orderId;
  }

  it(`${ROUNDS} rounds of ${PARALLEL} orders on both processes, and one coupon ordered on both at once: no 5xx, and the database's invariants hold`, async () => {
    const plain = await pricedBody(25, null);
    const orderIds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const ids = await Promise.all(Array.from({ length: PARALLEL }, () => raceOne(plain)));
      for (const id of ids) if (id) orderIds.push(id);
    }
    expect(orderIds).toHaveLength(ROUNDS * PARALLEL);

    // The same single-use coupon, ordered on both processes at the same moment: one order takes it.
    const coupon = COUPON_CODES.usable[2];
    const withCoupon = await pricedBody(30, coupon);
    const couponOrders = await Promise.all(
      servers.flatMap((server) =>
        [0, 1].map(() =>
          call(server, 'POST', `${V1}/orders`, { body: withCoupon }).then((res) => {
            answers.push({
              what: 'POST /orders with a coupon',
              status: res.status,
              text: res.text.slice(0, 200),
            });
            return res;
          }),
        ),
      ),
    );
    expect(couponOrders.filter((res) => res.status === 200)).toHaveLength(1);
    expect(couponOrders.filter((res) => res.status === 409)).toHaveLength(couponOrders.length - 1);

    const failures = answers.filter((a) => a.status >= 500);
    expect(failures.slice(0, 5), `${failures.length} of ${answers.length} answers were 5xx`).toEqual([]);
    for (const a of answers) expect([200, 409], `${a.what}: ${a.text}`).toContain(a.status);

    const rows = await paymentsOfOrders(sql, orderIds);
    expect(rows).toHaveLength(orderIds.length);
    const counted = (r: (typeof rows)[number]) => Number(r.paid_unrefunded);
    expect(
      rows.filter((r) => CANCELLED_ORDER_STATUSES.includes(r.status_id) && counted(r) > 0),
      'orders cancelled and paid without a refund record',
    ).toEqual([]);
    expect(
      rows.filter((r) => counted(r) > 1),
      'orders with two counted payments',
    ).toEqual([]);
    expect(
      rows.filter((r) => (r.status_id === ORDER_STATUS.paidPreparing) !== (counted(r) === 1)),
      'orders whose status disagrees with their counted payment',
    ).toEqual([]);
    // The races reached the interesting states (otherwise this proves nothing).
    expect(rows.some((r) => r.status_id === ORDER_STATUS.cancelledByCustomer)).toBe(true);
    expect(rows.some((r) => r.status_id === ORDER_STATUS.paidPreparing)).toBe(true);
    expect(rows.some((r) => Number(r.paid) > counted(r))).toBe(true);

    // Every order's total is what the pricing engine priced for it (the summary's figure).
    const totals = await sql<{ total_amount: string; coupon_code: string | null }>(
      `SELECT DISTINCT total_amount, coupon_code FROM orders WHERE id = ANY($1) OR coupon_code = $2`,
      [orderIds, coupon],
    );
    expect(totals.map((t) => [Number(t.total_amount), t.coupon_code]).sort()).toEqual(
      [
        [plain.total, null],
        [withCoupon.total, coupon],
      ].sort(),
    );
    // No coupon is held by two orders that still want it.
    const shared = await sql<{ coupon_code: string; n: string }>(
      `SELECT coupon_code, COUNT(*) AS n FROM orders
        WHERE coupon_code IS NOT NULL AND NOT (status_id = ANY($1))
        GROUP BY coupon_code HAVING COUNT(*) > 1`,
      [CANCELLED_ORDER_STATUSES],
    );
    expect(shared, 'coupons used by two live orders').toEqual([]);
  }, 300_000);
});
