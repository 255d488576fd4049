import type { ApiInput } from '../contract/api.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS, writeItem, writeJson } from './storage.ts';

/**
 * The coupon the customer chose on /summary (or 'no coupon'), kept in the given store
 * (`FlowDeps.storage`) so a reload asks the server for it again instead of the best one. The
 * checkout chart (machines/checkout) keeps it once the server has priced it, and forgets it when the
 * order is placed or when the server refuses it for the selection (the cart changed so that it no
 * longer applies, or it is no longer offered). The cart's estimate (machines/cart/cart-implementations.ts)
 * asks for it too, so the cart shows the amount /summary will. Shared by the two flows from here,
 * beside the storage rules: a flow reaches another only through its index, and the checkout's would
 * bring the checkout chart into the cart's code.
 */

/**
 * The customer's own coupon choice on /summary, kept for the checkout: a code, or `code: null` for
 * 'no coupon' (not_use_coupon=1). Without one the server applies the best.
 */
export type CouponChoice = { code: string | null };

/** The coupon query of POST /summary/saleitem. */
type SummaryQuery = NonNullable<ApiInput<'getSummary'>['query']>;

/**
 * A choice older than a day is ignored, as a kept order attempt is
 * (machines/checkout/order-attempts.ts `ATTEMPT_TTL_MS`): the checkout it was made in has ended by then.
 */
export const COUPON_CHOICE_TTL_MS = 24 * 60 * 60 * 1000;

type Stored = CouponChoice & { savedAt: number };

const isStored = (value: unknown): value is Stored => {
  const v = value as Partial<Stored> | null;
  return typeof v?.savedAt === 'number' && (v.code === null || typeof v.code === 'string');
};

/** The choice kept for the current checkout, or null (the server applies the best coupon). */
export function readCouponChoice(store: KeyValueStorage | null, now: number): CouponChoice | null {
  const value = readJson(STORAGE_KEYS.couponChoice, store);
  if (!isStored(value) || now - value.savedAt >= COUPON_CHOICE_TTL_MS) return null;
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

/**
 * What POST /summary/saleitem is asked for a choice: its coupon (`coupon_code`), or none
 * (`not_use_coupon=1`); no choice asks nothing (the server applies the best coupon).
 */
export function choiceQuery(choice: CouponChoice | null): SummaryQuery {
  if (!choice) return {};
  return choice.code ? { coupon_code: choice.code } : { not_use_coupon: '1' };
}

/**
 * The server refused the coupon asked for (the API client's ApiError lists the field it names): a
 * 404, it is no longer offered; a 409, it does not apply to these lines. Not a failure to load.
 */
export const isCouponRefused = (error: unknown): boolean => {
  const errors = typeof error === 'object' && error !== null ? (error as { errors?: unknown }).errors : null;
  return Array.isArray(errors) && errors.some((e) => (e as { path?: unknown })?.path === 'query.coupon_code');
};

/** The server refused the coupon this choice asked for ('no coupon' is never refused). */
export const isChoiceRefused = (choice: CouponChoice | null, error: unknown): boolean =>
  typeof choice?.code === 'string' && isCouponRefused(error);
