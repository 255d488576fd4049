import { lazy, type ReactNode, Suspense } from 'react';

const load = () => import('./chakra-scope.tsx');
const ChakraScope = lazy(load);

/** Starts loading Chakra's styling engine (the other screens need it; the first screen does not). */
export function preloadChakra(): void {
  load().catch(() => undefined); // a failed preload is retried when WithChakra renders
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
