import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { mockLineIdToken, SEED_SHOPS } from '../../server/seed/identities.ts';
import { orderBodyOf } from '../server/harness.ts';
import { dropSchema, type Server, startMain, stopAll, until200 } from '../server/processes.ts';
import { SEARCHES, SUMMARY_BODY, searchPath } from './workload.ts';

/**
 * `npm run bench` (issue 24 "Fast"): the three hot endpoints under autocannon against real
 * `server/main.ts` processes, load generator on the same cores, catalogue cache off (uncached):
 * - POST /orders (a new order and its PromptPay QR every request; target >= 150 req/s, p99 <= 250 ms),
 * - POST /summary/saleitem (target >= 1,000 req/s, p99 <= 50 ms),
 * - GET /skus search, uncached (target >= 1,500 req/s).
 * On PGlite (one process: PGlite is one process) and, with TEST_DATABASE_URL or BENCH_DATABASE_URL,
 * on PostgreSQL with 1 and 2 processes (connections split between them). Figures: docs/performance.md.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const only = process.env.BENCH_ONLY; // pglite | pg1 | pg2
const V1 = '/api/v1/ssc';

interface Figure {
  title: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const TARGETS: Record<string, { rps: number; p99?: number }> = {
  'POST /orders': { rps: 150, p99: 250 },
  'POST /summary/saleitem': { rps: 1000, p99: 50 },
  'GET /skus search': { rps: 1500 },
};

async function signIn(server: Server) {
  const shop = SEED_SHOPS[0];
  const res = await fetch(`${server.url}${V1}/users/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-line-id-token': mockLineIdToken(shop.lineUserId ?? ''),
    },
    body: JSON.stringify({ customer_code: shop.customerCode }),
  });
  const body = (await res.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

async function orderBody(server: Server, token: string) {
  const res = await fetch(`${server.url}${V1}/summary/saleitem?not_use_coupon=1`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify([{ sku_id: SKU_ID_PLAIN, quantity: 25 }]),
  });
  const body = (await res.json()) as {
    data: { cart: Parameters<typeof orderBodyOf>[0][] };
  };
  return orderBodyOf(body.data.cart[0] as Parameters<typeof orderBodyOf>[0], 25);
}

/** One autocannon per process, at once, connections split between them; figures summed. */
async function load(
  title: string,
  servers: Server[],
  token: string,
  opts: (server: Server) => Partial<autocannon.Options>,
): Promise<Figure> {
  const per = Math.max(1, Math.round(CONNECTIONS / servers.length));
  const results = await Promise.all(
    servers.map((server) =>
      autocannon({
        url: server.url,
        connections: per,
        duration: DURATION,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        ...opts(server),
      }),
    ),
  );
  const figure = {
    title,
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p50: Math.max(...results.map((r) => r.latency.p50)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
  const target = TARGETS[title];
  const met = target && figure.rps >= target.rps && (target.p99 === undefined || figure.p99 <= target.p99);
  console.log(
    `  ${title.padEnd(24)} ${figure.rps.toFixed(0).padStart(6)} req/s  p50 ${figure.p50} ms  p99 ${figure.p99} ms  errors ${figure.errors}  target ${met ? 'met' : 'NOT met'}`,
  );
  return figure;
}

async function scenario(name: string, env: Record<string, string>, processes: number) {
  const base = {
    RATE_LIMIT_PER_MINUTE: '1000000',
    CATALOGUE_CACHE_SECONDS: '0',
    LOG_LEVEL: 'warn',
    // The server draws the QR itself (the QR of issue 24's 'today' figures). With 'opn' the
    // built-in fake of Opn runs in the same process and its work counts too (BENCH_PAYMENT_PROVIDER).
    PAYMENT_PROVIDER: process.env.BENCH_PAYMENT_PROVIDER ?? 'billpayment',
    ...env,
  };
  const servers = await Promise.all(Array.from({ length: processes }, () => startMain(base)));
  await Promise.all(servers.map((s) => until200(s, '/readyz', 180_000)));
  const token = await signIn(servers[0] as Server);
  const body = JSON.stringify(await orderBody(servers[0] as Server, token));
  console.log(
    `${name}: autocannon ${CONNECTIONS} connections, ${DURATION} s each, ${processes} process(es), payments by ${base.PAYMENT_PROVIDER}`,
  );
  await load('POST /orders', servers, token, () => ({
    requests: [
      {
        method: 'POST',
        path: `${V1}/orders`,
        body,
        // A new Idempotency-Key each time, as the app sends: every request places a new order and its QR.
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'idempotency-key': randomUUID() },
        }),
      },
    ],
  }));
  await load('POST /summary/saleitem', servers, token, () => ({
    requests: [
      {
        method: 'POST',
        path: `${V1}/summary/saleitem`,
        body: SUMMARY_BODY,
      },
    ],
  }));
  await load('GET /skus search', servers, token, () => ({
    requests: SEARCHES.map((word) => ({
      method: 'GET' as const,
      path: searchPath(word),
    })),
  }));
  await stopAll();
}

if (!only || only === 'pglite') {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  try {
    await scenario('PGlite', { DATA_DIR: dir }, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (pgUrl) {
  for (const processes of [1, 2]) {
    if (only && only !== `pg${processes}`) continue;
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    try {
      await scenario('PostgreSQL', { DATABASE_URL: pgUrl, DATABASE_SCHEMA: schema }, processes);
    } finally {
      await dropSchema(pgUrl, schema);
    }
  }
} else {
  console.log('PostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
}
