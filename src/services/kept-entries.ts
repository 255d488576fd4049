import { LruMap } from '../lib/lru-map.ts';

/**
 * What a screen keeps of one history entry (react-router's location.key), so that going back to
 * it (browser back or the header back button) shows it as it was left: its charts' persisted
 * snapshots (the product pages already loaded, home's sections), the virtualised grid's row
 * measurements, and the window scroll.
 */
export interface KeptEntry {
  /** The entry's address (pathname + search): a kept entry is only reused for the same one. */
  path: string;
  /** The window scroll, recorded while the entry is the current one. */
  scrollY: number;
  /** Named parts: a chart's persisted snapshot, the grid's measured rows. */
  parts: Map<string, unknown>;
}

/** How many history entries are kept (the few the user can step back through). */
export const KEPT_ENTRIES = 8;

export const createKeptEntries = () => new LruMap<string, KeptEntry>(KEPT_ENTRIES);
export type KeptEntries = ReturnType<typeof createKeptEntries>;

/** The entry's kept `name` part, or undefined. */
export const keptPart = <T>(entry: KeptEntry | undefined, name: string): T | undefined =>
  entry?.parts.get(name) as T | undefined;
