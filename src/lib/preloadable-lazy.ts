import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';

export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /**
   * Starts the import (once; later calls share it); the component then renders without suspending.
   * After a failed import the next call starts a fresh one (issue 20: offline, or a new build).
   */
  preload: () => Promise<unknown>;
}

/**
 * React.lazy that renders at once when its module is already in. React.lazy alone suspends on its
 * first render even when the module has been loaded by another call to the same import, and React
 * then keeps the fallback for its reveal throttle (300 ms): the router's preloaded product page
 * asked for its product 300 ms late (issue 12). Here the first load keeps the module's component,
 * and a render after that returns it directly.
 *
 * A failed import is not kept: React.lazy caches a rejected promise for good, so on failure the
 * component gets a new React.lazy and the next `preload` or render asks for the module again
 * (the retry of src/app/screen-load-boundary.tsx, machines/screen-load).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let Lazy: LazyExoticComponent<ComponentType<P>>;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        Lazy = lazy(preload);
        throw error;
      },
    );
    return loading;
  };
  Lazy = lazy(preload);
  function PreloadableComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return { Component: PreloadableComponent, preload };
}
