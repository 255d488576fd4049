import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/index.ts';

/**
 * One more hit for `key` in the current fixed window (windows start at multiples of `windowMs`
 * since the epoch, so every process agrees on them): a window that has ended starts again at 1.
 */
const HIT = `INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES ($1, $2, 1)
  ON CONFLICT (key) DO UPDATE
    SET hits = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.hits + 1 ELSE 1 END,
        window_start = EXCLUDED.window_start
  RETURNING hits`;

/**
 * @fastify/rate-limit's `store` over the rate_limit_hits table (migration 005): the counters of
 * every API process on one PostgreSQL are the same rows, so N processes give one budget, not N.
 * One upsert per limited request; rows of ended windows are swept once a window.
 */
export function databaseRateLimitStore(
  db: Queryable,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let sweptWindow = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow = 60_000,
    ) {
      const at = now();
      const start = at - (at % timeWindow);
      if (start > sweptWindow) {
        sweptWindow = start;
        db.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [start]).catch(() => {});
      }
      db.query<{ hits: number }>(HIT, [key, start]).then(
        ([row]) => callback(null, { current: row?.hits ?? 1, ttl: start + timeWindow - at }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
