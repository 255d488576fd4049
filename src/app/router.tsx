import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { th } from '../i18n/th.ts';
import { type Layout, ROUTES } from './route-meta.ts';

/**
 * Every route of spec section 2 in its layout. Layouts and screens are loaded lazily (route-level
 * code splitting): /home loads only what it shows.
 */
const layouts: Record<Layout, () => Promise<{ default: React.ComponentType }>> = {
  main: () => import('./layouts/main-layout.tsx'),
  checkout: () => import('./layouts/checkout-layout.tsx'),
  account: () => import('./layouts/account-layout.tsx'),
  product: () => import('./layouts/product-layout.tsx'),
};

/** Screens of routes built by later issues (see the README's issue list) share RouteScreen. */
const screen = () => import('../features/shell/route-screen.tsx');

export function routeObjects(): RouteObject[] {
  const byLayout = (layout: Layout): RouteObject[] =>
    ROUTES.filter((r) => r.layout === layout).map((r) => ({
      path: r.path,
      handle: { name: th.routeNames[r.path] },
      lazy: async () => ({ Component: (await screen()).default }),
    }));
  return [
    {
      path: '/',
      // Shown while the first lazy layout and screen load.
      HydrateFallback: () => <p role="status">{th.app.loading}</p>,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...(Object.keys(layouts) as Layout[]).map((layout) => ({
          lazy: async () => ({ Component: (await layouts[layout]()).default }),
          children: byLayout(layout),
        })),
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** Created on first use, after LIFF has initialised (LIFF may rewrite the URL). */
export function getRouter() {
  router ??= createBrowserRouter(routeObjects());
  return router;
}
