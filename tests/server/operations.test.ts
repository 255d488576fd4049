import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/index.ts';
import { plainOrderBody, startServer, suiteServer, type TestServer } from './harness.ts';

/*
 * Issue 24, items 3 and "Operable": the rate limit before authentication, TRUST_PROXY, counters
 * shared between processes on PostgreSQL; /healthz, /readyz, request ids and /metrics.
 */

const V1 = '/api/v1/ssc';
const postgres = process.env.TEST_DB_DRIVER === 'postgres';
const BAD = { authorization: 'Bearer not-a-token-of-ours' };

const inject = (s: TestServer, init: InjectOptions) => s.app.inject(init);
const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
/** 429 or not (without a token the catalogue answers 401: let through, then refused). */
const limited = (status: number) => (status === 429 ? 'limited' : 'passed');

describe('the rate limit runs before authentication', () => {
  const server = suiteServer({ RATE_LIMIT_PER_MINUTE: '60' });

  it('limits bad and missing tokens by address, without a database look-up past the limit', async () => {
    const query = server.db.query.bind(server.db);
    let tokenLookups = 0;
    server.db.query = ((sql: string, params?: unknown[]) => {
      if (sql.includes('access_tokens')) tokenLookups += 1;
      return query(sql, params);
    }) as typeof server.db.query;
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++)
      statuses.push((await server.call('GET', `${V1}/coupons`, { headers: BAD })).status);
    server.db.query = query;
    expect(count(statuses, 401)).toBe(60);
    expect(count(statuses, 429)).toBe(60);
    expect(tokenLookups).toBe(60);
    // The same address without a token: the same budget.
    expect((await server.call('GET', `${V1}/coupons`)).status).toBe(429);
    expect((await server.call('GET', `${V1}/brands/all`)).status).toBe(429);
  });

  it('the probes and files are not limited', async () => {
    for (const path of ['/healthz', '/readyz', '/images/products/1.svg']) {
      expect((await server.call('GET', path)).status).toBe(200);
    }
  });
});

describe('TRUST_PROXY: whose X-Forwarded-For counts', () => {
  const direct = suiteServer({ RATE_LIMIT_PER_MINUTE: '3' });
  const proxied = suiteServer({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });

  const spoofed = (i: number, remoteAddress = '10.1.2.3'): InjectOptions => ({
    method: 'GET',
    url: `${V1}/brands/all`,
    remoteAddress,
    headers: { 'x-forwarded-for': `203.0.113.${i}` },
  });

  it('off (the default): a made-up X-Forwarded-For does not buy a new budget', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(limited((await inject(direct, spoofed(i))).statusCode));
    expect(statuses).toEqual(['passed', 'passed', 'passed', 'limited', 'limited', 'limited']);
  });

  it('from a trusted proxy each client has its own budget; others are counted by their own address', async () => {
    const clients = [];
    for (let i = 0; i < 6; i++) clients.push(limited((await inject(proxied, spoofed(i))).statusCode));
    expect(clients).toEqual(Array(6).fill('passed'));
    const one = [];
    for (let i = 0; i < 4; i++) one.push(limited((await inject(proxied, spoofed(99))).statusCode));
    expect(one).toEqual(['passed', 'passed', 'passed', 'limited']);
    const untrusted = [];
    for (let i = 0; i < 4; i++)
      untrusted.push(limited((await inject(proxied, spoofed(i + 10, '198.51.100.7'))).statusCode));
    expect(untrusted).toEqual(['passed', 'passed', 'passed', 'limited']);
  });

  it('is checked at start: addresses, CIDR blocks and named ranges only', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe.skipIf(!postgres)('two processes on one PostgreSQL share the budget', () => {
  let server: TestServer;
  let other: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '10' });
    other = await buildApp({ config: server.config, db: server.db, logger: false });
  });
  afterAll(async () => {
    await other.app.close();
    await server.close();
  });

  it('10 a minute across both, not 10 each', async () => {
    const statuses = [];
    for (let i = 0; i < 16; i++) {
      const app = i % 2 === 0 ? server.app : other.app;
      statuses.push((await app.inject({ method: 'GET', url: `${V1}/brands/all`, headers: BAD })).statusCode);
    }
    expect(count(statuses, 401)).toBe(10);
    expect(count(statuses, 429)).toBe(6);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429, 429]);
  });
});

describe('/healthz and /readyz', () => {
  const server = suiteServer();

  it('answer 200 outside /api, and are not in the OpenAPI document', async () => {
    expect((await server.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await server.call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', db: server.db.driver });
    const paths = Object.keys((await server.call('GET', '/api/openapi.json')).body.paths);
    expect(paths.filter((p) => /healthz|readyz|metrics/.test(p))).toEqual([]);
  });

  it('/readyz is 503 while a migration is missing', async () => {
    const [last] = await server.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await server.db.query('DELETE FROM schema_migrations WHERE name = $1', [last?.name]);
    try {
      const res = await server.call('GET', '/readyz');
      expect(res.status).toBe(503);
      expect(res.body.reason).toContain(`migrations pending: ${last?.name}`);
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await server.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last?.name]);
    }
    expect((await server.call('GET', '/readyz')).status).toBe(200);
  });

  it('/readyz is 503 when the database does not answer; /healthz stays 200', async () => {
    const db = await openDb();
    const { app } = await buildApp({ config: server.config, db, logger: false });
    await db.close();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().reason).toMatch(/^database: /);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('request ids', () => {
  it('every answer carries X-Request-Id (the incoming one when sane), and the logs carry it', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const db = await openDb();
    const config = loadConfig({
      NODE_ENV: 'test',
      STATIC_DIR: 'tests/server/no-static',
      RATE_LIMIT_PER_MINUTE: '2',
    });
    const { app } = await buildApp({ config, db, logger: { level: 'info', stream } });
    try {
      const id = 'lb-7f3a.42:abc';
      const kept = await app.inject({
        method: 'GET',
        url: `${V1}/brands/all`,
        headers: { 'x-request-id': id },
      });
      expect(kept.headers['x-request-id']).toBe(id);
      expect(lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id).length).toBeGreaterThan(0);
      for (const insane of ['two words', 'x'.repeat(129), '<script>']) {
        const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': insane } });
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
      // Errors, unknown paths and refusals too; a fresh id each time.
      const answers = [];
      for (const url of [`${V1}/coupons`, '/api/v1/nothing-here', `${V1}/brands/all`])
        answers.push(await app.inject({ method: 'GET', url }));
      expect(answers.map((a) => a.statusCode)).toEqual([401, 429, 429]);
      const ids = answers.map((a) => a.headers['x-request-id']);
      expect(new Set(ids).size).toBe(3);
      for (const a of ids) expect(a).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('GET /metrics', () => {
  let server: TestServer;
  let guarded: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    server = await startServer({ RATE_LIMIT_PER_MINUTE: '40' });
    guarded = await buildApp({
      config: { ...server.config, metricsToken: 'a-long-metrics-token-0123' },
      db: server.db,
      logger: false,
    });
  });
  afterAll(async () => {
    await guarded.app.close();
    await server.close();
  });

  const scrape = async () => {
    const res = await server.call('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text;
  };
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('times requests per route pattern, method and status class; has the process metrics', async () => {
    const token = await server.login();
    await server.call('GET', `${V1}/brands/all`, { token });
    await server.call('GET', `${V1}/coupons/detail/NO-SUCH-CODE`, { token });
    await server.call('GET', '/api/v1/nothing-here');
    const text = await scrape();
    expect(
      value(
        text,
        'http_request_duration_seconds_count{route="/api/v1/ssc/brands/all",method="GET",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      value(
        text,
        'http_request_duration_seconds_count{route="/api/v1/ssc/coupons/detail/:code",method="GET",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.05",route="/api/v1/ssc/brands/all"');
    expect(text).toContain('route="unmatched",method="GET",status_class="4xx"');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts orders placed (not replays) and payments by status', async () => {
    const before = await scrape();
    const token = await server.login();
    const body = await plainOrderBody(server, token);
    const headers = { 'idempotency-key': 'metrics-order-0001' };
    for (let i = 0; i < 2; i++) {
      expect((await server.call('POST', `${V1}/orders`, { token, body, headers })).status).toBe(200);
    }
    const after = await scrape();
    expect(value(after, 'storefront_orders_placed_total')).toBe(
      (value(before, 'storefront_orders_placed_total') ?? 0) + 1,
    );
    const pending = (t: string) => value(t, 'storefront_payments{status="pending"}') ?? 0;
    expect(pending(after)).toBe(pending(before) + 1);
    expect(value(after, 'storefront_payments{status="paid"}')).toBeGreaterThan(0);
  });

  it('counts rate-limit refusals', async () => {
    const statuses = [];
    for (let i = 0; i < 45; i++)
      statuses.push(
        (await server.app.inject({ method: 'GET', url: `${V1}/brands/all`, remoteAddress: '192.0.2.5' }))
          .statusCode,
      );
    expect(count(statuses, 429)).toBe(5);
    expect(value(await scrape(), 'storefront_rate_limit_refusals_total')).toBe(5);
  });

  it('answers this machine; others only with the bearer METRICS_TOKEN (403 otherwise)', async () => {
    const from = (app: typeof server.app, remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers }).then((r) => r.statusCode);
    expect(await from(server.app, '127.0.0.1')).toBe(200);
    expect(await from(server.app, '192.168.1.20')).toBe(403);
    expect(await from(server.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(403);
    expect(
      await from(server.app, '192.168.1.20', { authorization: 'Bearer a-long-metrics-token-0123' }),
    ).toBe(403);
    expect(
      await from(guarded.app, '192.168.1.20', { authorization: 'Bearer a-long-metrics-token-0123' }),
    ).toBe(200);
    expect(
      await from(guarded.app, '192.168.1.20', { authorization: 'Bearer a-long-metrics-token-0124' }),
    ).toBe(403);
    expect(await from(guarded.app, '192.168.1.20')).toBe(403);
  });
});
