import { useSyncExternalStore } from 'react';
import { windowEvents } from './window-events.ts';

const subscribe = windowEvents('online', 'offline');

/**
 * Whether the browser says it is online (`navigator.onLine`), kept current by its `online` and
 * `offline` events. `false` is sure (no network at all); `true` only means a network is there. A
 * page painted before the code ran (hydration) reads `true`.
 */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
