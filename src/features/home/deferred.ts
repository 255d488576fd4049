import { useEffect, useState } from 'react';

// Not pointerdown, touchstart or keydown: a tap or Enter on the first banner must reach it, not swap it.
const INTERACTIONS = ['scroll', 'wheel', 'touchmove'] as const;

/**
 * True once the customer first interacts with the page or `afterMs` has passed, whichever comes
 * first: code that only enhances what is already shown (the banner carousel's swipe and autoplay)
 * loads then, off the first screen's JavaScript budget (docs/performance.md).
 */
export function useAfterInteraction(afterMs: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const timer = window.setTimeout(go, afterMs);
    for (const type of INTERACTIONS) window.addEventListener(type, go, { once: true, passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, go);
    };
  }, [afterMs, ready]);
  return ready;
}

/** True once the element given to the returned callback ref has come near the viewport (or at once when `initial`). */
export function useNearViewport<T extends Element>(margin = '0px', initial = false) {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(initial);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near] as const;
}
