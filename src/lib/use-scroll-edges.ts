import { useCallback, useRef, useState } from 'react';

/** Whether a sideways-scrolling strip has more to show before its left edge and after its right one. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

const NONE: ScrollEdges = { before: false, after: false };

/**
 * Watches a strip that scrolls sideways (the order history's tabs) so it can fade the edge that
 * hides more: a tab off screen is otherwise not hinted at. Read on scroll and whenever the strip's
 * size changes (a turned phone, larger text). Returns the ref to put on the strip and its edges.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  const stop = useRef<(() => void) | null>(null);
  const ref = useCallback((strip: T | null) => {
    stop.current?.();
    stop.current = null;
    if (!strip) return;
    const read = () => {
      const before = strip.scrollLeft > 1;
      const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    read();
    strip.addEventListener('scroll', read, { passive: true });
    const sized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    sized?.observe(strip);
    stop.current = () => {
      strip.removeEventListener('scroll', read);
      sized?.disconnect();
    };
  }, []);
  return [ref, edges] as const;
}
