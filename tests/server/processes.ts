import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import { mockLineIdToken, SEED_SHOPS } from '../../server/seed/identities.ts';

/**
 * Real `server/main.ts` processes for the server suite (several processes on one PostgreSQL, a
 * PGlite folder's lock, invalidations between processes, the race suite across two processes).
 */

const ROOT = resolve(fileURLToPath(import.meta.url), '../../..');

/** The PostgreSQL server of the `server-postgres` project, or undefined on PGlite. */
export const postgresUrl =
  process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

export interface Server {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = net.createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => done(port));
    });
  });
}

const running: Server[] = [];

export async function startMain(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  // One node process (no tsx wrapper): its pid is the server's, signals reach it directly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: 'tests/server/no-static',
      ORDER_SWEEP_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const server = { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
  running.push(server);
  return server;
}

/** Polls GET path until it answers 200; fails when the process exits first. */
export async function until200(server: Server, path: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => {
    gone = true;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(`server exited:\n${server.output()}`);
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`).catch(() => null);
    if (res?.status === 200) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no 200 from ${path} within ${timeoutMs} ms:\n${server.output()}`);
}

export async function stop(server: Server) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

/** Stops every process started here (a suite's afterAll). */
export const stopAll = () => Promise.all(running.map(stop));

/** Runs fn on a fresh connection to the PostgreSQL server, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops a schema a suite made. */
export const dropSchema = (url: string, schema: string) =>
  withClient(url, (c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));

/**
 * Two server processes on a fresh schema (`<prefix>_<random>`) of the PostgreSQL server, both ready
 * before the tests of the enclosing describe, stopped after them and the schema dropped. `sql` runs
 * a statement in that schema beside them, as an administrator would. `servers` fills in before the
 * tests.
 */
export function suiteTwoProcesses(prefix: string) {
  const url = postgresUrl ?? '';
  const schema = `${prefix}_${randomBytes(4).toString('hex')}`;
  const servers: Server[] = [];
  beforeAll(async () => {
    const env = { DATABASE_URL: url, DATABASE_SCHEMA: schema, RATE_LIMIT_PER_MINUTE: '1000000' };
    servers.push(...(await Promise.all([startMain(env), startMain(env)])));
    await Promise.all(servers.map((s) => until200(s, '/readyz')));
  }, 180_000);
  afterAll(async () => {
    await stopAll();
    await dropSchema(url, schema);
  });
  const sql = <T>(text: string, params: unknown[] = []) =>
    withClient(url, async (c) => {
      await c.query(`SET search_path = "${schema}"`);
      return (await c.query(text, params)).rows as T[];
    });
  return { servers, sql };
}

/** Signs a seeded shop in on a server process; its access token. */
export async function signInOn(server: Server, shop: (typeof SEED_SHOPS)[number] = SEED_SHOPS[0]) {
  const res = await fetch(`${server.url}/api/v1/ssc/users/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-line-id-token': mockLineIdToken(shop.lineUserId ?? ''),
    },
    body: JSON.stringify({ customer_code: shop.customerCode }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}
