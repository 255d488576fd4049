import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbOptions, openDb } from '../../server/db/index.ts';

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
  if (postgres) {
    const db = await openDb({ url: postgres });
    await db.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await db.close();
  }
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
