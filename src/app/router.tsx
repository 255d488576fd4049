import { type ComponentType, lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { th } from '../i18n/th.ts';
import { type Layout, ROUTES } from './route-meta.ts';

/**
 * Every route of spec section 2 in its layout, in react-router's declarative mode (History API).
 * Layouts and screens are lazy chunks (route-level code splitting): /home loads only what it shows.
 * Declarative mode rather than the data router: the app loads its data in statecharts, not route
 * loaders, and it keeps about 18 KB of router code off the first screen (docs/performance.md).
 */
const layouts: Record<Layout, ComponentType> = {
  main: lazy(() => import('./layouts/main-layout.tsx')),
  checkout: lazy(() => import('./layouts/checkout-layout.tsx')),
  account: lazy(() => import('./layouts/account-layout.tsx')),
  product: lazy(() => import('./layouts/product-layout.tsx')),
};

/** Screens of routes built by later issues share RouteScreen, which names the page. */
const RouteScreen = lazy(() => import('../features/shell/route-screen.tsx'));

const Loading = () => <p role="status">{th.app.loading}</p>;

/** Rendered only once sign-in is done, so LIFF has initialised before the router reads the URL. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Navigate to="/home" replace />} />
          {(Object.keys(layouts) as Layout[]).map((layout) => {
            const LayoutComponent = layouts[layout];
            return (
              <Route key={layout} element={<LayoutComponent />}>
                {ROUTES.filter((r) => r.layout === layout).map((r) => (
                  <Route key={r.path} path={r.path} element={<RouteScreen name={th.routeNames[r.path]} />} />
                ))}
              </Route>
            );
          })}
          <Route path="*" element={<Navigate to="/home" replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
