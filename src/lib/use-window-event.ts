import { useEffect } from 'react';

/**
 * Sends the event `type` to `actor` each time the window fires `windowEvent` (the browser's
 * `online` / `offline`), for as long as the component is mounted.
 */
export function useWindowEvent<T extends string>(
  windowEvent: string,
  actor: { send: (event: { type: T }) => void },
  type: T,
) {
  useEffect(() => {
    const send = () => actor.send({ type });
    window.addEventListener(windowEvent, send);
    return () => window.removeEventListener(windowEvent, send);
  }, [windowEvent, actor, type]);
}
