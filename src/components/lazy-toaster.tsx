import { lazy, useSyncExternalStore } from 'react';
import { WithChakra } from './with-chakra.tsx';

/**
 * Chakra's toaster (./toaster.tsx) on demand: a page that may show a toast renders <LazyToaster />,
 * which mounts nothing until the first toast is asked for; then the toaster's code and Chakra load
 * and it mounts (a toast created meanwhile waits in the toaster's store, which the toaster reads on
 * mount). The product page thus renders without Chakra (issue 12: the styling engine is no longer
 * evaluated on every product page, only when the customer adds a product).
 */

const load = () => import('./toaster.tsx');
const Toaster = lazy(() => load().then(({ Toaster }) => ({ default: Toaster })));

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Starts loading the toaster and mounts it where <LazyToaster /> is; resolves with its module. */
export function requestToaster(): ReturnType<typeof load> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return load();
}

/** Where the toaster mounts once a toast has been asked for. */
export function LazyToaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!shown) return null;
  return (
    <WithChakra>
      <Toaster />
    </WithChakra>
  );
}
