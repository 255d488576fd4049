import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbOptions, openDb, TRANSACTION_ATTEMPTS, withRetry } from '../../server/db/index.ts';
import { dropSchema } from './processes.ts';

/*
 * The database as `npm start` opens it and opens it again after a restart (README "The two
 * commands"): on a fresh checkout PGlite's folder and its missing parents are created; with
 * DATABASE_URL (the server-postgres run) the same happens in a PostgreSQL schema.
 */

const postgres = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const root = mkdtempSync(join(tmpdir(), 'storefront-db-'));
const dataDir = join(root, 'fresh-checkout', '.data', 'pglite');
const schema = `t_restart_${randomBytes(4).toString('hex')}`;
const options: DbOptions = postgres ? { url: postgres, schema } : { dataDir };

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  // A bare connection: openDb would migrate the default schema (public) on its way.
  if (postgres) await dropSchema(postgres, schema);
});

describe(`the ${postgres ? 'PostgreSQL' : 'embedded PGlite'} database across a restart`, () => {
  it('is created on first open, migrated once, and keeps its data when opened again', async () => {
    const first = await openDb(options);
    await first.query('CREATE TABLE kept (id int)');
    await first.query('INSERT INTO kept VALUES (7)');
    const migrations = await first.query('SELECT name FROM schema_migrations');
    await first.close();
    if (!postgres) expect(existsSync(dataDir)).toBe(true);

    const again = await openDb(options);
    expect(await again.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
    expect(await again.query('SELECT name FROM schema_migrations')).toEqual(migrations);
    await again.close();
  }, 60_000);
});

describe('transactions retry deadlocks and serialization failures (withRetry)', () => {
  const failing = (code: string, times: number) => {
    let calls = 0;
    return {
      attempt: async () => {
        calls += 1;
        if (calls <= times) throw Object.assign(new Error(`sqlstate ${code}`), { code });
        return 'committed';
      },
      calls: () => calls,
    };
  };

  it('runs the transaction again after 40P01 or 40001, up to TRANSACTION_ATTEMPTS times', async () => {
    for (const code of ['40P01', '40001']) {
      const f = failing(code, TRANSACTION_ATTEMPTS - 1);
      expect(await withRetry(f.attempt)).toBe('committed');
      expect(f.calls()).toBe(TRANSACTION_ATTEMPTS);
      const never = failing(code, 99);
      await expect(withRetry(never.attempt)).rejects.toMatchObject({ code });
      expect(never.calls()).toBe(TRANSACTION_ATTEMPTS);
    }
  });

  it('does not retry any other error', async () => {
    const f = failing('23505', 1);
    await expect(withRetry(f.attempt)).rejects.toMatchObject({ code: '23505' });
    expect(f.calls()).toBe(1);
  });

  it('a real transaction that fails with 40001 is rolled back and run again', async () => {
    const db = await openDb(postgres ? { url: postgres, schema: `${schema}_retry` } : {});
    try {
      await db.query('CREATE TABLE retry_probe (n int)');
      let runs = 0;
      const result = await db.transaction(async (tx) => {
        runs += 1;
        await tx.query('INSERT INTO retry_probe VALUES ($1)', [runs]);
        if (runs === 1) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
        return runs;
      });
      expect(result).toBe(2);
      expect(await db.query('SELECT n FROM retry_probe')).toEqual([{ n: 2 }]);
    } finally {
      if (postgres) await db.query(`DROP SCHEMA IF EXISTS "${schema}_retry" CASCADE`);
      await db.close();
    }
  });
});
