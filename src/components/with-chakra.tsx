import { type ReactNode, Suspense } from 'react';
import { preloadableLazy } from '../lib/preloadable-lazy.ts';

// A failed load is asked for again on the next render or preload (offline: never a blank screen).
const { Component: ChakraScope, preload } = preloadableLazy(() => import('./chakra-scope.tsx'));

/**
 * Starts loading Chakra's styling engine (the other screens need it; the first screen does not).
 * The promise is for the retry of a failed screen load (src/app/screen-load-boundary.tsx).
 */
export function preloadChakra(): Promise<unknown> {
  return preload();
}

/**
 * Renders `children` inside Chakra's provider, loaded on demand: the shell and home do without
 * Chakra's run-time (about 26 KB gzipped, docs/performance.md); the screens and lazy parts that
 * use Chakra components are wrapped in this. `fallback` shows while it loads.
 */
export function WithChakra({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ChakraScope>{children}</ChakraScope>
    </Suspense>
  );
}
