/**
 * Storage items of spec section 3, under one set of keys, read and written over a given store
 * (`FlowDeps.storage`, machines/deps.ts; the browser's is src/lib/storage.ts `browserStorage()`).
 * Every read is defensive: no store, a missing or a foreign value reads as null, never throws
 * (storage may be full or disabled).
 */
export const STORAGE_KEYS = {
  /** The LINE (messaging) login access token. */
  lineToken: 'line_access_token',
  customerCode: 'customer_code',
  accessToken: 'access_token',
  cart: 'cart',
  orderHistoryActive: 'order_history_active',
  shopName: 'shop_name',
  shopCatName: 'shop_cat_name',
  phoneNumber: 'phone_number',
  regionCode: 'region_code',
  areaCode: 'area_code',
  userId: 'user_id',
  pictureUrl: 'picture_url',
  displayName: 'display_name',
  /** Persisted dialog state: { open, customer_group_id } (the spec's 'auth' whitelist). */
  auth: 'auth',
  /** Order requests sent and not yet confirmed, by selection (machines/checkout/order-attempts.ts). */
  orderAttempts: 'order_attempts',
  /** The coupon chosen on /summary for the current checkout (machines/coupon-choice.ts). */
  couponChoice: 'checkout_coupon',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readItem(key: StorageKey, store: KeyValueStorage | null): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string | null, store: KeyValueStorage | null) {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Storage full or disabled: the app keeps working from memory.
  }
}

/** Reads JSON; a malformed value reads as null. */
export function readJson(key: StorageKey, store: KeyValueStorage | null): unknown {
  const raw = readItem(key, store);
  if (raw === null) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

export function writeJson(key: StorageKey, value: unknown, store: KeyValueStorage | null) {
  writeItem(key, JSON.stringify(value), store);
}
