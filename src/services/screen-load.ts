import {
  type CodeCheck,
  createScreenLoadImplementations,
  type ProbeInput,
  screenLoadMachine,
} from '../../machines/screen-load/index.ts';

/**
 * What the screen-load chart (machines/screen-load) needs of the browser: whether a failed chunk is
 * gone (a new build) or the connection is down, a fresh import of the page's code, and the one
 * reload for a new build, remembered in sessionStorage so that a build that keeps failing never
 * reloads in a loop (not again within RELOAD_GUARD_MS).
 */
const RELOAD_KEY = 'sf_reloaded_for_new_build';
const RELOAD_GUARD_MS = 60_000;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** False when the page reloaded for a new build less than a minute ago (or cannot remember it). */
export function mayReloadForNewBuild(now = Date.now()): boolean {
  const store = session();
  if (!store) return false;
  try {
    const at = Number(store.getItem(RELOAD_KEY) ?? 0);
    return !(now - at < RELOAD_GUARD_MS);
  } catch {
    return false;
  }
}

export function reloadForNewBuild(): void {
  try {
    session()?.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return; // cannot guard against a loop: no reload, the retry text stays
  }
  window.location.reload();
}

/**
 * Why the code did not arrive: offline (the browser says so, or the request fails), 'gone' when
 * the server answers 404 for it (a build deployed since the page opened removed it; with the
 * service worker, a chunk the new worker no longer holds goes to the network). Without the failed
 * chunk's address it asks for this module's own chunk, which a new build removes as well.
 */
async function checkCode({ url }: ProbeInput): Promise<CodeCheck> {
  if (!navigator.onLine) return 'offline';
  try {
    const response = await fetch(url ?? import.meta.url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 404 ? 'gone' : 'failed';
  } catch {
    return 'offline';
  }
}

/** The chart with the browser's actors; `loadCode` imports the page's code again. */
export function screenLoadLogic(loadCode: () => Promise<unknown>) {
  return screenLoadMachine.provide(createScreenLoadImplementations({ checkCode, loadCode }));
}
