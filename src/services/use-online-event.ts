import { useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

/**
 * Tells a chart when the browser is back online (`connection.online`): a load that failed for want
 * of a connection then loads again by itself, with no tap (issue 20: never a dead screen).
 */
export function useOnlineEvent(actor: AnyActorRef): void {
  useEffect(() => {
    const online = () => actor.send({ type: 'connection.online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [actor]);
}
