import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnyActorRef } from 'xstate';
import type { Navigate } from '../../machines/navigation.ts';
import { navigateFromPanel } from '../lib/use-panel-history.ts';

/**
 * The one hook that turns a chart's `navigate` events (machines/navigation.ts) into react-router
 * navigation. It listens in a
 * layout effect, which runs before useActorRef starts the actor (a passive effect), so a chart that
 * navigates as it starts (the QR page without its QR data) is heard too. `follows` (a stable
 * function) tells whether this listener is the one to go: of several buttons sharing one actor (the
 * reorder buttons of the order history), only the one whose order was bought again follows. From an
 * open panel (the category drawer), the new page takes the panel's history entry
 * (src/lib/use-panel-history.ts).
 */
export function useMachineNavigation(actor: AnyActorRef, follows?: () => boolean) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const subscription = actor.on('navigate', ({ to, replace, state }: Navigate<unknown>) => {
      if (follows && !follows()) return;
      navigateFromPanel(replace ?? false, (replacing) => navigate(to, { replace: replacing, state }));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, follows]);
}
