import { useSelector } from '@xstate/react';
import {
  accountMachine,
  createAccountImplementations,
  isLoadingProfile,
  selectProfile,
} from '../../../machines/account/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * /profiles: the customer profile (GET /users/profile; null while loading or after a failure) and
 * the order-list row's intent (the chart stores the tab and navigates).
 */
export function useAccount() {
  const actor = useFlowActor(accountMachine, createAccountImplementations);
  useMachineNavigation(actor);
  return {
    profile: useSelector(actor, selectProfile),
    loading: useSelector(actor, isLoadingProfile),
    openOrders: () => actor.send({ type: 'orders.open' }),
  };
}
