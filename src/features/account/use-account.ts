import { shallowEqual, useSelector } from '@xstate/react';
import {
  accountMachine,
  accountView,
  createAccountImplementations,
} from '../../../machines/account/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * /profiles: the customer profile (GET /users/profile; null while loading or after a failure),
 * whether it failed (with its retry, sent by itself when the browser is back online), and the
 * order-list row's intent (the chart stores the tab and navigates).
 */
export function useAccount() {
  const actor = useFlowActor(accountMachine, createAccountImplementations);
  useMachineNavigation(actor);
  const retry = useOnlineEvent(actor, { type: 'profile.retry' });
  const view = useSelector(actor, accountView, shallowEqual);
  return { ...view, retry, openOrders: () => actor.send({ type: 'orders.open' }) };
}
