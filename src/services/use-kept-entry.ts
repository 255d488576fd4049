import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import type { AnyActorRef, Snapshot } from 'xstate';
import { restoreWindowScroll } from '../lib/restore-scroll.ts';
import { type KeptEntry, keptPart } from './kept-entries.ts';
import { useServices } from './services-context.tsx';

/** The key of the history entry the browser is on now (BrowserRouter stores it in history.state). */
const currentHistoryKey = (): string => (window.history.state as { key?: string } | null)?.key ?? 'default';

/**
 * The kept entry of the location on screen: `restored` when the user came back to it (POP) and it
 * was kept, else undefined; `entry` (the restored one or a new one) is the record to write to. While
 * the entry is the browser's current one its window scroll is recorded; a restored entry's scroll
 * is put back after the first render (restoreWindowScroll waits for the content to be tall enough).
 */
export function useKeptEntry(): { entry: KeptEntry; restored: KeptEntry | undefined } {
  const { kept } = useServices();
  const { key, pathname, search } = useLocation();
  const navigationType = useNavigationType();
  const path = pathname + search;
  const found = useMemo(() => {
    const old = kept.get(key);
    const same = old?.path === path ? old : undefined;
    const entry = same ?? { path, scrollY: 0, parts: new Map<string, unknown>() };
    kept.set(key, entry);
    return { entry, restored: navigationType === 'POP' ? same : undefined };
  }, [kept, key, path, navigationType]);
  const { entry, restored } = found;

  useEffect(() => {
    // Only while this entry is the browser's: leaving it shortens the page and the browser clamps
    // the scroll before this screen unmounts, which must not overwrite what was kept.
    const record = () => {
      if (currentHistoryKey() === key) entry.scrollY = window.scrollY;
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [entry, key]);

  const restoreY = restored?.scrollY;
  useLayoutEffect(() => {
    if (restoreY === undefined || restoreY <= 0) return;
    return restoreWindowScroll(restoreY);
  }, [restoreY]);

  return found;
}

/** Keeps `actor`'s persisted snapshot in the entry's `name` part, on every change. */
export function useKeepSnapshot(actor: AnyActorRef, entry: KeptEntry, name: string): void {
  useEffect(() => {
    const keep = () => entry.parts.set(name, actor.getPersistedSnapshot());
    keep();
    const subscription = actor.subscribe(keep);
    return () => subscription.unsubscribe();
  }, [actor, entry, name]);
}

/** The snapshot a chart starts from: the kept one of a restored entry, else none (a fresh start). */
export const restoredSnapshot = (restored: KeptEntry | undefined, name: string) =>
  keptPart<Snapshot<unknown>>(restored, name);
