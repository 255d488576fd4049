/**
 * Spec section 2 "Route table", "Shell" and "Headers" as data and pure functions: which layout a
 * route lives in, its header title, whether the back arrow shows, and which tab is highlighted.
 * Unit-tested for every route (tests/unit/route-meta.test.ts).
 */
import { paths, ROUTE_PATHS, type RoutePath } from '../../contract/app-paths.ts';
import { th } from '../i18n/th.ts';

export type Layout = 'main' | 'checkout' | 'account' | 'product';
export type Tab = 'home' | 'promotions' | 'categories' | 'profiles';

/** The layout each route of the route table lives in. */
export const ROUTE_LAYOUTS: Record<RoutePath, Layout> = {
  home: 'main',
  products: 'main',
  brands: 'main',
  'brands/:indexId': 'main',
  categories: 'main',
  'categories/:indexId': 'main',
  'subcategories/:indexId': 'main',
  'shoptype/:indexId': 'main',
  'shoptype/subcategories/:indexId': 'main',
  promotions: 'main',
  'promotions/:indexId': 'main',
  cart: 'checkout',
  summary: 'checkout',
  'payment/address': 'checkout',
  'payment/method': 'checkout',
  'payment/coupon': 'checkout',
  'payment/:orderId/successful': 'checkout',
  'payment/:paymentId/:orderId/qrcode': 'checkout',
  'products/:productId': 'product',
  profiles: 'account',
  information: 'account',
  ordershistory: 'account',
  'ordershistory/:orderId': 'account',
  'ordershistory/paylater/:orderId': 'account',
  mycoupon: 'account',
  'mycoupon/history': 'account',
  'mycoupon/:code': 'account',
};

/** Every route of the route table in the router's order (contract/app-paths.ts), with its layout. */
export const ROUTES: readonly { path: RoutePath; layout: Layout }[] = ROUTE_PATHS.map((path) => ({
  path,
  layout: ROUTE_LAYOUTS[path],
}));

const segments = (pathname: string) => pathname.split('/').filter(Boolean);
const lastSegment = (pathname: string) => segments(pathname).at(-1) ?? '';

/** Checkout header title by last path segment (spec section 2 "Headers"). */
export function checkoutTitle(pathname: string): string {
  const titles: Record<string, string> = {
    cart: th.titles.cart,
    method: th.titles.paymentMethod,
    address: th.titles.address,
    summary: th.titles.orderDetails,
    ordershistory: th.titles.paymentMethod,
    coupon: th.titles.coupon,
    successful: th.titles.paymentSuccessful,
    qrcode: th.titles.payment,
  };
  return titles[lastSegment(pathname)] ?? th.titles.address;
}

/** Account header title: by last segment, else the detail title of its section. */
export function accountTitle(pathname: string): string {
  const titles: Record<string, string> = {
    profiles: th.titles.account,
    information: th.titles.accountInformation,
    ordershistory: th.titles.orders,
    mycoupon: th.titles.myCoupons,
    history: th.titles.couponHistory,
  };
  const title = titles[lastSegment(pathname)];
  if (title) return title;
  const first = segments(pathname)[0];
  if (first === 'ordershistory') return th.titles.orderDetails;
  if (first === 'mycoupon') return th.titles.couponDetails;
  return th.titles.details;
}

/** Whether the header shows a back arrow on this path, for its layout. */
export function showsBack(layout: Layout, pathname: string): boolean {
  const last = lastSegment(pathname);
  if (layout === 'main') return last !== 'home' && segments(pathname).length > 0;
  if (layout === 'checkout') return !['profiles', 'qrcode', 'successful'].includes(last);
  if (layout === 'account') return last !== 'profiles';
  return true;
}

/**
 * The highlighted bottom tab. Brands and categories highlight the categories tab (spec); so do the
 * other product lists (products, sub-categories, shop types), which that tab ('สินค้า') stands for.
 * Information, orders and coupons highlight the profiles tab.
 */
export function activeTab(pathname: string): Tab | null {
  const first = segments(pathname)[0] ?? '';
  if (first === 'home') return 'home';
  if (first === 'promotions') return 'promotions';
  if (['categories', 'brands', 'products', 'subcategories', 'shoptype'].includes(first)) {
    // /products/{id} is the product detail page, outside the tabbed shell.
    return first === 'products' && segments(pathname).length > 1 ? null : 'categories';
  }
  if (['profiles', 'information', 'ordershistory', 'mycoupon'].includes(first)) return 'profiles';
  return null;
}

export const TABS: readonly { tab: Tab; to: string; label: string }[] = [
  { tab: 'home', to: paths.home(), label: th.tabs.home },
  { tab: 'promotions', to: paths.promotions(), label: th.tabs.promotions },
  { tab: 'categories', to: paths.categories(), label: th.tabs.categories },
  { tab: 'profiles', to: paths.profiles(), label: th.tabs.profiles },
];
