import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  type AccountProfile,
  accountMachine,
  isLoadingProfile,
  selectProfile,
} from '../../../machines/account/index.ts';
import type { OrderTab } from '../../../machines/order-history/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { STORAGE_KEYS, writeItem } from '../../lib/storage.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/**
 * /profiles: the customer profile (GET /users/profile; null while loading or after a failure) and
 * the order-list row's intent (the chart stores the tab and navigates).
 */
export function useAccount() {
  const { api } = useServices();
  const [machine] = useState(() =>
    accountMachine.provide({
      actors: {
        loadProfile: fromPromise<AccountProfile>(({ signal }) =>
          api.getCustomerProfile(undefined, { signal }),
        ),
      },
      actions: {
        storeOrdersTab: (_, tab: OrderTab) => writeItem(STORAGE_KEYS.orderHistoryActive, String(tab)),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  useMachineNavigation(actor);
  return {
    profile: useSelector(actor, selectProfile),
    loading: useSelector(actor, isLoadingProfile),
    openOrders: () => actor.send({ type: 'orders.open' }),
  };
}
