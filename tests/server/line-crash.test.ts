import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type FakeLine, startFakeLine } from '../../server/line/fake-line.ts';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { mockLineIdToken, SEED_SHOPS } from '../../server/seed/identities.ts';
import { orderBodyOf } from './harness.ts';
import { type Server, startMain } from './processes.ts';

/*
 * A crash between the commit and the send loses no LINE message, and a crash after LINE took a
 * message but before the process wrote it down sends nothing twice: real `server/main.ts`
 * processes killed with SIGKILL (kill -9), on PGlite's folder or on PostgreSQL, sending to the
 * fake Messaging API of this test process.
 */

const postgres = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const V1 = '/api/v1/ssc';

type Proc = Server;
const running: Proc[] = [];

/** A server process, once it answers /readyz. */
async function start(env: Record<string, string>): Promise<Proc> {
  const proc = await startMain({ RATE_LIMIT_PER_MINUTE: '0', ...env });
  running.push(proc);
  const { child, port, output } = proc;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output()}`);
    const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (res?.status === 200) return proc;
    if (Date.now() > deadline) throw new Error(`not ready:\n${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function kill9(proc: Proc) {
  proc.child.kill('SIGKILL');
  await proc.exited;
}

async function api(
  proc: Proc,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`http://127.0.0.1:${proc.port}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Signs in as SHOP001 and places an order of 25 plain products. */
async function placeOrder(proc: Proc) {
  const shop = SEED_SHOPS[0];
  const login = await api(
    proc,
    'POST',
    `${V1}/users/login`,
    { customer_code: shop.customerCode },
    {
      'x-line-id-token': mockLineIdToken(shop.lineUserId),
    },
  );
  const auth = { authorization: `Bearer ${login.access_token}` };
  const summary = await api(
    proc,
    'POST',
    `${V1}/summary/saleitem?not_use_coupon=1`,
    [{ sku_id: SKU_ID_PLAIN, quantity: 25 }],
    auth,
  );
  return api(proc, 'POST', `${V1}/orders`, orderBodyOf(summary.cart[0], 25), auth) as Promise<{
    order_id: number;
    order_no: string;
  }>;
}

/** The outbox counts by status, from the process's /metrics (the database-wide gauge). */
async function outboxCounts(proc: Proc) {
  const text = await (await fetch(`http://127.0.0.1:${proc.port}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const m of text.matchAll(/^storefront_line_outbox_messages\{status="(\w+)"\} (\d+)$/gm))
    counts[m[1] as string] = Number(m[2]);
  return counts;
}

async function until<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('LINE messages survive kill -9', () => {
  let fake: FakeLine;
  const root = mkdtempSync(join(tmpdir(), 'storefront-line-crash-'));
  const schema = `t_line_${randomBytes(4).toString('hex')}`;
  const database: Record<string, string> = postgres
    ? { DATABASE_URL: postgres, DATABASE_SCHEMA: schema }
    : { DATA_DIR: join(root, 'pglite') };

  afterAll(async () => {
    for (const p of running)
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await Promise.all(running.map((p) => p.exited));
    await fake?.close();
    rmSync(root, { recursive: true, force: true });
    if (postgres) {
      const client = new pg.Client({ connectionString: postgres });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    }
  });

  it('killed after the commit and before the send: the next process sends it; killed after LINE took it: not sent twice', async () => {
    fake = await startFakeLine();
    const line = {
      LINE_CHANNEL_ACCESS_TOKEN: 'test-channel-token',
      LINE_API_BASE_URL: fake.url,
      LINE_OUTBOX_LEASE_MS: '1500',
    };

    // 1. A process that sends nothing (poll 0) commits an order and dies.
    const a = await start({ ...database, ...line, LINE_OUTBOX_POLL_MS: '0' });
    const first = await placeOrder(a);
    await kill9(a);
    expect(fake.requests).toHaveLength(0);

    // 2. The next process sends it; LINE takes it, and the process dies before hearing so.
    const hold = fake.hold();
    const b = await start({ ...database, ...line, LINE_OUTBOX_POLL_MS: '100' });
    const accepted = await hold.accepted;
    expect(JSON.stringify(accepted.messages)).toContain(first.order_no);
    await kill9(b);
    hold.release();

    // 3. The next one sends it again after the lease, with the same retry key: LINE answers 409
    //    (taken before), the row is sent, and the chat has it once.
    const c = await start({ ...database, ...line, LINE_OUTBOX_POLL_MS: '100' });
    await until('the message marked sent', async () =>
      (await outboxCounts(c)).sent === 1 ? true : undefined,
    );
    expect(await outboxCounts(c)).toMatchObject({ pending: 0, sent: 1, failed: 0 });
    expect(fake.requests.filter((r) => r.retryKey === accepted.retryKey).map((r) => r.status)).toEqual([
      200, // the answer b never read
      409,
    ]);
    expect(fake.delivered.filter((d) => JSON.stringify(d.messages).includes(first.order_no))).toHaveLength(1);
    expect(fake.malformed).toEqual([]);

    // And it keeps going: a new order's message goes out once.
    const second = await placeOrder(c);
    await until('the second message', () =>
      fake.delivered.find((d) => JSON.stringify(d.messages).includes(second.order_no)),
    );
    expect(fake.delivered).toHaveLength(2);
  }, 240_000);
});
