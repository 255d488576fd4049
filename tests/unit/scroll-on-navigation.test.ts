import { describe, expect, it } from 'vitest';
import { KEPT_SCROLL_ROUTES, opensAtTop } from '../../src/app/scroll-on-navigation.ts';

/** Issue 20 item 5: every page but the kept lists opens at the top, however it is reached. */
describe('opensAtTop', () => {
  it('home, every product list and the order list keep their place on back and forward', () => {
    expect([...KEPT_SCROLL_ROUTES].sort()).toEqual(
      [
        'home',
        'products',
        'brands',
        'brands/:indexId',
        'categories/:indexId',
        'subcategories/:indexId',
        'shoptype/:indexId',
        'shoptype/subcategories/:indexId',
        'promotions/:indexId',
        'ordershistory',
      ].sort(),
    );
    for (const path of [
      '/home',
      '/',
      '/products',
      '/brands/3',
      '/categories/4',
      '/shoptype/subcategories/9',
      '/ordershistory',
    ])
      expect(opensAtTop('POP', path), path).toBe(false);
  });

  it('a link or a redirect opens any page at the top, kept lists included', () => {
    for (const type of ['PUSH', 'REPLACE'] as const)
      for (const path of [
        '/home',
        '/products',
        '/ordershistory',
        '/summary',
        '/payment/5/9/qrcode',
        '/products/12',
        '/cart',
      ])
        expect(opensAtTop(type, path), `${type} ${path}`).toBe(true);
  });

  it('back or forward to any other page opens it at the top', () => {
    for (const path of [
      '/products/12',
      '/cart',
      '/summary',
      '/payment/5/9/qrcode',
      '/ordershistory/9',
      '/ordershistory/paylater/9',
      '/categories',
      '/promotions',
      '/profiles',
      '/nowhere',
    ])
      expect(opensAtTop('POP', path), path).toBe(true);
  });
});
