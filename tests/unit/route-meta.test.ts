import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { RoutePath } from '../../contract/app-paths.ts';
import { th } from '../../src/i18n/th.ts';
import {
  accountTitle,
  activeTab,
  checkoutTitle,
  type Layout,
  ROUTES,
  showsBack,
  TABS,
  type Tab,
} from '../../src/lib/route-meta.ts';

/*
 * Spec section 2 ("Shell", "Route table", "Headers") as one table: every route of ROUTES with a
 * concrete pathname, its layout, its header title, whether the back arrow shows and the highlighted
 * tab. Titles are th.titles entries by key, so the table checks the mapping, not the Thai wording.
 * Main and product layouts have no title computed from the path (null here).
 */
interface Row {
  route: RoutePath;
  example: string;
  layout: Layout;
  title: string | null;
  back: boolean;
  tab: Tab | null;
}

const TABLE: readonly Row[] = [
  // Main layout: back everywhere but home; brands and categories -> categories tab (spec), the other
  // product lists too (our decision, documented in route-meta.ts activeTab).
  { route: 'home', example: '/home', layout: 'main', title: null, back: false, tab: 'home' },
  { route: 'products', example: '/products', layout: 'main', title: null, back: true, tab: 'categories' },
  { route: 'brands', example: '/brands', layout: 'main', title: null, back: true, tab: 'categories' },
  {
    route: 'brands/:indexId',
    example: '/brands/3',
    layout: 'main',
    title: null,
    back: true,
    tab: 'categories',
  },
  { route: 'categories', example: '/categories', layout: 'main', title: null, back: true, tab: 'categories' },
  {
    route: 'categories/:indexId',
    example: '/categories/12',
    layout: 'main',
    title: null,
    back: true,
    tab: 'categories',
  },
  {
    route: 'subcategories/:indexId',
    example: '/subcategories/45',
    layout: 'main',
    title: null,
    back: true,
    tab: 'categories',
  },
  {
    route: 'shoptype/:indexId',
    example: '/shoptype/2',
    layout: 'main',
    title: null,
    back: true,
    tab: 'categories',
  },
  {
    route: 'shoptype/subcategories/:indexId',
    example: '/shoptype/subcategories/45',
    layout: 'main',
    title: null,
    back: true,
    tab: 'categories',
  },
  { route: 'promotions', example: '/promotions', layout: 'main', title: null, back: true, tab: 'promotions' },
  {
    route: 'promotions/:indexId',
    example: '/promotions/7',
    layout: 'main',
    title: null,
    back: true,
    tab: 'promotions',
  },
  // Checkout layout: title by last segment; back everywhere but qrcode and successful; no tab.
  { route: 'cart', example: '/cart', layout: 'checkout', title: th.titles.cart, back: true, tab: null },
  {
    route: 'summary',
    example: '/summary',
    layout: 'checkout',
    title: th.titles.orderDetails,
    back: true,
    tab: null,
  },
  {
    route: 'payment/address',
    example: '/payment/address',
    layout: 'checkout',
    title: th.titles.address,
    back: true,
    tab: null,
  },
  {
    route: 'payment/method',
    example: '/payment/method',
    layout: 'checkout',
    title: th.titles.paymentMethod,
    back: true,
    tab: null,
  },
  {
    route: 'payment/coupon',
    example: '/payment/coupon',
    layout: 'checkout',
    title: th.titles.coupon,
    back: true,
    tab: null,
  },
  {
    route: 'payment/:orderId/successful',
    example: '/payment/10001/successful',
    layout: 'checkout',
    title: th.titles.paymentSuccessful,
    back: false,
    tab: null,
  },
  {
    route: 'payment/:paymentId/:orderId/qrcode',
    example: '/payment/500001/10001/qrcode',
    layout: 'checkout',
    title: th.titles.payment,
    back: false,
    tab: null,
  },
  // Product detail: back arrow, outside the tabbed shell.
  {
    route: 'products/:productId',
    example: '/products/42',
    layout: 'product',
    title: null,
    back: true,
    tab: null,
  },
  // Account layout: back everywhere but profiles; profiles tab.
  {
    route: 'profiles',
    example: '/profiles',
    layout: 'account',
    title: th.titles.account,
    back: false,
    tab: 'profiles',
  },
  {
    route: 'information',
    example: '/information',
    layout: 'account',
    title: th.titles.accountInformation,
    back: true,
    tab: 'profiles',
  },
  {
    route: 'ordershistory',
    example: '/ordershistory',
    layout: 'account',
    title: th.titles.orders,
    back: true,
    tab: 'profiles',
  },
  {
    route: 'ordershistory/:orderId',
    example: '/ordershistory/10001',
    layout: 'account',
    title: th.titles.orderDetails,
    back: true,
    tab: 'profiles',
  },
  {
    route: 'ordershistory/paylater/:orderId',
    example: '/ordershistory/paylater/5',
    layout: 'account',
    title: th.titles.orderDetails,
    back: true,
    tab: 'profiles',
  },
  {
    route: 'mycoupon',
    example: '/mycoupon',
    layout: 'account',
    title: th.titles.myCoupons,
    back: true,
    tab: 'profiles',
  },
  {
    route: 'mycoupon/history',
    example: '/mycoupon/history',
    layout: 'account',
    title: th.titles.couponHistory,
    back: true,
    tab: 'profiles',
  },
  {
    route: 'mycoupon/:code',
    example: '/mycoupon/SAVE50',
    layout: 'account',
    title: th.titles.couponDetails,
    back: true,
    tab: 'profiles',
  },
];

/** The header title route-meta computes for a path in its layout (null: no computed title). */
function titleFor(layout: Layout, pathname: string): string | null {
  if (layout === 'checkout') return checkoutTitle(pathname);
  if (layout === 'account') return accountTitle(pathname);
  return null;
}

describe('route table coverage', () => {
  it('has exactly one row per route of ROUTES, and no row for a route ROUTES lacks', () => {
    const routePaths = ROUTES.map((r) => r.path);
    const rowRoutes = TABLE.map((r) => r.route);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(new Set(rowRoutes).size).toBe(rowRoutes.length);
    expect([...rowRoutes].sort()).toEqual([...routePaths].sort());
    for (const path of routePaths) {
      expect(
        rowRoutes.filter((r) => r === path),
        path,
      ).toHaveLength(1);
    }
  });

  it('lists the spec route table: 11 main, 7 checkout, 1 product, 8 account routes', () => {
    const count = (layout: Layout) => ROUTES.filter((r) => r.layout === layout).length;
    expect(count('main')).toBe(11);
    expect(count('checkout')).toBe(7);
    expect(count('product')).toBe(1);
    expect(count('account')).toBe(8);
  });
});

describe.each(TABLE)('$example ($route)', (row) => {
  it('is matched by its route, and the router ranks that route first among ROUTES', () => {
    expect(matchPath(`/${row.route}`, row.example)).not.toBeNull();
    const matches = matchRoutes(
      ROUTES.map((r) => ({ path: `/${r.path}` })),
      row.example,
    );
    expect(matches?.map((m) => m.route.path)).toEqual([`/${row.route}`]);
  });

  it(`lives in the ${row.layout} layout`, () => {
    expect(ROUTES.find((r) => r.path === row.route)?.layout).toBe(row.layout);
  });

  it('has the expected header title', () => {
    expect(titleFor(row.layout, row.example)).toBe(row.title);
  });

  it(`${row.back ? 'shows' : 'hides'} the back arrow`, () => {
    expect(showsBack(row.layout, row.example)).toBe(row.back);
  });

  it(`highlights tab ${row.tab ?? 'none'}`, () => {
    expect(activeTab(row.example)).toBe(row.tab);
  });
});

describe('tabs', () => {
  it('have the spec-verbatim Thai labels', () => {
    expect(th.tabs.home).toBe('หน้าหลัก');
    expect(th.tabs.promotions).toBe('โปรโมชั่น');
    expect(th.tabs.categories).toBe('สินค้า');
    expect(th.tabs.profiles).toBe('บัญชี');
  });

  it('link to /home, /promotions, /categories, /profiles in that order', () => {
    expect(TABS.map((t) => [t.tab, t.to, t.label])).toEqual([
      ['home', '/home', 'หน้าหลัก'],
      ['promotions', '/promotions', 'โปรโมชั่น'],
      ['categories', '/categories', 'สินค้า'],
      ['profiles', '/profiles', 'บัญชี'],
    ]);
  });

  it('each highlights itself on its own path', () => {
    for (const { tab, to } of TABS) expect(activeTab(to)).toBe(tab);
  });
});

describe('checkoutTitle by last segment (spec "Headers")', () => {
  it.each([
    ['/cart', th.titles.cart],
    ['/payment/method', th.titles.paymentMethod],
    ['/payment/address', th.titles.address],
    ['/summary', th.titles.orderDetails],
    // The spec maps an ordershistory last segment to "choose payment method".
    ['/ordershistory', th.titles.paymentMethod],
    ['/payment/coupon', th.titles.coupon],
    ['/payment/1/successful', th.titles.paymentSuccessful],
    ['/payment/1/2/qrcode', th.titles.payment],
    // Anything else: choose address.
    ['/payment/unknown', th.titles.address],
    ['/nowhere', th.titles.address],
    ['/', th.titles.address],
    ['', th.titles.address],
  ])('%s', (pathname, title) => {
    expect(checkoutTitle(pathname)).toBe(title);
  });

  it('spells distinct titles for distinct meanings', () => {
    expect(th.titles.cart).not.toBe(th.titles.address);
    expect(th.titles.paymentMethod).not.toBe(th.titles.address);
    expect(th.titles.orderDetails).not.toBe(th.titles.couponDetails);
    expect(th.titles.couponDetails).not.toBe(th.titles.details);
  });
});

describe('edge cases', () => {
  it('a trailing slash changes nothing', () => {
    expect(checkoutTitle('/cart/')).toBe(th.titles.cart);
    expect(showsBack('checkout', '/cart/')).toBe(true);
    expect(activeTab('/cart/')).toBeNull();
    expect(checkoutTitle('/payment/1/2/qrcode/')).toBe(th.titles.payment);
    expect(showsBack('checkout', '/payment/1/2/qrcode/')).toBe(false);
    expect(showsBack('checkout', '/payment/1/successful/')).toBe(false);
    expect(accountTitle('/profiles/')).toBe(th.titles.account);
    expect(showsBack('account', '/profiles/')).toBe(false);
    expect(accountTitle('/ordershistory/10001/')).toBe(th.titles.orderDetails);
    expect(activeTab('/home/')).toBe('home');
    expect(showsBack('main', '/home/')).toBe(false);
    expect(activeTab('/promotions/7/')).toBe('promotions');
    expect(activeTab('/brands/')).toBe('categories');
  });

  it("/products/ (the 'ทั้งหมด' tile's target) is the product list, not a product detail", () => {
    expect(activeTab('/products/')).toBe('categories');
    expect(activeTab('/products/42/')).toBeNull();
  });

  it('unknown paths highlight no tab', () => {
    for (const pathname of [
      '/',
      '',
      '/nowhere',
      '/homework',
      '/promotion',
      '/profile',
      '/payment',
      '/summary/x',
    ]) {
      expect(activeTab(pathname), pathname).toBeNull();
    }
  });

  it('unknown paths: account title falls back to details, checkout to choose address', () => {
    expect(accountTitle('/nowhere')).toBe(th.titles.details);
    expect(accountTitle('/')).toBe(th.titles.details);
    expect(checkoutTitle('/nowhere/deeper')).toBe(th.titles.address);
  });

  it('detail titles follow their section at any depth', () => {
    expect(accountTitle('/ordershistory/paylater/5')).toBe(th.titles.orderDetails);
    expect(accountTitle('/mycoupon/ABC-123')).toBe(th.titles.couponDetails);
    expect(accountTitle('/information/extra')).toBe(th.titles.details);
  });

  it('main layout: the back arrow shows on unknown paths too, never on home', () => {
    expect(showsBack('main', '/nowhere')).toBe(true);
    expect(showsBack('main', '/home')).toBe(false);
  });

  it('product layout always shows the back arrow', () => {
    expect(showsBack('product', '/products/1')).toBe(true);
    expect(showsBack('product', '/products/1/')).toBe(true);
  });

  it('no route matches an unknown path', () => {
    const routes = ROUTES.map((r) => ({ path: `/${r.path}` }));
    expect(matchRoutes(routes, '/nowhere')).toBeNull();
    expect(matchRoutes(routes, '/payment/1/2/3/qrcode')).toBeNull();
  });
});
