import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK } from '../../server/db/index.ts';
import { SEED_COUNTS } from '../../server/seed/fixtures.ts';
import { SEED_SHOPS } from '../../server/seed/identities.ts';
import {
  dropSchema,
  postgresUrl as postgres,
  startMain,
  stop,
  stopAll,
  until200,
  withClient,
} from './processes.ts';

/*
 * Issue 24, items 1 and 2: real `server/main.ts` processes. Several on one PostgreSQL start
 * together and seed it once; a second one on a PGlite folder refuses to start.
 */

afterAll(stopAll);

describe.skipIf(!postgres)('several processes started together on one empty PostgreSQL', () => {
  const schema = `t_start_${randomBytes(4).toString('hex')}`;
  const env = { DATABASE_URL: postgres ?? '', DATABASE_SCHEMA: schema };

  afterAll(() => dropSchema(postgres ?? '', schema));

  const counts = () =>
    withClient(postgres ?? '', async (client) => {
      const one = async (table: string) =>
        Number((await client.query(`SELECT COUNT(*) AS n FROM "${schema}".${table}`)).rows[0].n);
      return { customers: await one('customers'), groups: await one('customer_groups') };
    });

  it('all come up (schema, migrations and seed one at a time) and the seed is there once', async () => {
    const servers = await Promise.all([startMain(env), startMain(env), startMain(env)]);
    for (const s of servers) {
      await until200(s, '/healthz');
      expect((await until200(s, '/readyz')).status).toBe(200);
    }
    expect(await counts()).toEqual({ customers: SEED_SHOPS.length, groups: SEED_COUNTS.customerGroups });
    expect(await Promise.all(servers.map(stop))).toEqual([0, 0, 0]);

    // SEED_ON_START=always: each resets in turn under the lock; none dies on a duplicate key.
    const again = await Promise.all([
      startMain({ ...env, SEED_ON_START: 'always' }),
      startMain({ ...env, SEED_ON_START: 'always' }),
    ]);
    for (const s of again) await until200(s, '/readyz');
    expect(await counts()).toEqual({ customers: SEED_SHOPS.length, groups: SEED_COUNTS.customerGroups });
    expect(await Promise.all(again.map(stop))).toEqual([0, 0]);
  }, 180_000);
});

describe.skipIf(!!postgres)('a PGlite folder is one process', () => {
  const root = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
  const dataDir = join(root, 'pglite');
  const lockFile = join(dataDir, DATA_DIR_LOCK);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a second process on the folder refuses to start, naming the first; closing releases the lock', async () => {
    const first = await startMain({ DATA_DIR: dataDir });
    await until200(first, '/readyz');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(first.child.pid));

    const second = await startMain({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
    expect(second.output()).toMatch(/PGlite serves one process.*PostgreSQL/);
    // The first is unharmed.
    expect((await fetch(`http://127.0.0.1:${first.port}/readyz`)).status).toBe(200);

    expect(await stop(first)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('takes over a lock left by a process that is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile, String(gone));
    const server = await startMain({ DATA_DIR: dataDir });
    await until200(server, '/readyz');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(server.child.pid));
    expect(await stop(server)).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);
});
