import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { PAYMENT_STATUS } from '../../contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { createClock } from '../../server/clock.ts';
import { type Config, loadConfig } from '../../server/config.ts';
import { type Db, openDb } from '../../server/db/index.ts';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { mockLineAccessToken, mockLineIdToken, SEED_SHOPS } from '../../server/seed/identities.ts';
import { seed } from '../../server/seed/index.ts';
import { documentedAnswers } from './documented-answers.ts';

/**
 * A real server on a loopback port over a fresh, seeded database: in-memory PGlite, or a fresh
 * schema in TEST_DATABASE_URL when the suite runs as `server-postgres`.
 */
export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: ReturnType<typeof createClock>;
  /** The app's services (the reconciliation, the staff service) and the built-in fake of Opn. */
  services: Awaited<ReturnType<typeof buildApp>>['services'];
  opnFake: Awaited<ReturnType<typeof buildApp>>['opnFake'];
  close(): Promise<void>;
  /** fetch against the server; JSON in and out; an API answer must be one the OpenAPI document has. */
  call(method: string, path: string, init?: CallInit): Promise<CallResult>;
  /** An access token for a seeded shop (SHOP001 by default), via the real sign-in sequence. */
  login(shop?: (typeof SEED_SHOPS)[number]): Promise<string>;
}

interface CallInit {
  token?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field in tests
  body: any;
  text: string;
  headers: Headers;
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'tests/server/no-static',
    ORDER_SWEEP_SECONDS: '0',
    // LINE messages are sent by the tests that look at them (tests/server/line-*.test.ts).
    LINE_OUTBOX_POLL_MS: '0',
    // The limit is on (every request passes through it) but far above what any suite sends.
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  const usePostgres = process.env.TEST_DB_DRIVER === 'postgres' && process.env.TEST_DATABASE_URL;
  const schema = usePostgres ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const db = await openDb(usePostgres ? { url: process.env.TEST_DATABASE_URL, schema } : {});
  const clock = createClock();
  await db.transaction((tx) => seed(tx, clock.now()));
  const { app, faults, services, opnFake } = await buildApp({ config, db, clock, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const documented = documentedAnswers(app.swagger());

  async function call(method: string, path: string, init: CallInit = {}): Promise<CallResult> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined = init.rawBody;
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    } else if (body !== undefined && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    // While a development fault is armed an answer may be one injected on purpose: not checked.
    const injected = faults.list().length > 0;
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!injected) documented.check(method, path, res.status, res.headers.get('content-type'), parsed);
    return { status: res.status, body: parsed, text, headers: res.headers };
  }

  return {
    url,
    app,
    db,
    config,
    clock,
    services,
    opnFake,
    call,
    async login(shop = SEED_SHOPS[0]) {
      if (!shop.lineUserId) throw new Error('shop has no LINE user');
      const res = await call('POST', '/api/v1/ssc/users/login', {
        body: { customer_code: shop.customerCode },
        headers: { 'x-line-id-token': mockLineIdToken(shop.lineUserId) },
      });
      if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
      return res.body.data.access_token as string;
    },
    async close() {
      await app.close();
      if (schema) await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/** A TestServer with the access token of the shop it signed in (SHOP001). */
export interface SignedInServer extends TestServer {
  token: string;
}

/**
 * The server of the tests of one file or `describe`: started (startServer(env)) before them and
 * closed after them. The object is filled in when the server has started, so its members are read
 * inside tests and hooks, never at collection time.
 */
export function suiteServer(env: Record<string, string> = {}): TestServer {
  return suiteFixture(() => startServer(env));
}

/**
 * suiteServer over a fixture build: `files` (a path in the build and its content; `null` for an
 * empty folder) written to a fresh temporary folder, which is STATIC_DIR and is removed afterwards.
 */
export function suiteStaticServer(
  files: Record<string, string | Uint8Array | null>,
  env: Record<string, string> = {},
): TestServer {
  let dir = '';
  return suiteFixture(
    () => {
      dir = mkdtempSync(join(tmpdir(), 'storefront-build-'));
      for (const [path, content] of Object.entries(files)) {
        const target = join(dir, path);
        mkdirSync(content === null ? target : dirname(target), { recursive: true });
        if (content !== null) writeFileSync(target, content);
      }
      return startServer({ ...env, STATIC_DIR: dir });
    },
    () => rmSync(dir, { recursive: true, force: true }),
  );
}

function suiteFixture(start: () => Promise<TestServer>, cleanUp = () => {}): TestServer {
  const fixture = {} as TestServer;
  beforeAll(async () => {
    Object.assign(fixture, await start());
  });
  afterAll(async () => {
    await fixture.close?.();
    cleanUp();
  });
  return fixture;
}

/** suiteServer, signed in as SHOP001: `token` is its access token (a test may replace it). */
export function suiteSignedInServer(env: Record<string, string> = {}): SignedInServer {
  return signedIn(suiteServer(env));
}

/** A suite's server that signs SHOP001 in once it has started (before the tests). */
export function signedIn(server: TestServer): SignedInServer {
  const fixture = server as SignedInServer;
  beforeAll(async () => {
    fixture.token = await fixture.login();
  });
  return fixture;
}

export { mockLineAccessToken, mockLineIdToken, SEED_SHOPS };

/** The POST /orders body for `quantity` units of a plain product, no coupon, at the server's figures. */
export async function plainOrderBody(server: TestServer, token: string, quantity = 25) {
  const s = await server.call('POST', '/api/v1/ssc/summary/saleitem?not_use_coupon=1', {
    token,
    body: [{ sku_id: SKU_ID_PLAIN, quantity }],
  });
  if (s.status !== 200) throw new Error(`summary failed: ${s.status} ${s.text}`);
  return orderBodyOf(s.body.data.cart[0], quantity);
}

/** The POST /orders body for `quantity` units of the plain product, from the summary's cart figures. */
export function orderBodyOf(
  cart: {
    total_net_price: number;
    total_shipping: number;
    shipping_matching: { shipping_discount: number }[];
  },
  quantity: number,
) {
  return {
    total: cart.total_net_price,
    payment_method: 1,
    shipping_address: { id: 11 },
    tax_address: { id: 12 },
    shipping_fee: cart.total_shipping,
    discount_shipping: cart.shipping_matching[0]?.shipping_discount ?? 0,
    order_items: [{ sku_id: SKU_ID_PLAIN, seq: 1, quantity }],
    coupon_code: null,
  };
}

/** An order placed through the API as `token`'s shop: `quantity` units of the plain product, no coupon. */
export async function placePlainOrder(server: TestServer, token: string, quantity = 25) {
  const res = await server.call('POST', '/api/v1/ssc/orders', {
    token,
    body: await plainOrderBody(server, token, quantity),
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data as {
    order_id: number;
    payment_id: number;
    qr_code: string;
    qr_timeout: number;
    created_date: string;
    total_amount: number;
    order_no: string;
  };
}

/**
 * The demo bank page's pay button (or 'pay-lost': paid, the webhook lost) pressed for a payment:
 * its form post, the redirect not followed.
 */
export function payOnDemoBank(server: TestServer, paymentId: number, action: 'pay' | 'pay-lost' = 'pay') {
  return fetch(`${server.url}/__dev/bank/${paymentId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `a=${action}`,
    redirect: 'manual',
  });
}

/** Runs `run` with the server's clock `ms` ahead, then sets it back, also when `run` fails. */
export async function withClockAhead<T>(server: TestServer, ms: number, run: () => Promise<T>): Promise<T> {
  server.clock.offsetMs = ms;
  try {
    return await run();
  } finally {
    server.clock.offsetMs = 0;
  }
}

/** An order's status with its paid payments and those of them without a refund record. */
export interface OrderPayments {
  id: number;
  status_id: number;
  paid: number;
  paid_unrefunded: number;
}

/** The race suites' oracle, read from the database (`query` runs SQL on it): each order's payments. */
export async function paymentsOfOrders(
  query: (text: string, params: unknown[]) => Promise<Record<keyof OrderPayments, number | string>[]>,
  orderIds: number[],
): Promise<OrderPayments[]> {
  const rows = await query(
    `SELECT o.id, o.status_id,
            COUNT(p.id) FILTER (WHERE p.status = $2) AS paid,
            COUNT(p.id) FILTER (WHERE p.status = $2 AND r.id IS NULL) AS paid_unrefunded
       FROM orders o LEFT JOIN payments p ON p.order_id = o.id LEFT JOIN refunds r ON r.payment_id = p.id
      WHERE o.id = ANY($1) GROUP BY o.id, o.status_id`,
    [orderIds, PAYMENT_STATUS.paid],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    status_id: Number(r.status_id),
    paid: Number(r.paid),
    paid_unrefunded: Number(r.paid_unrefunded),
  }));
}
