/** Input that means the user took over the scrolling: a restore in progress stops. */
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window back to `y` once the page is tall enough: it tries now and then on each
 * animation frame (content restored from a kept snapshot may still be laying out, images still
 * sizing) until the window is there, `maxFrames` have passed, or the user scrolls. Returns a
 * function that stops it (call it on unmount).
 */
export function restoreWindowScroll(y: number, maxFrames = 60): () => void {
  let frames = 0;
  let request = 0;
  const stop = () => {
    cancelAnimationFrame(request);
    for (const type of USER_SCROLL) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || ++frames >= maxFrames) return stop();
    request = requestAnimationFrame(attempt);
  };
  for (const type of USER_SCROLL) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}
