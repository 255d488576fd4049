import { type KeyValueStorage, readJson, STORAGE_KEYS, writeItem, writeJson } from '../storage.ts';
import type { OrderAttempt } from './types.ts';

/**
 * Order attempts kept across reloads (a lost answer must not place a second order): an order
 * request sent and not confirmed, with its Idempotency-Key and body, by selection (the lines with
 * their quantities), in the given store (`FlowDeps.storage`). The checkout chart retries it while
 * the selection and coupon are the same (./order-request.ts nextAttempt), so an order whose answer
 * was lost comes back instead of a second order; it is forgotten once the order is confirmed. An attempt older than a day is ignored: an unpaid order
 * is cancelled after 24 hours (spec status 7), and the cart has moved on by then.
 */
export const ATTEMPT_TTL_MS = 24 * 60 * 60 * 1000;
/** A few selections at most (one per cart selection tried without an answer). */
const MAX_ATTEMPTS = 5;

type Stored = OrderAttempt & { savedAt: number };

const isStored = (value: unknown): value is Stored => {
  const v = value as Partial<Stored> | null;
  return (
    typeof v?.selection === 'string' &&
    typeof v.key === 'string' &&
    typeof v.savedAt === 'number' &&
    (v.couponCode === null || typeof v.couponCode === 'string') &&
    typeof v.body === 'object' &&
    v.body !== null
  );
};

function readAll(store: KeyValueStorage | null, now: number): Stored[] {
  const value = readJson(STORAGE_KEYS.orderAttempts, store);
  if (!Array.isArray(value)) return [];
  return value.filter(isStored).filter((a) => now - a.savedAt < ATTEMPT_TTL_MS);
}

function writeAll(attempts: Stored[], store: KeyValueStorage | null) {
  if (attempts.length === 0) writeItem(STORAGE_KEYS.orderAttempts, null, store);
  else writeJson(STORAGE_KEYS.orderAttempts, attempts, store);
}

const strip = ({ savedAt: _, ...attempt }: Stored): OrderAttempt => attempt;

/** The attempt kept for this selection, or null. */
export function readOrderAttempt(
  selection: string,
  store: KeyValueStorage | null,
  now: number,
): OrderAttempt | null {
  const found = readAll(store, now).find((a) => a.selection === selection);
  return found ? strip(found) : null;
}

/** Keeps the attempt (replacing the one of its selection). */
export function saveOrderAttempt(attempt: OrderAttempt, store: KeyValueStorage | null, now: number) {
  const others = readAll(store, now).filter((a) => a.selection !== attempt.selection);
  writeAll([...others.slice(-(MAX_ATTEMPTS - 1)), { ...attempt, savedAt: now }], store);
}

/** Forgets the attempt of this selection (its order is confirmed, or refused). */
export function forgetOrderAttempt(selection: string, store: KeyValueStorage | null, now: number) {
  writeAll(
    readAll(store, now).filter((a) => a.selection !== selection),
    store,
  );
}
