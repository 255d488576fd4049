/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts, ADR 0008) once `started`
 * resolves (afterStart below: the page loaded, sign-in done): the first paint and the first screen do no
 * work for it, and its precaching (about 300 KB on the wire) does not share a slow connection with
 * sign-in and home's first data. Not at all where the browser offers no service worker (LINE's in-app
 * browser on iOS may not): the app then works as before, and a screen whose code cannot arrive
 * shows the retry (machines/screen-load). Off in development (`npm run dev`).
 */
export function registerServiceWorkerAfterLoad(started: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The browser's own registration, as vite-plugin-pwa's generated register script does (the
  // worker itself is Workbox's): a new build's worker takes over at once (skipWaiting and
  // clientsClaim in the worker) without reloading the page under the customer's fingers; a chunk of
  // the old build it no longer holds is a 404 that reloads once (screen-load). workbox-window did
  // the same with no listener attached, for 2.1 KB more of /home's JavaScript.
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  void started.then(register);
}

/**
 * Once the page has loaded (its own scripts, stylesheet and pictures) and sign-in has ended, whether
 * it worked or not (offline, the worker may already be there; it updates itself): what comes after
 * the first screen (the service worker, the Sarabun fonts) waits for it.
 */
export function afterStart(signedIn: Promise<unknown>): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([loaded, signedIn.catch(() => undefined)]).then(() => undefined);
}
