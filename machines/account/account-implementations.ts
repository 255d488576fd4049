import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { CustomerProfile } from '../../contract/users.ts';
import type { FlowApi, FlowDeps } from '../deps.ts';
import type { OrderTab } from '../order-history/index.ts';
import { storeOrderTab } from '../order-history/index.ts';
import type { accountMachine } from './account-machine.ts';

/** The account chart's real actors: GET /customers/profile, and the orders tab it opens remembered. */
export function createAccountImplementations({
  api,
  storage,
}: FlowApi<'getCustomerProfile'> & Pick<FlowDeps, 'storage'>): MachineImplementationsFrom<
  typeof accountMachine
> {
  return {
    actors: {
      loadProfile: fromPromise<CustomerProfile>(({ signal }) =>
        api.getCustomerProfile(undefined, { signal }),
      ),
    },
    actions: { storeOrdersTab: (_, tab: OrderTab) => storeOrderTab(storage, tab) },
  };
}
