/** Input that means the user took over the scrolling: a restore in progress stops. */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The furthest the window can scroll down now. */
const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight;

/**
 * Scrolls the window back to `y` once the page is tall enough: it checks now and then on each
 * animation frame (content restored from a kept snapshot may still be laying out, images still
 * sizing) until it could scroll there, `maxFrames` have passed (then it goes as far as it can), or
 * the user scrolls. It does not scroll before the page is tall enough: a clamped scroll would sit
 * at the end of the page, where an infinite list asks for its next page. Returns a function that
 * stops it (call it on unmount).
 */
export function restoreWindowScroll(y: number, maxFrames = 60): () => void {
  let frames = 0;
  let request = 0;
  const stop = () => {
    cancelAnimationFrame(request);
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const last = ++frames >= maxFrames;
    if (maxScrollY() >= y || last) {
      window.scrollTo(0, y);
      if (Math.abs(window.scrollY - y) < 1 || last) return stop();
    }
    request = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
