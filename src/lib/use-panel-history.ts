import { useEffect, useId, useLayoutEffect, useRef } from 'react';

/**
 * Back closes an open panel (the coupon picker, the summary's sheets, the quick add panel, the
 * category drawer, the app's dialogs) instead of leaving the page: Android's back button and the
 * browser's. Opening a panel pushes one history entry for it: a copy of the page's entry (the same
 * URL, react-router's key, index and state) marked `panel`. Back from it lands on the page's own
 * entry; that `popstate` is heard first (a capture listener on window) and kept from react-router,
 * since its location has not changed: nothing re-renders, no kept entry is restored and the page is
 * not scrolled (src/app/scroll-on-navigation.ts, src/services/use-kept-entry.ts never see it). The
 * panel's close is called instead: its chart (or its owner) stays what says open or closed.
 * Closing it from the panel (its ✕, the backdrop, Escape, a choice) takes the panel's entry off
 * again (history.back(), whose popstate is kept from the router too), so no dead entry is left
 * for the next back. A chart navigating from an open panel replaces the panel's entry instead
 * (`navigateFromPanel`, src/services/use-machine-navigation.ts): back from the new page returns to
 * the page under the panel.
 */

type PanelState = { key?: string; panel?: string } | null;

interface OpenPanel {
  id: string;
  /** react-router's key of the page's entry under the panel. */
  baseKey: string;
  close: () => void;
}

/** A history.back() of ours in flight: the entry it lands on, and what to do once there. */
interface OwnBack {
  key: string;
  afterwards?: () => void;
}

const openPanels: OpenPanel[] = [];
const ownBacks: OwnBack[] = [];
let listening = false;

const historyState = (): PanelState => window.history.state as PanelState;
const keyOf = (state: PanelState): string => state?.key ?? 'default';

function goBack(back: OwnBack) {
  ownBacks.push(back);
  window.history.back();
}

function onPopState(event: PopStateEvent) {
  const landed = event.state as PanelState;
  const own = ownBacks[0];
  if (own && keyOf(landed) === own.key) {
    // Our own back: the page is where it was; the router has nothing to do.
    ownBacks.shift();
    event.stopImmediatePropagation();
    own.afterwards?.();
    return;
  }
  ownBacks.length = 0;
  const top = openPanels.at(-1);
  if (top && keyOf(landed) === top.baseKey) {
    // Back from the panel's entry to the page's (or a lower panel's): close what lies above it.
    event.stopImmediatePropagation();
    while (openPanels.length > 0 && openPanels.at(-1)?.id !== landed?.panel) openPanels.pop()?.close();
    return;
  }
  // Another page: the router shows it; panels of the page left close with it.
  while (openPanels.length > 0) openPanels.pop()?.close();
  // A panel's entry left behind (forward onto one): step off it to the page's entry.
  if (landed?.panel) goBack({ key: keyOf(landed) });
}

function listen() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState, { capture: true });
}

/** Pushes the panel's entry (unless the browser is already on it) and notes the panel as open. */
function openPanel(id: string, close: () => void): OpenPanel {
  listen();
  const state = historyState();
  const panel = { id, baseKey: keyOf(state), close };
  if (state?.panel !== id) window.history.pushState({ ...state, panel: id }, '', window.location.href);
  openPanels.push(panel);
  return panel;
}

/**
 * The panel closed from the page (or unmounted): its entry goes, unless back already took it, a
 * navigation replaced it, or the same panel opened again at once (React's StrictMode re-runs effects).
 */
function panelClosed(panel: OpenPanel) {
  const at = openPanels.indexOf(panel);
  if (at < 0) return;
  openPanels.splice(at, 1);
  queueMicrotask(() => {
    if (ownBacks.length > 0 || openPanels.some(({ id }) => id === panel.id)) return;
    if (historyState()?.panel === panel.id) goBack({ key: panel.baseKey });
  });
}

/**
 * A navigation asked for while the browser is on a panel's entry: the new page takes that entry
 * (back from it shows the page under the panel, not the panel). A `replace` meant for the page under
 * the panel steps back to it first, then replaces it.
 */
export function navigateFromPanel(replace: boolean, go: (replace: boolean) => void): void {
  const state = historyState();
  if (!state?.panel) go(replace);
  else if (!replace || ownBacks.length > 0) go(true);
  else goBack({ key: keyOf(state), afterwards: () => go(true) });
}

/**
 * Gives an open panel its history entry: `open` is what the panel's chart (or owner) says, `close`
 * sends its close event. Back closes it; closing it otherwise takes the entry off.
 */
export function usePanelHistory(open: boolean, close: () => void): void {
  const id = useId();
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  }, [close]);
  useEffect(() => {
    if (!open) return;
    const panel = openPanel(id, () => latestClose.current());
    return () => panelClosed(panel);
  }, [open, id]);
}
