import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../server/db/index.ts';

/* The embedded database as `npm start` opens it on a fresh checkout (README "The two commands"). */

const root = mkdtempSync(join(tmpdir(), 'storefront-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB_DRIVER !== 'postgres')('embedded PGlite in a folder', () => {
  it('creates the data folder and its missing parents, migrates, and keeps data across a reopen', async () => {
    const dataDir = join(root, 'fresh-checkout', '.data', 'pglite');
    const first = await openDb({ dataDir });
    await first.query('CREATE TABLE IF NOT EXISTS kept (id int)');
    await first.query('INSERT INTO kept VALUES (7)');
    await first.close();
    expect(existsSync(dataDir)).toBe(true);
    const again = await openDb({ dataDir });
    expect(await again.query('SELECT id FROM kept')).toEqual([{ id: 7 }]);
    await again.close();
  }, 60_000);
});
