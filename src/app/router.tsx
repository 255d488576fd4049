import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { preloadChakra } from '../components/with-chakra.tsx';
import { th } from '../i18n/th.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { type Layout, ROUTES, type RoutePath } from '../lib/route-meta.ts';
import { useServices } from '../services/services-context.tsx';
import { LAYOUT_FILES, PLAIN_ROUTES, routeOfPath, SCREEN_FILES } from './route-files.ts';
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

/** Every layout and screen file (route-files.ts names which renders what), each its own lazy chunk. */
const MODULES = import.meta.glob<{ default: ComponentType<never> }>([
  './layouts/*-layout.tsx',
  '../features/*/*-screen.tsx',
]);

type Screen = ComponentType<{ name: string }>;

const byFile = new Map<string, ComponentType<never>>();

/**
 * The lazy component of a file named in route-files.ts ('app/layouts/...' or 'features/...', from
 * src/), one per file: the product list's eight routes share theirs.
 */
function lazyFile<P extends object>(file: string): ComponentType<P> {
  let component = byFile.get(file);
  if (!component) {
    const load = MODULES[file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`];
    if (!load) throw new Error(`route-files.ts names ${file}, which is not a layout or screen file`);
    component = lazy(load as () => Promise<{ default: ComponentType<P> }>) as ComponentType<never>;
    byFile.set(file, component);
  }
  return component as ComponentType<P>;
}

const layouts = Object.fromEntries(
  (Object.keys(LAYOUT_FILES) as Layout[]).map((layout) => [layout, lazyFile(LAYOUT_FILES[layout])]),
) as Record<Layout, ComponentType>;

/** The screen of each route. */
const SCREENS = Object.fromEntries(
  ROUTES.map((route) => [route.path, lazyFile<{ name: string }>(SCREEN_FILES[route.path])]),
) as Record<RoutePath, Screen>;

/**
 * Starts loading the layout and screen of `pathname` (the page the app opens on) while sign-in
 * runs, instead of after it: the route's code is in by the time the router renders. (The server
 * already named those chunks in the page, so this mostly finds them loaded.)
 */
export function preloadRoute(pathname: string): void {
  const route = routeOfPath(pathname);
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
