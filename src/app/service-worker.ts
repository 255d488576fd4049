/**
 * Registers the service worker vite-plugin-pwa builds (vite.config.ts, ADR 0008) once the page has
 * loaded: the first paint and the first screen do no work for it, and its precaching starts after
 * the page's own downloads. Not at all where the browser offers no service worker (LINE's in-app
 * browser on iOS may not): the app then works as before, and a screen whose code cannot arrive
 * shows the retry (machines/screen-load). Off in development (`npm run dev`).
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    void import('virtual:pwa-register')
      .then(({ registerSW }) =>
        registerSW({
          immediate: true,
          // A new build's worker takes over without reloading the page under the customer's
          // fingers; an old chunk it no longer holds is a 404 that reloads once (screen-load chart).
          onNeedReload: () => undefined,
        }),
      )
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
