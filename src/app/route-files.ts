import { type Layout, ROUTES, type RoutePath } from '../lib/route-meta.ts';

/**
 * Which file renders each layout and screen of the route table (paths relative to src/, as in the
 * build's manifest). The router loads them lazily from this table (src/app/router.tsx), and the
 * server names their chunks in the page it sends for that route (`<link rel="modulepreload">`,
 * server/http/route-preloads.ts), so the browser fetches a route's code beside the start-up script
 * instead of after it (issue 12, docs/performance.md).
 */
export const LAYOUT_FILES: Record<Layout, string> = {
  main: 'app/layouts/main-layout.tsx',
  checkout: 'app/layouts/checkout-layout.tsx',
  account: 'app/layouts/account-layout.tsx',
  product: 'app/layouts/product-layout.tsx',
};

const PRODUCT_LIST = 'features/catalogue/product-list-screen.tsx';

export const SCREEN_FILES: Record<RoutePath, string> = {
  home: 'features/home/home-screen.tsx',
  promotions: 'features/home/promotions-screen.tsx',
  categories: 'features/catalogue/category-chooser-screen.tsx',
  products: PRODUCT_LIST,
  brands: PRODUCT_LIST,
  'brands/:indexId': PRODUCT_LIST,
  'categories/:indexId': PRODUCT_LIST,
  'subcategories/:indexId': PRODUCT_LIST,
  'shoptype/:indexId': PRODUCT_LIST,
  'shoptype/subcategories/:indexId': PRODUCT_LIST,
  'promotions/:indexId': PRODUCT_LIST,
  'products/:productId': 'features/product/product-detail-screen.tsx',
  cart: 'features/cart/cart-screen.tsx',
  summary: 'features/checkout/summary-screen.tsx',
  'payment/address': 'features/checkout/payment-address-screen.tsx',
  'payment/method': 'features/checkout/payment-method-screen.tsx',
  'payment/coupon': 'features/checkout/payment-coupon-screen.tsx',
  'payment/:orderId/successful': 'features/payment/payment-success-screen.tsx',
  'payment/:paymentId/:orderId/qrcode': 'features/payment/qr-screen.tsx',
  'ordershistory/paylater/:orderId': 'features/payment/pay-later-screen.tsx',
  profiles: 'features/account/account-screen.tsx',
  information: 'features/account/information-screen.tsx',
  ordershistory: 'features/orders/order-history-screen.tsx',
  'ordershistory/:orderId': 'features/orders/order-detail-screen.tsx',
  mycoupon: 'features/coupons/my-coupons-screen.tsx',
  'mycoupon/history': 'features/coupons/coupon-history-screen.tsx',
  'mycoupon/:code': 'features/coupons/coupon-detail-screen.tsx',
};

/**
 * What a screen imports lazily as soon as it shows (its chunk asks for it on its first render, so
 * it belongs with the route's code): the product page's LINE sharing (share-liff.ts, use-share.ts).
 */
export const FIRST_RENDER_FILES: Partial<Record<RoutePath, readonly string[]>> = {
  'products/:productId': ['features/product/share/share-liff.ts'],
};

/** Chakra UI's provider, which every screen but the plain ones needs before its first render. */
export const CHAKRA_FILE = 'components/chakra-scope.tsx';

/** Routes whose first render needs no Chakra (plain elements, src/app/first-screen.css, plain-components.css). */
export const PLAIN_ROUTES: ReadonlySet<RoutePath> = new Set(['home', 'products/:productId', 'cart']);

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route of the route table a page path opens (`/` is home), as react-router matches it: static
 * segments case-insensitively, `:name` any one segment, a trailing slash ignored; the first match
 * in table order, where static routes come before their `:name` siblings. Null for any other path.
 */
export function routeOfPath(pathname: string): (typeof ROUTES)[number] | null {
  const path = segments(pathname === '/' ? '/home' : pathname);
  return (
    ROUTES.find((route) => {
      const pattern = segments(route.path);
      return (
        pattern.length === path.length &&
        pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === path[i]?.toLowerCase())
      );
    }) ?? null
  );
}

/**
 * The files a route needs for its first render: layout, screen, what the screen loads as it shows,
 * and Chakra unless the route is plain.
 */
export function filesOfRoute(path: RoutePath): string[] {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) return [];
  return [
    LAYOUT_FILES[route.layout],
    SCREEN_FILES[route.path],
    ...(FIRST_RENDER_FILES[route.path] ?? []),
    ...(PLAIN_ROUTES.has(route.path) ? [] : [CHAKRA_FILE]),
  ];
}

/** The files the page at `pathname` needs for its first render (none for an unknown path). */
export function filesOfPath(pathname: string): string[] {
  const route = routeOfPath(pathname);
  return route ? filesOfRoute(route.path) : [];
}
