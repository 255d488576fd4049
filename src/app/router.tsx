import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { preloadChakra } from '../components/with-chakra.tsx';
import { th } from '../i18n/th.ts';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { type Layout, ROUTES, type RoutePath } from '../lib/route-meta.ts';
import { useServices } from '../services/services-context.tsx';
import { CHAKRA_FILE, filesOfPath, LAYOUT_FILES, SCREEN_FILES } from './route-files.ts';
import { ScrollOnNavigation } from './scroll-on-navigation.ts';
import { ShellSkeleton } from './shell-skeleton.ts';

/**
 * Every route of spec section 2 in its layout, in react-router's declarative mode (History API).
 * Layouts and screens are lazy chunks (route-level code splitting): /home loads only what it shows.
 * Declarative mode rather than the data router: the app loads its data in statecharts, not route
 * loaders, and it keeps about 18 KB of router code off the first screen (docs/performance.md).
 * MODULES is every layout and screen file (route-files.ts names which renders what).
 */
const MODULES = import.meta.glob<{ default: ComponentType<never> }>([
  './layouts/*-layout.tsx',
  '../features/*/*-screen.tsx',
]);

type Screen = ComponentType<{ name: string }>;

/** The lazy component of each file, and the preload `preloadRoute` starts before the first render. */
const byFile = new Map<string, { Component: ComponentType<never>; preload: () => Promise<unknown> }>();

/**
 * The lazy component of a file named in route-files.ts ('app/layouts/...' or 'features/...', from
 * src/), one per file: the product list's eight routes share theirs.
 */
function lazyFile<P extends object>(file: string): ComponentType<P> {
  let lazy = byFile.get(file);
  if (!lazy) {
    const load = MODULES[file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`];
    if (!load) throw new Error(`route-files.ts names ${file}, which is not a layout or screen file`);
    lazy = preloadableLazy(load);
    byFile.set(file, lazy);
  }
  return lazy.Component as ComponentType<P>;
}

const layouts = Object.fromEntries(
  (Object.keys(LAYOUT_FILES) as Layout[]).map((layout) => [layout, lazyFile(LAYOUT_FILES[layout])]),
) as Record<Layout, ComponentType>;

/** The screen of each route. */
const SCREENS = Object.fromEntries(
  ROUTES.map((route) => [route.path, lazyFile<{ name: string }>(SCREEN_FILES[route.path])]),
) as Record<RoutePath, Screen>;

/**
 * Starts loading what `pathname` (the page the app opens on) needs for its first render
 * (route-files.ts `filesOfPath`) while sign-in runs, instead of after it: the route's code is in by
 * the time the router renders. (The server already named those chunks in the page, so this mostly
 * finds them loaded.) What a screen imports as it shows is left to the screen.
 */
export function preloadRoute(pathname: string): void {
  for (const file of filesOfPath(pathname)) {
    if (file === CHAKRA_FILE) preloadChakra();
    // A failed preload is retried by React.lazy when the route renders.
    byFile
      .get(file)
      ?.preload()
      .catch(() => undefined);
  }
}

/** Rendered only once sign-in is done, so LIFF has initialised before the router reads the URL. */
export function AppRouter() {
  const { firstBanner } = useServices();
  return (
    <BrowserRouter>
      {/* Every page but home and the product lists opens at the top (issue 20 item 5). */}
      <ScrollOnNavigation />
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
