import type { ComponentType } from 'react';
import { preloadChakra } from '../components/with-chakra.tsx';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';
import { CHAKRA_FILE, filesOfPath } from './route-files.ts';

/**
 * Every layout and screen file (route-files.ts names which renders what), loaded lazily through
 * `import.meta.glob`: one chunk per file, /home loads only what it shows (src/app/router.tsx).
 */
const MODULES = import.meta.glob<{ default: ComponentType<never> }>([
  './layouts/*-layout.tsx',
  '../features/*/*-screen.tsx',
]);

/** The lazy component of each file, and the preload `preloadRoute` starts before the first render. */
const byFile = new Map<string, { Component: ComponentType<never>; preload: () => Promise<unknown> }>();

/**
 * The lazy component of a file named in route-files.ts ('app/layouts/...' or 'features/...', from
 * src/), one per file: the product list's eight routes share theirs.
 */
export function lazyFile<P extends object>(file: string): ComponentType<P> {
  let lazy = byFile.get(file);
  if (!lazy) {
    const load = MODULES[file.startsWith('app/') ? `./${file.slice('app/'.length)}` : `../${file}`];
    if (!load) throw new Error(`route-files.ts names ${file}, which is not a layout or screen file`);
    lazy = preloadableLazy(load);
    byFile.set(file, lazy);
  }
  return lazy.Component as ComponentType<P>;
}

/**
 * Loads what the page at `pathname` needs for its first render (route-files.ts `filesOfPath`);
 * rejects when a file does not arrive. A file that failed before is asked for again
 * (preloadable-lazy.ts): the retry of a failed screen load (src/app/screen-load-boundary.tsx).
 */
export function loadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    filesOfPath(pathname).map((file) =>
      file === CHAKRA_FILE ? preloadChakra() : byFile.get(file)?.preload(),
    ),
  );
}

/**
 * Starts loading what `pathname` (the page the app opens on) needs for its first render while
 * sign-in runs, instead of after it: the route's code is in by the time the router renders. (The
 * server already named those chunks in the page, so this mostly finds them loaded.) What a screen
 * imports as it shows is left to the screen. A failed preload is retried when the route renders.
 */
export function preloadRoute(pathname: string): void {
  loadRoute(pathname).catch(() => undefined);
}
