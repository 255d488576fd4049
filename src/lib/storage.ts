import type { KeyValueStorage } from '../../machines/storage.ts';

/**
 * The browser's storage for the app's services (`AppServices.storage`): localStorage, or null where
 * reading it throws (storage disabled) or it does not exist. What is kept, under which keys and
 * how it is read defensively is machines/storage.ts.
 */
export function browserStorage(): KeyValueStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The store a caller gave, or the browser's when it gave none (`undefined`); `null` keeps nothing. */
export function storageOr(given: KeyValueStorage | null | undefined): KeyValueStorage | null {
  return given === undefined ? browserStorage() : given;
}
