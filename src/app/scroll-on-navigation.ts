import { useLayoutEffect, useRef } from 'react';
import { type NavigationType, useLocation, useNavigationType } from 'react-router-dom';
import { type RoutePath, routeOfPath } from '../../contract/app-paths.ts';
import { SCREEN_FILES } from './route-files.ts';

/**
 * Where a page opens, in one place for every route (a page opened scrolled down hides its top). Home,
 * the product lists and the order list keep their place: going back to one shows it where it was
 * left (its kept history entry restores the scroll, src/services/use-kept-entry.ts). Every other
 * page opens at the top, however it is reached: a link or a redirect (PUSH, REPLACE: the QR page
 * after a scrolled-down summary, the order list after cancelling an order), or back and forward
 * (POP), where the browser would otherwise put back, or leave, an old position. An open panel's
 * own history entry never comes here: back from it only closes the panel (src/lib/use-panel-history.ts).
 */

/** Routes whose page keeps its scroll for back navigation: home, every product list, the order list. */
export const KEPT_SCROLL_ROUTES: ReadonlySet<RoutePath> = new Set(
  (Object.keys(SCREEN_FILES) as RoutePath[]).filter(
    (path) => path === 'home' || path === 'ordershistory' || SCREEN_FILES[path] === SCREEN_FILES.products,
  ),
);

/**
 * Whether a navigation to `pathname` starts the page at the top: always, except back or forward
 * (POP) to a page that keeps its place.
 */
export function opensAtTop(navigationType: `${NavigationType}`, pathname: string): boolean {
  if (navigationType !== 'POP') return true;
  const route = routeOfPath(pathname);
  return !(route && KEPT_SCROLL_ROUTES.has(route));
}

/**
 * Scrolls the window to the top on each route change that `opensAtTop`, before the new page
 * paints. The first page the app opens on is left to the browser (a reload keeps its place).
 */
export function ScrollOnNavigation(): null {
  const { key, pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const first = shown.current === null;
    shown.current = key;
    if (!first && opensAtTop(navigationType, pathname)) window.scrollTo(0, 0);
  }, [key, navigationType, pathname]);
  return null;
}
