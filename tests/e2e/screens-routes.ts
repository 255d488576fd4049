import type { APIRequestContext, Page } from '@playwright/test';
import { buildSkus } from '../../server/seed/catalogue.ts';
import { CATEGORIES } from '../../server/seed/catalogue-data.ts';
import {
  CATEGORY_ID_WITHOUT_SUBS,
  COUPON_CODES,
  PROMOTION_IDS_BY_TYPE,
  SHOP001_ORDER_IDS_BY_STATUS,
  SKU_ID_PLAIN,
  SKU_ID_WITH_DISCOUNT,
  THEME_BRAND_ID,
} from '../../server/seed/fixtures.ts';
import { navigateWithState, placeOrder, qrPageState, qrPageUrl } from './qr-orders.ts';
import { cartLine, storeCart } from './stored-cart.ts';

/**
 * Every route of spec section 2 with seeded ids, shared by the accessibility sweep
 * (tests/e2e/a11y.spec.ts) and the screenshot script (tests/tools/screens.ts). `open` brings the
 * page to the state to look at: a route that needs navigation state or a placed order gets it the
 * way the app does.
 */

const SEED_SKUS = buildSkus();

/** A stored line of the seeded product `id`, under its catalogue name and pack size, as adding it stores it. */
const seededLine = (id: number, qty: number) => {
  const sku = SEED_SKUS.find((s) => s.id === id);
  return cartLine(id, { qty, name: sku?.title ?? `SKU ${id}`, packSize: sku?.pack_size ?? null });
};

/** Two selected cart lines above the minimum, stored the way the cart stores them. */
export async function seedCart(page: Page) {
  await storeCart(page, [seededLine(SKU_ID_WITH_DISCOUNT, 20), seededLine(SKU_ID_PLAIN, 2)], 1034);
}

export interface ScreenRoute {
  /** A file-name-safe name. */
  name: string;
  /** What to open (after /home has loaded once for sign-in). */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
}

const goto = (path: string) => async (page: Page) => {
  await page.goto(path);
};
/** `path` with two selected lines in the stored cart (seedCart). */
const gotoWithCart = (path: string) => async (page: Page) => {
  await seedCart(page);
  await page.goto(path);
};
const water = CATEGORIES[0]!;
const mineral = water.subs[1]!;
const ORDER_AWAITING = SHOP001_ORDER_IDS_BY_STATUS[1]![0]!;
const ORDER_CANCELLED = SHOP001_ORDER_IDS_BY_STATUS[7]![0]!;
const ORDER_PAID = SHOP001_ORDER_IDS_BY_STATUS[2]![0]!;

export const SCREEN_ROUTES: ScreenRoute[] = [
  { name: 'home', open: goto('/home') },
  { name: 'products', open: goto('/products') },
  {
    name: 'products-search',
    open: async (page) => navigateWithState(page, '/products', { type: 'search', indexId: 'น้ำ' }),
  },
  { name: 'brands', open: goto('/brands') },
  { name: 'brands-id', open: goto(`/brands/${THEME_BRAND_ID}`) },
  { name: 'categories', open: goto('/categories') },
  { name: 'categories-id', open: goto(`/categories/${CATEGORY_ID_WITHOUT_SUBS}`) },
  {
    name: 'subcategories-id',
    open: async (page) =>
      navigateWithState(page, `/subcategories/${mineral.id}`, {
        categoryName: water.th,
        subCategoryName: mineral.name,
      }),
  },
  { name: 'shoptype-id', open: goto('/shoptype/4') },
  {
    name: 'shoptype-subcategories-id',
    open: async (page) =>
      navigateWithState(page, `/shoptype/subcategories/${mineral.id}`, {
        categoryName: water.th,
        subCategoryName: mineral.name,
      }),
  },
  { name: 'promotions', open: goto('/promotions') },
  { name: 'promotions-id', open: goto(`/promotions/${PROMOTION_IDS_BY_TYPE.theme_brand[0]}`) },
  { name: 'product-detail', open: goto(`/products/${SKU_ID_WITH_DISCOUNT}`) },
  { name: 'product-not-found', open: goto('/products/999999') },
  { name: 'cart', open: gotoWithCart('/cart') },
  { name: 'summary', open: gotoWithCart('/summary') },
  { name: 'payment-address', open: goto('/payment/address') },
  { name: 'payment-method', open: goto('/payment/method') },
  { name: 'payment-coupon', open: gotoWithCart('/payment/coupon') },
  {
    name: 'payment-qrcode',
    open: async (page, request) => {
      const order = await placeOrder(request);
      await navigateWithState(page, qrPageUrl(order), qrPageState(order));
    },
  },
  { name: 'payment-successful', open: goto(`/payment/${ORDER_PAID}/successful`) },
  { name: 'profiles', open: goto('/profiles') },
  { name: 'information', open: goto('/information') },
  { name: 'ordershistory', open: goto('/ordershistory') },
  {
    name: 'ordershistory-all',
    open: async (page) => {
      await page.evaluate(() => localStorage.setItem('order_history_active', '5'));
      await page.goto('/ordershistory');
    },
  },
  { name: 'ordershistory-id', open: goto(`/ordershistory/${ORDER_AWAITING}`) },
  { name: 'ordershistory-cancelled', open: goto(`/ordershistory/${ORDER_CANCELLED}`) },
  { name: 'ordershistory-not-found', open: goto('/ordershistory/999999') },
  { name: 'ordershistory-paylater', open: goto(`/ordershistory/paylater/${ORDER_AWAITING}`) },
  { name: 'mycoupon', open: goto('/mycoupon') },
  { name: 'mycoupon-history', open: goto('/mycoupon/history') },
  { name: 'mycoupon-code', open: goto(`/mycoupon/${COUPON_CODES.usable[0]}`) },
  { name: 'mycoupon-used', open: goto(`/mycoupon/${COUPON_CODES.used[0]}`) },
  { name: 'mycoupon-not-found', open: goto('/mycoupon/NOSUCHCOUPON') },
];

/** Waits until the page's data has settled: no loading text, fonts and visible images ready. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .getByRole('status')
    .filter({ hasText: /^(loading|Loading|กำลังโหลด)/ })
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}
