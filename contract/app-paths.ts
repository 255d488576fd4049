/**
 * The storefront's pages (spec section 2 "Route table"): the route patterns, which route a page path
 * opens, and one builder per route. Contract because the storefront, its charts, the server (which
 * names a route's code in the page it sends) and the links LINE messages carry all read it; nothing
 * else writes an app path by hand (tests/unit/app-paths.test.ts).
 */

/**
 * Every route, react-router style, in the order the router ranks them: static routes before their
 * `:name` siblings. src/lib/route-meta.ts gives each its layout, src/app/route-files.ts its files.
 */
export const ROUTE_PATHS = [
  'home',
  'products',
  'brands',
  'brands/:indexId',
  'categories',
  'categories/:indexId',
  'subcategories/:indexId',
  'shoptype/:indexId',
  'shoptype/subcategories/:indexId',
  'promotions',
  'promotions/:indexId',
  'cart',
  'summary',
  'payment/address',
  'payment/method',
  'payment/coupon',
  'payment/:orderId/successful',
  'payment/:paymentId/:orderId/qrcode',
  'products/:productId',
  'profiles',
  'information',
  'ordershistory',
  'ordershistory/:orderId',
  'ordershistory/paylater/:orderId',
  'mycoupon',
  'mycoupon/history',
  'mycoupon/:code',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a page path opens (`/` is home), as react-router matches it: static segments
 * case-insensitively, `:name` any one segment, a trailing slash ignored; the first match in table
 * order. Null for any other path.
 */
export function routeOfPath(pathname: string): RoutePath | null {
  const path = segments(pathname === '/' ? 'home' : pathname);
  return (
    ROUTE_PATHS.find((route) => {
      const pattern = segments(route);
      return (
        pattern.length === path.length &&
        pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === path[i]?.toLowerCase())
      );
    }) ?? null
  );
}

/** An id or code in a path: a number, or text (encoded, so it stays one segment). */
type Param = string | number;

/** The page path of `route` with its `:name` segments filled in order by `params`. */
function fill(route: RoutePath, ...params: Param[]): string {
  let next = 0;
  return `/${segments(route)
    .map((part) => (part.startsWith(':') ? encodeURIComponent(String(params[next++])) : part))
    .join('/')}`;
}

/**
 * The query of an order's page that starts the pay flow as the page opens (the 'ชำระเงิน' button of
 * LINE's order-placed message): the QR page needs the QR data a flow hands it (spec section 5), so a
 * link from outside the app opens the order, which makes a fresh QR and goes to its QR page.
 */
export const PAY_ON_OPEN_PARAM = 'pay';

/** One builder per route: the page path to link or navigate to. */
export const paths = {
  home: () => fill('home'),
  /** The product list; with navigation state `{ type: 'search', indexId }`, search results. */
  products: () => fill('products'),
  brands: () => fill('brands'),
  brand: (brandId: Param) => fill('brands/:indexId', brandId),
  categories: () => fill('categories'),
  category: (categoryId: Param) => fill('categories/:indexId', categoryId),
  subcategory: (subCategoryId: Param) => fill('subcategories/:indexId', subCategoryId),
  shopType: (groupId: Param) => fill('shoptype/:indexId', groupId),
  shopTypeSubcategory: (subCategoryId: Param) => fill('shoptype/subcategories/:indexId', subCategoryId),
  promotions: () => fill('promotions'),
  promotion: (promotionId: Param) => fill('promotions/:indexId', promotionId),
  cart: () => fill('cart'),
  summary: () => fill('summary'),
  paymentAddress: () => fill('payment/address'),
  paymentMethod: () => fill('payment/method'),
  paymentCoupon: () => fill('payment/coupon'),
  paymentSuccess: (orderId: Param) => fill('payment/:orderId/successful', orderId),
  qr: (paymentId: Param, orderId: Param) => fill('payment/:paymentId/:orderId/qrcode', paymentId, orderId),
  product: (productId: Param) => fill('products/:productId', productId),
  profiles: () => fill('profiles'),
  information: () => fill('information'),
  ordersHistory: () => fill('ordershistory'),
  orderDetail: (orderId: Param) => fill('ordershistory/:orderId', orderId),
  payLater: (orderId: Param) => fill('ordershistory/paylater/:orderId', orderId),
  myCoupons: () => fill('mycoupon'),
  couponHistory: () => fill('mycoupon/history'),
  coupon: (code: Param) => fill('mycoupon/:code', code),
} as const;

/** The order's page that goes on at once to a fresh QR when the order awaits payment (PAY_ON_OPEN_PARAM). */
export const payOrderPath = (orderId: Param) => `${paths.orderDetail(orderId)}?${PAY_ON_OPEN_PARAM}=1`;
