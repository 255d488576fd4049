import { useCallback, useEffect } from 'react';
import type { AnyActorRef, EventObject } from 'xstate';

/**
 * Sends a chart its "load again" event when the browser is back online: the same event as the
 * failure line's 'ลองอีกครั้ง', so a load that failed for want of a connection loads again by itself,
 * with no tap (never a dead screen). The chart handles it only in its failed state. Returns what the
 * retry button calls: the same event, so both ways of loading again are named in one place.
 */
export function useOnlineEvent<E extends EventObject>(actor: AnyActorRef, loadAgain: E): () => void {
  const { type } = loadAgain;
  const send = useCallback(() => actor.send({ type }), [actor, type]);
  useEffect(() => {
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [send]);
  return send;
}
