import { type ComponentType, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths, type RoutePath } from '../../contract/app-paths.ts';
import { th } from '../i18n/th.ts';
import { type Layout, ROUTES } from '../lib/route-meta.ts';
import { useServices } from '../services/services-context.tsx';
import { lazyFile } from './route-code.ts';
import { LAYOUT_FILES, SCREEN_FILES } from './route-files.ts';
import { ScreenLoadBoundary } from './screen-load-boundary.tsx';
import { ScrollOnNavigation } from './scroll-on-navigation.ts';
import { ShellSkeleton } from './shell-skeleton.ts';

export { preloadRoute } from './route-code.ts';

/**
 * Every route of spec section 2 in its layout, in react-router's declarative mode (History API).
 * Layouts and screens are lazy chunks (route-level code splitting, src/app/route-code.ts): /home
 * loads only what it shows. Declarative mode rather than the data router: the app loads its data
 * in statecharts, not route loaders, and it keeps about 18 KB of router code off the first screen
 * (docs/performance.md).
 *
 * A layout or screen whose code does not arrive (offline, a new build) never blanks the page
 * (machines/screen-load: no screen is ever blank): each layout is in a ScreenLoadBoundary that shows a plain shell
 * (header, tabs) with the retry when the layout's own code failed, and each layout keeps one
 * around its outlet for the screens.
 */

type Screen = ComponentType<{ name: string }>;

const layouts = Object.fromEntries(
  (Object.keys(LAYOUT_FILES) as Layout[]).map((layout) => [layout, lazyFile(LAYOUT_FILES[layout])]),
) as Record<Layout, ComponentType>;

/** The screen of each route. */
const SCREENS = Object.fromEntries(
  ROUTES.map((route) => [route.path, lazyFile<{ name: string }>(SCREEN_FILES[route.path])]),
) as Record<RoutePath, Screen>;

/** Rendered only once sign-in is done, so LIFF has initialised before the router reads the URL. */
export function AppRouter() {
  const { firstBanner } = useServices();
  return (
    <BrowserRouter>
      {/* Every page but home, the product lists and the order list opens at the top (src/app/scroll-on-navigation.ts). */}
      <ScrollOnNavigation />
      <Suspense fallback={<ShellSkeleton banner={firstBanner} />}>
        <Routes>
          <Route index element={<Navigate to={paths.home()} replace />} />
          {(Object.keys(layouts) as Layout[]).map((layout) => {
            const LayoutComponent = layouts[layout];
            return (
              <Route
                key={layout}
                element={
                  // Keyed: a failure of one layout's code does not stay with the next layout.
                  <ScreenLoadBoundary key={layout} shell>
                    <LayoutComponent />
                  </ScreenLoadBoundary>
                }
              >
                {ROUTES.filter((r) => r.layout === layout).map((r) => {
                  const Screen = SCREENS[r.path];
                  return (
                    <Route key={r.path} path={r.path} element={<Screen name={th.routeNames[r.path]} />} />
                  );
                })}
              </Route>
            );
          })}
          <Route path="*" element={<Navigate to={paths.home()} replace />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
