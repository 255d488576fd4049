import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { startFakeLine } from '../../server/line/fake-line.ts';
import { createBotSender } from '../../server/line/sender.ts';
import { createLineWorker, type WorkerOptions } from '../../server/line/worker.ts';
import { plainOrderBody, type SignedInServer, suiteSignedInServer, type TestServer } from './harness.ts';

/** LINE messaging in the server suite: the fake Messaging API and outbox workers sending to it. */

export const LIFF_ID = '2000000000-AbCdEfGh';
export const LINKS = { liffId: LIFF_ID, storefrontUrl: 'https://shop.example.com' };
const V1 = '/api/v1/ssc';

async function startLine(server: TestServer) {
  const fake = await startFakeLine();
  /** A worker of its own (a process of its own, as far as the outbox can tell). */
  const worker = (options: Partial<WorkerOptions> = {}) =>
    createLineWorker({
      db: server.db,
      clock: server.clock,
      sender: createBotSender({ channelAccessToken: 'test-token', baseUrl: fake.url, timeoutMs: 5000 }),
      links: LINKS,
      options: { pollMs: 0, baseDelayMs: 1000, ...options },
    });
  return { fake, worker };
}

export type Line = Awaited<ReturnType<typeof startLine>>;

export interface OutboxRow {
  id: number;
  kind: string;
  order_id: number;
  line_user_id: string;
  retry_key: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_status: number | null;
  last_error: string | null;
}

export const outbox = (db: Db, orderId?: number) =>
  db.query<OutboxRow>(
    `SELECT id, kind, order_id, line_user_id, retry_key::text AS retry_key, status, attempts, next_attempt_at,
            last_status, last_error FROM line_outbox ${orderId ? 'WHERE order_id = $1' : ''} ORDER BY id`,
    orderId ? [orderId] : [],
  );

/** Places an order of a plain product through the API; its id and payment. */
export async function placeOrder(server: TestServer, token: string, quantity = 25) {
  const res = await server.call('POST', `${V1}/orders`, {
    token,
    body: await plainOrderBody(server, token, quantity),
  });
  if (res.status !== 200) throw new Error(`order failed: ${res.status} ${res.text}`);
  return res.body.data as { order_id: number; order_no: string; payment_id: number; total_amount: number };
}

/** Moves the server clock on (the worker's backoff and leases read it). */
export const later = (server: TestServer, ms: number) => {
  server.clock.offsetMs += ms;
};

/**
 * For one test file: a fresh server with SHOP001 signed in (`server.token`) and a fake Messaging
 * API (`line`), started before its tests and closed after them.
 */
export function suiteLineServer(): { server: SignedInServer; line: Line } {
  const server = suiteSignedInServer();
  const line = {} as Line;
  beforeAll(async () => {
    Object.assign(line, await startLine(server));
  });
  afterAll(async () => {
    await line.fake?.close();
  });
  return { server, line };
}
