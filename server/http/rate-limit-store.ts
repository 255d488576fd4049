import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/index.ts';

/**
 * One more hit for `key` in the current fixed window (windows start at multiples of `windowMs`
 * since the epoch, so every process agrees on them): a window that has ended starts again at 1.
 */
const HIT = `INSERT INTO rate_limit_hits AS r (key, window_start, hits) VALUES ($1, $2, $3)
  ON CONFLICT (key) DO UPDATE
    SET hits = CASE WHEN r.window_start = EXCLUDED.window_start THEN r.hits + EXCLUDED.hits ELSE EXCLUDED.hits END,
        window_start = EXCLUDED.window_start
  RETURNING hits`;

/** Hits of one key this process has taken from the shared count and not used yet. */
interface Reserved {
  windowStart: number;
  /** The shared count's position of the next hit served from the reservation. */
  next: number;
  /** The last position reserved. */
  last: number;
}

/**
 * @fastify/rate-limit's `store` over the rate_limit_hits table (migration 005): the counters of
 * every API process on one PostgreSQL are the same rows, so N processes give one budget, not N.
 * Rows of ended windows are swept once a window.
 *
 * A process takes `batch` hits of a key's budget at a time (one upsert) and serves the next
 * requests of that key from them: a hit is refused when its position in the shared count passes the
 * limit, so every process together never serves more than the limit in a window; hits a process
 * reserved and did not use are lost to the others (at most `batch` per process and key, the
 * price of one upsert per `batch` requests instead of one per request; docs/scaling.md). With
 * `batch` 1 every request is one upsert.
 */
export function databaseRateLimitStore(
  db: Queryable,
  now: () => number = Date.now,
  batch = 1,
): FastifyRateLimitStoreCtor {
  let sweptWindow = 0;
  const reserved = new Map<string, Reserved>();
  /** One reservation in flight per key: requests meanwhile wait for it instead of sending their own. */
  const reserving = new Map<string, Promise<Reserved>>();
  function reserve(key: string, windowStart: number): Promise<Reserved> {
    const pending = reserving.get(key);
    if (pending) return pending;
    const taken = db
      .query<{ hits: number }>(HIT, [key, windowStart, batch])
      .then(([row]) => {
        const last = row?.hits ?? batch;
        const slot = { windowStart, next: last - batch + 1, last };
        reserved.set(key, slot);
        return slot;
      })
      .finally(() => reserving.delete(key));
    reserving.set(key, taken);
    return taken;
  }
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
        reserved.clear();
        db.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [start]).catch(() => {});
      }
      const ttl = () => start + timeWindow - now();
      const serve = (slot: Reserved) => {
        if (slot.windowStart !== start || slot.next > slot.last) return false;
        callback(null, { current: slot.next++, ttl: ttl() });
        return true;
      };
      const slot = reserved.get(key);
      if (slot && serve(slot)) return;
      const take = (): void => {
        reserve(key, start).then(
          (fresh) => {
            // Another request waiting on the same reservation may have used it up: take another.
            if (!serve(fresh)) take();
          },
          (error: Error) => callback(error),
        );
      };
      take();
    }
    child() {
      return new DatabaseStore();
    }
  }
  return DatabaseStore;
}
