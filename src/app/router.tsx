import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router-dom';
import { preloadChakra } from '../components/with-chakra.tsx';
import { th } from '../i18n/th.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { type Layout, ROUTES, type RoutePath } from '../lib/route-meta.ts';
import { useServices } from '../services/services-context.tsx';
import { ShellSkeleton } from './shell-skeleton.ts';

/**
 * Every route of spec section 2 in its layout, in react-router's declarative mode (History API).
 * Layouts and screens are lazy chunks (route-level code splitting): /home loads only what it shows.
 * Declarative mode rather than the data router: the app loads its data in statecharts, not route
 * loaders, and it keeps about 18 KB of router code off the first screen (docs/performance.md).
 */
const loaders = new Map<unknown, () => Promise<unknown>>();

/** A lazy layout or screen whose import `preloadRoute` can start before the first render. */
function lazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const { Component, preload } = preloadableLazy(load);
  loaders.set(Component, preload);
  return Component;
}

const layouts: Record<Layout, ComponentType> = {
  main: lazy(() => import('./layouts/main-layout.tsx')),
  checkout: lazy(() => import('./layouts/checkout-layout.tsx')),
  account: lazy(() => import('./layouts/account-layout.tsx')),
  product: lazy(() => import('./layouts/product-layout.tsx')),
};

type Screen = ComponentType<{ name: string }>;

const ProductListScreen: Screen = lazy(() => import('../features/catalogue/product-list-screen.tsx'));

/** The screen of each route. */
const SCREENS: Record<RoutePath, Screen> = {
  home: lazy(() => import('../features/home/home-screen.tsx')),
  promotions: lazy(() => import('../features/home/promotions-screen.tsx')),
  categories: lazy(() => import('../features/catalogue/category-chooser-screen.tsx')),
  products: ProductListScreen,
  brands: ProductListScreen,
  'brands/:indexId': ProductListScreen,
  'categories/:indexId': ProductListScreen,
  'subcategories/:indexId': ProductListScreen,
  'shoptype/:indexId': ProductListScreen,
  'shoptype/subcategories/:indexId': ProductListScreen,
  'promotions/:indexId': ProductListScreen,
  'products/:productId': lazy(() => import('../features/product/product-detail-screen.tsx')),
  cart: lazy(() => import('../features/cart/cart-screen.tsx')),
  summary: lazy(() => import('../features/checkout/summary-screen.tsx')),
  'payment/address': lazy(() => import('../features/checkout/payment-address-screen.tsx')),
  'payment/method': lazy(() => import('../features/checkout/payment-method-screen.tsx')),
  'payment/coupon': lazy(() => import('../features/checkout/payment-coupon-screen.tsx')),
  'payment/:orderId/successful': lazy(() => import('../features/payment/payment-success-screen.tsx')),
  'payment/:paymentId/:orderId/qrcode': lazy(() => import('../features/payment/qr-screen.tsx')),
  'ordershistory/paylater/:orderId': lazy(() => import('../features/payment/pay-later-screen.tsx')),
  profiles: lazy(() => import('../features/account/account-screen.tsx')),
  information: lazy(() => import('../features/account/information-screen.tsx')),
  ordershistory: lazy(() => import('../features/orders/order-history-screen.tsx')),
  'ordershistory/:orderId': lazy(() => import('../features/orders/order-detail-screen.tsx')),
  mycoupon: lazy(() => import('../features/coupons/my-coupons-screen.tsx')),
  'mycoupon/history': lazy(() => import('../features/coupons/coupon-history-screen.tsx')),
  'mycoupon/:code': lazy(() => import('../features/coupons/coupon-detail-screen.tsx')),
};

/** Routes whose first render needs no Chakra (plain elements, src/app/first-screen.css, plain-components.css). */
const PLAIN_ROUTES: ReadonlySet<RoutePath> = new Set(['home', 'products/:productId', 'cart']);

/**
 * Starts loading the layout and screen of `pathname` (the page the app opens on) while sign-in
 * runs, instead of after it: the route's code is in by the time the router renders.
 */
export function preloadRoute(pathname: string): void {
  const path = pathname === '/' ? '/home' : pathname;
  const route = ROUTES.find((r) => matchPath(`/${r.path}`, path));
  if (!route) return;
  // Home, the product page and the cart render without Chakra; every other screen needs its styling engine.
  if (!PLAIN_ROUTES.has(route.path)) preloadChakra();
  for (const component of [layouts[route.layout], SCREENS[route.path]]) {
    loaders
      .get(component)?.()
      // A failed preload is retried by React.lazy when the route renders.
      .catch(() => undefined);
  }
}

/** Rendered only once sign-in is done, so LIFF has initialised before the router reads the URL. */
export function AppRouter() {
  const { firstBanner } = useServices();
  return (
    <BrowserRouter>
      <Suspense fallback={<ShellSkeleton banner={firstBanner} />}>
        <Routes>
          <Route index element={<Navigate to="/home" replace />} />
          {(Object.keys(layouts) as Layout[]).map((layout) => {
            const LayoutComponent = layouts[layout];
            return (
              <Route key={layout} element={<LayoutComponent />}>
                {ROUTES.filter((r) => r.layout === layout).map((r) => {
                  const Screen = SCREENS[r.path];
                  return (
                    <Route key={r.path} path={r.path} element={<Screen name={th.routeNames[r.path]} />} />
                  );
                })}
              </Route>
            );
          })}
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
