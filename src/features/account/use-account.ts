import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  accountMachine,
  createAccountImplementations,
  isLoadingProfile,
  selectProfile,
} from '../../../machines/account/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * /profiles: the customer profile (GET /users/profile; null while loading or after a failure) and
 * the order-list row's intent (the chart stores the tab and navigates).
 */
export function useAccount() {
  const services = useServices();
  const [machine] = useState(() => accountMachine.provide(createAccountImplementations(services)));
  const actor = useActorRef(machine, { inspect });
  useMachineNavigation(actor);
  return {
    profile: useSelector(actor, selectProfile),
    loading: useSelector(actor, isLoadingProfile),
    openOrders: () => actor.send({ type: 'orders.open' }),
  };
}
