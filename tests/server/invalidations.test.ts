import { beforeAll, describe, expect, it } from 'vitest';
import { SKU_ID_PLAIN } from '../../server/seed/fixtures.ts';
import { SEED_SHOPS } from '../../server/seed/identities.ts';
import { suiteServer } from './harness.ts';
import { postgresUrl, type Server, signInOn, suiteTwoProcesses } from './processes.ts';

/*
 * Changes seen everywhere within 2 s (docs/scaling.md "Invalidations"): the catalogue is cached for
 * 30 s and a checked token for 60 s, but a change of the catalogue's tables or a revoked or
 * shortened token, made by anyone (here: SQL beside the server, as an administrator would), empties
 * what the caches hold of it, through migration 009's triggers and LISTEN/NOTIFY.
 */

const V1 = '/api/v1/ssc';
const BOUND_MS = 2000;

/** Polls check until it holds; answers how long that took, or fails after BOUND_MS. */
async function within(check: () => Promise<boolean>, boundMs = BOUND_MS): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > boundMs) throw new Error(`not seen within ${boundMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - start;
}

describe('one process: changes made in the database reach its caches', () => {
  const server = suiteServer();

  const title = async (token: string) =>
    (await server.call('GET', `${V1}/skus/lookup/${SKU_ID_PLAIN}`, { token })).body.data.title as string;

  it('a product renamed shows within 2 s (the cache holds answers for 30 s)', async () => {
    const token = await server.login();
    const before = await title(token);
    expect(await title(token)).toBe(before); // cached now
    await server.db.query('UPDATE skus SET title = $1 WHERE id = $2', [`${before} ใหม่`, SKU_ID_PLAIN]);
    await within(async () => (await title(token)) === `${before} ใหม่`);
  });

  it('a revoked token and a token made to expire now are refused within 2 s (tokens are remembered 60 s)', async () => {
    const revoked = await server.login();
    const expired = await server.login(SEED_SHOPS[1]);
    for (const token of [revoked, expired])
      expect((await server.call('GET', `${V1}/users/profile`, { token })).status).toBe(200);
    await server.db.query(
      'DELETE FROM access_tokens WHERE customer_id = (SELECT id FROM customers WHERE customer_code = $1)',
      [SEED_SHOPS[0].customerCode],
    );
    await server.db.query(
      `UPDATE access_tokens SET expires_at = now() WHERE customer_id = (SELECT id FROM customers WHERE customer_code = $1)`,
      [SEED_SHOPS[1].customerCode],
    );
    for (const token of [revoked, expired])
      await within(async () => (await server.call('GET', `${V1}/users/profile`, { token })).status === 401);
  });
});

describe.skipIf(!postgresUrl)('two processes on one PostgreSQL', () => {
  const { servers, sql } = suiteTwoProcesses('t_inval');
  let a: Server;
  let b: Server;
  beforeAll(() => {
    [a, b] = servers as [Server, Server];
  });

  const get = async (server: Server, path: string, token: string) => {
    const res = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const titleOn = async (server: Server, token: string) =>
    (await get(server, `${V1}/skus/lookup/${SKU_ID_PLAIN}`, token)).body.data.title;

  it('a token signed in on A and revoked in the database is refused by B within 2 s', async () => {
    const token = await signInOn(a);
    expect((await get(b, `${V1}/users/profile`, token)).status).toBe(200); // B remembers it now
    await sql('DELETE FROM access_tokens WHERE token_hash = encode(sha256($1::bytea), $2)', [token, 'hex']);
    await within(async () => (await get(b, `${V1}/users/profile`, token)).status === 401);
    expect((await get(a, `${V1}/users/profile`, token)).status).toBe(401);
  });

  it('a token whose expiry is moved to now is refused by both within 2 s', async () => {
    const token = await signInOn(b, SEED_SHOPS[1]);
    for (const s of [a, b]) expect((await get(s, `${V1}/users/profile`, token)).status).toBe(200);
    await sql(
      'UPDATE access_tokens SET expires_at = now() WHERE token_hash = encode(sha256($1::bytea), $2)',
      [token, 'hex'],
    );
    for (const s of [a, b])
      await within(async () => (await get(s, `${V1}/users/profile`, token)).status === 401);
  });

  it('a catalogue change shows on both within 2 s, also right after B lost its listening connection', async () => {
    const token = await signInOn(a);
    const before = (await titleOn(a, token)) as string;
    expect(await titleOn(b, token)).toBe(before);
    await sql('UPDATE skus SET title = $1 WHERE id = $2', [`${before} 2`, SKU_ID_PLAIN]);
    for (const s of [a, b]) await within(async () => (await titleOn(s, token)) === `${before} 2`);

    // B's listening connection is cut (a restarted database, a network cut): what B caches may be
    // stale, so it answers from the database until it listens again, and forgets everything then.
    const listener = `storefront-listen ${b.child.pid}`;
    const cut = await sql(
      'SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = $1',
      [listener],
    );
    expect(cut).toEqual([{ done: true }]);
    await sql('UPDATE skus SET title = $1 WHERE id = $2', [`${before} 3`, SKU_ID_PLAIN]);
    await within(async () => (await titleOn(b, token)) === `${before} 3`);
    // It listens again (within a few seconds) and hears the next change.
    await within(
      async () =>
        (await sql('SELECT 1 FROM pg_stat_activity WHERE application_name = $1', [listener])).length === 1,
      10_000,
    );
    await sql('UPDATE skus SET title = $1 WHERE id = $2', [`${before} 4`, SKU_ID_PLAIN]);
    for (const s of [a, b]) await within(async () => (await titleOn(s, token)) === `${before} 4`);
  }, 60_000);
});
