import { type KeyValueStorage, readItem, STORAGE_KEYS } from '../../../machines/storage.ts';
import { storageOr } from '../../lib/storage.ts';

/**
 * The shop profile of /information (spec section 2 "Account home": picture, shop name, phone,
 * shop category, shop code, all read from local storage). Sign-in stored them (machines/auth/auth-implementations.ts):
 * the LINE profile picture and the backend profile's shop fields; the shop code is the customer_code.
 */
export interface ShopProfile {
  pictureUrl: string | null;
  displayName: string | null;
  shopName: string | null;
  phoneNumber: string | null;
  shopCatName: string | null;
  shopCode: string | null;
}

export function readShopProfile(store?: KeyValueStorage | null): ShopProfile {
  const given = storageOr(store);
  const read = (key: Parameters<typeof readItem>[0]) => readItem(key, given) || null;
  return {
    pictureUrl: read(STORAGE_KEYS.pictureUrl),
    displayName: read(STORAGE_KEYS.displayName),
    shopName: read(STORAGE_KEYS.shopName),
    phoneNumber: read(STORAGE_KEYS.phoneNumber),
    shopCatName: read(STORAGE_KEYS.shopCatName),
    shopCode: read(STORAGE_KEYS.customerCode),
  };
}
