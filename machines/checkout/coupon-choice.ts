import { type KeyValueStorage, readJson, STORAGE_KEYS, writeItem, writeJson } from '../storage.ts';
import { ATTEMPT_TTL_MS } from './order-attempts.ts';
import type { CouponChoice } from './types.ts';

/**
 * The coupon the customer chose on /summary (or 'no coupon'), kept in the given store
 * (`FlowDeps.storage`) so a reload asks the server for it again instead of the best one. The
 * checkout chart keeps it once the server has priced it, and forgets it when the order is placed or
 * when the server refuses it for the selection (the cart changed so that it no longer applies, or it
 * is no longer offered). A choice older than a day is ignored, as a kept order attempt is
 * (./order-attempts.ts): the checkout it was made in has ended by then.
 */

type Stored = CouponChoice & { savedAt: number };

const isStored = (value: unknown): value is Stored => {
  const v = value as Partial<Stored> | null;
  return typeof v?.savedAt === 'number' && (v.code === null || typeof v.code === 'string');
};

/** The choice kept for the current checkout, or null (the server applies the best coupon). */
export function readCouponChoice(store: KeyValueStorage | null, now: number): CouponChoice | null {
  const value = readJson(STORAGE_KEYS.couponChoice, store);
  if (!isStored(value) || now - value.savedAt >= ATTEMPT_TTL_MS) return null;
  return { code: value.code };
}

/** Keeps the choice (replacing the one before). */
export function saveCouponChoice(choice: CouponChoice, store: KeyValueStorage | null, now: number) {
  writeJson(STORAGE_KEYS.couponChoice, { code: choice.code, savedAt: now }, store);
}

/** Forgets the choice: the next /summary gets the best coupon. */
export function forgetCouponChoice(store: KeyValueStorage | null) {
  writeItem(STORAGE_KEYS.couponChoice, null, store);
}
