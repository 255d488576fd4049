import { ROUTE_PATHS, type RoutePath, routeOfPath } from '../../contract/app-paths.ts';
import { type Layout, ROUTE_LAYOUTS } from '../lib/route-meta.ts';

/**
 * Which file renders each layout and screen of the route table (paths relative to src/, as in the
 * build's manifest). The router loads them lazily from this table (src/app/router.tsx), and the
 * server names their chunks in the page it sends for that route (`<link rel="modulepreload">`,
 * server/http/route-preloads.ts, which reads the build's copy of `routeFilesTable()`,
 * dist/.vite/route-files.json), so the browser fetches a route's code beside the start-up script
 * instead of after it, a round trip sooner on a phone (docs/performance.md).
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
 * it belongs with the route's code): the product page's LINE sharing (src/liff/share-liff.ts, which
 * src/features/product/share/use-share.ts loads).
 */
export const FIRST_RENDER_FILES: Partial<Record<RoutePath, readonly string[]>> = {
  'products/:productId': ['liff/share-liff.ts'],
};

/** Chakra UI's provider, which every screen but the plain ones needs before its first render. */
export const CHAKRA_FILE = 'components/chakra-scope.tsx';

/** Routes whose first render needs no Chakra (plain elements, src/app/first-screen.css, plain-components.css). */
export const PLAIN_ROUTES: ReadonlySet<RoutePath> = new Set(['home', 'products/:productId', 'cart']);

/**
 * The files a route needs for its first render: layout, screen, what the screen loads as it shows,
 * and Chakra unless the route is plain.
 */
export function filesOfRoute(path: RoutePath): string[] {
  return [
    LAYOUT_FILES[ROUTE_LAYOUTS[path]],
    SCREEN_FILES[path],
    ...(FIRST_RENDER_FILES[path] ?? []),
    ...(PLAIN_ROUTES.has(path) ? [] : [CHAKRA_FILE]),
  ];
}

/**
 * Every route's first-render files, as `vite build` writes them to dist/.vite/route-files.json
 * beside the manifest (vite.config.ts), where the server reads them.
 */
export function routeFilesTable(): Record<RoutePath, string[]> {
  return Object.fromEntries(ROUTE_PATHS.map((path) => [path, filesOfRoute(path)])) as Record<
    RoutePath,
    string[]
  >;
}

/** The files the page at `pathname` needs for its first render (none for an unknown path). */
export function filesOfPath(pathname: string): string[] {
  const route = routeOfPath(pathname);
  return route ? filesOfRoute(route) : [];
}
