import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /**
   * Starts the import (once; later calls share it); the component then renders without suspending.
   * After a failed import the next call starts a fresh one (offline, or a new build).
   */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy that renders at once when its module is already in. React.lazy alone suspends on its
 * first render even when the module has been loaded by another call to the same import, and React
 * then keeps the fallback for its reveal throttle (300 ms): the router's preloaded product page
 * asked for its product 300 ms late. Here the first load keeps the module's component,
 * and a render after that returns it directly.
 *
 * A failed import is not kept for good: React.lazy caches a rejected promise, so every render
 * after a failure throws it again (the error boundary shows, src/app/screen-load-boundary.tsx),
 * and only the next `preload` (the retry, machines/screen-load) starts a new attempt with a new
 * React.lazy. Renders never start one themselves: React renders again after an error, which would
 * otherwise ask for the module in a loop.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  type Module = { default: ComponentType<P> };
  interface Attempt {
    promise?: Promise<Module>;
    failed: boolean;
    Lazy: LazyExoticComponent<ComponentType<P>>;
  }
  let loaded: ComponentType<P> | undefined;
  const run = (attempt: Attempt) => {
    attempt.promise ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        attempt.failed = true;
        throw error;
      },
    );
    return attempt.promise;
  };
  const begin = (): Attempt => {
    const attempt: Attempt = { failed: false, Lazy: lazy(() => run(attempt)) };
    return attempt;
  };
  let current = begin();
  const preload = () => {
    if (current.failed) current = begin();
    return run(current);
  };
  function PreloadableComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(current.Lazy, props);
  }
  return { Component: PreloadableComponent, preload };
}
