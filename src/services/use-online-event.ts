import { useEffect } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';

/**
 * Sends a chart its "load again" event when the browser is back online: the same event as the
 * failure line's 'ลองอีกครั้ง', so a load that failed for want of a connection loads again by itself,
 * with no tap (never a dead screen). The chart handles it only in its failed state.
 */
export function useOnlineEvent<E extends EventObject>(actor: AnyActorRef, loadAgain: E): void {
  const { type } = loadAgain;
  useEffect(() => {
    const online = () => actor.send({ type });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor, type]);
}
