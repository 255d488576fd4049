import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The navigation state a page was opened with (react-router's `location.state`: what a chart's
 * `navigate` passed), for this visit only. Once read it is taken off the browser's history entry,
 * so a reload of the page, or coming back to that entry later (back or forward), finds none: a
 * message it carries is said once (/cart after a reorder, src/features/cart/use-cart.ts). The
 * router's location is left as it is, so the page keeps showing it until it is left and nothing
 * re-renders, scrolls or restores (a router navigation would give the entry a new key).
 * BrowserRouter keeps the state in `history.state.usr` beside the entry's `key`
 * (src/services/use-kept-entry.ts and src/lib/use-panel-history.ts read that key too); only the
 * entry of this location is touched, and a memory router's (tests) not at all.
 */
export function useNavigationStateOnce(): unknown {
  const { state, key } = useLocation();
  useEffect(() => {
    const entry = window.history.state as { key?: string; usr?: unknown } | null;
    if (state === null || entry?.key !== key || entry.usr == null) return;
    window.history.replaceState({ ...entry, usr: null }, '');
  }, [state, key]);
  return state;
}
