import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../machines/storage.ts';
import { persistedCustomerGroup, resolveListRoute } from '../../src/features/catalogue/list-route.ts';
import { th } from '../../src/i18n/th.ts';

/* Which list each product-list route shows (spec section 2 "Product list pages"). */

const storageWith = (value: string | null): KeyValueStorage => ({
  getItem: (key) => (key === 'auth' ? value : null),
  setItem: () => {},
  removeItem: () => {},
});

describe('resolveListRoute', () => {
  it('/products with search state is search results', () => {
    const route = resolveListRoute('/products', undefined, { type: 'search', indexId: 'ช้าง' });
    expect(route).toMatchObject({ type: 'search', indexId: 'ช้าง', title: th.productList.searchResults });
  });

  it('/products without it is the plain list, with a cover when one is passed', () => {
    expect(resolveListRoute('/products', undefined, null)).toMatchObject({
      type: 'products',
      title: th.productList.allProducts,
      cover: null,
    });
    expect(resolveListRoute('/products/', undefined, { cover: '/c.svg' }).cover).toBe('/c.svg');
  });

  it('/categories/{id} takes the Thai name and cover from state', () => {
    const route = resolveListRoute('/categories/3', '3', { name: 'น้ำดื่ม', cover: '/c.svg' });
    expect(route).toMatchObject({ type: 'categories', indexId: '3', title: 'น้ำดื่ม', cover: '/c.svg' });
  });

  it('sub-category pages: names and cover from state, the group from state or the persisted dialog', () => {
    const state = { categoryName: 'น้ำดื่ม', subCategoryName: 'น้ำแร่', cover: '/s.svg', customerGroupId: 2 };
    expect(resolveListRoute('/subcategories/4', '4', state)).toMatchObject({
      type: 'subcategories',
      indexId: '4',
      title: 'น้ำแร่',
      subtitle: 'น้ำดื่ม',
      customerGroupId: '2',
    });
    const saved = persistedCustomerGroup(storageWith('{"open":false,"customer_group_id":5}'));
    expect(saved).toBe('5');
    expect(resolveListRoute('/shoptype/subcategories/4', '4', {}, saved)).toMatchObject({
      type: 'shoptypeSubcategories',
      customerGroupId: '5',
    });
    expect(resolveListRoute('/subcategories/4', '4', {}, null).customerGroupId).toBeUndefined();
    expect(persistedCustomerGroup(storageWith('not json'))).toBeNull();
    expect(persistedCustomerGroup(storageWith('{"open":true,"customer_group_id":null}'))).toBeNull();
  });

  it('/promotions/{id} always looks up (its rules); /brands/{id} its name and cover when state lacks them', () => {
    expect(resolveListRoute('/promotions/2', '2', null)).toMatchObject({
      type: 'promotions',
      lookup: 'promotion',
      title: null,
    });
    expect(resolveListRoute('/promotions/2', '2', { name: 'โปร', cover: '/p.svg' })).toMatchObject({
      lookup: 'promotion',
      title: 'โปร',
      cover: '/p.svg',
    });
    expect(resolveListRoute('/brands/6', '6', { name: 'ช้าง', cover: '/b.svg' }).lookup).toBeNull();
    expect(resolveListRoute('/brands/6', '6', null)).toMatchObject({
      type: 'brands',
      indexId: '6',
      lookup: 'brand',
    });
  });

  it('/brands is all brands titled Shop By Brands; /shoptype/{id} takes its name from state', () => {
    expect(resolveListRoute('/brands', undefined, null)).toMatchObject({
      type: 'allBrands',
      title: 'Shop By Brands',
    });
    expect(resolveListRoute('/shoptype/3', '3', { name: 'ร้านอาหาร' })).toMatchObject({
      type: 'shoptype',
      indexId: '3',
      title: 'ร้านอาหาร',
    });
  });
});
