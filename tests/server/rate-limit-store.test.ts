import { randomBytes } from 'node:crypto';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDb } from '../../server/db/index.ts';
import { databaseRateLimitStore } from '../../server/http/rate-limit-store.ts';
import { dropSchema, postgresUrl } from './processes.ts';

/*
 * The rate limiter's shared count on PostgreSQL (server/http/rate-limit-store.ts): processes take
 * `batch` hits of a key's budget at a time. Whatever the batch, all processes together never serve
 * more than the limit in a window, and at most `batch` per process go unused. Runs on the
 * server-postgres project's database (the store is used on PostgreSQL only).
 */

const LIMIT = 100;
const WINDOW = 60_000;

/** One hit through a store: the position @fastify/rate-limit compares with the limit. */
function hit(store: InstanceType<FastifyRateLimitStoreCtor>, key: string) {
  return new Promise<number>((done, fail) =>
    store.incr(key, (error, result) => (error ? fail(error) : done(result?.current ?? 0))),
  );
}

describe.skipIf(!postgresUrl)('the shared rate-limit count on PostgreSQL', () => {
  const schema = `t_limit_${randomBytes(4).toString('hex')}`;
  let db: Db | undefined;
  afterAll(async () => {
    await db?.close();
    if (postgresUrl) await dropSchema(postgresUrl, schema);
  });

  /** Two processes' stores over one table, the same clock in the middle of a window. */
  async function twoProcesses(batch: number) {
    db ??= await openDb({ url: postgresUrl, schema });
    const at = () => 10 * WINDOW + 1_000;
    const Store = databaseRateLimitStore(db, at, batch);
    const Other = databaseRateLimitStore(db, at, batch);
    const options = { max: LIMIT, timeWindow: WINDOW } as never;
    return [new Store(options), new Other(options)] as const;
  }

  for (const batch of [1, 10]) {
    it(`batch ${batch}: ${LIMIT * 2} hits on two processes at once serve at most ${LIMIT}, and at least ${LIMIT} less a batch per process`, async () => {
      const [a, b] = await twoProcesses(batch);
      const key = `customer:${batch}-${randomBytes(3).toString('hex')}`;
      const positions = await Promise.all(
        Array.from({ length: LIMIT * 2 }, (_, i) => hit(i % 2 === 0 ? a : b, key)),
      );
      const served = positions.filter((p) => p <= LIMIT).length;
      expect(served).toBeLessThanOrEqual(LIMIT);
      expect(served).toBeGreaterThanOrEqual(LIMIT - 2 * (batch - 1));
      // No position is handed out twice.
      expect(new Set(positions).size).toBe(positions.length);
      // One upsert per batch: the shared count moved by whole batches.
      const [row] = await db!.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1', [
        key,
      ]);
      expect(row!.hits % batch).toBe(0);
      expect(row!.hits).toBeLessThanOrEqual(LIMIT * 2 + 2 * batch);
    });
  }
});
