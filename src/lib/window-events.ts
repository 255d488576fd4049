/**
 * A `subscribe` for React's useSyncExternalStore over window events: the store is read again
 * whenever one of `types` fires; the returned function stops listening.
 */
export function windowEvents(...types: string[]) {
  return (changed: () => void): (() => void) => {
    for (const type of types) window.addEventListener(type, changed);
    return () => {
      for (const type of types) window.removeEventListener(type, changed);
    };
  };
}
