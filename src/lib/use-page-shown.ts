import { useEffect } from 'react';

/**
 * Sends the event `type` to `actor` each time the page is shown again (the customer comes back
 * from another app or tab: `visibilitychange` to visible), so a chart can look again at what may
 * have changed meanwhile (a payment, a friendship).
 */
export function usePageShown<T extends string>(actor: { send: (event: { type: T }) => void }, type: T) {
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') actor.send({ type });
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, [actor, type]);
}
