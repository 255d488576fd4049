import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../machines/storage.ts';
import { readShopProfile } from '../../src/features/account/shop-profile.ts';

/* /information reads the shop profile sign-in stored (spec section 2 "Account home", section 3 storage items). */

const storage = (items: Record<string, string>): KeyValueStorage => ({
  getItem: (key) => items[key] ?? null,
  setItem: () => {},
  removeItem: () => {},
});

describe('readShopProfile', () => {
  it('reads picture, shop name, phone, shop category and shop code (the customer code) from storage', () => {
    const profile = readShopProfile(
      storage({
        picture_url: '/images/avatars/1.svg',
        display_name: 'สมชาย',
        shop_name: 'ร้านสมชายการค้า',
        phone_number: '0812345678',
        shop_cat_name: 'ร้านโชห่วย',
        customer_code: 'SHOP001',
      }),
    );
    expect(profile).toEqual({
      pictureUrl: '/images/avatars/1.svg',
      displayName: 'สมชาย',
      shopName: 'ร้านสมชายการค้า',
      phoneNumber: '0812345678',
      shopCatName: 'ร้านโชห่วย',
      shopCode: 'SHOP001',
    });
  });

  it('reads missing or empty items as null, and survives a storage that throws', () => {
    expect(readShopProfile(storage({ shop_name: '' })).shopName).toBeNull();
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readShopProfile(broken)).toEqual({
      pictureUrl: null,
      displayName: null,
      shopName: null,
      phoneNumber: null,
      shopCatName: null,
      shopCode: null,
    });
  });
});
