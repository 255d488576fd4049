import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { OrderListItem } from '../../contract/orders.ts';
import type { FlowApi, FlowDeps } from '../deps.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../storage.ts';
import type { orderHistoryMachine } from './order-history-machine.ts';
import type { OrderHistoryInput, OrderHistoryQuery, OrderTab } from './types.ts';

/** Remembers the order-history tab under order_history_active (spec section 3); /profiles sets it too. */
export const storeOrderTab = (storage: FlowDeps['storage'], tab: OrderTab) =>
  writeItem(STORAGE_KEYS.orderHistoryActive, String(tab), storage);

/** The chart's input: the tab remembered in order_history_active (read as the chart's rules say). */
export const orderHistoryInputOf = ({ storage }: Pick<FlowDeps, 'storage'>): OrderHistoryInput => ({
  storedTab: readItem(STORAGE_KEYS.orderHistoryActive, storage),
});

/** The order-history chart's real loader (GET /orders/paged) and tab memory. */
export function createOrderHistoryImplementations({
  api,
  storage,
}: FlowApi<'getOrders'> & Pick<FlowDeps, 'storage'>): MachineImplementationsFrom<typeof orderHistoryMachine> {
  return {
    actors: {
      loadOrders: fromPromise<OrderListItem[], OrderHistoryQuery>(({ input, signal }) =>
        api.getOrders({ query: input }, { signal }),
      ),
    },
    actions: { persistTab: (_, tab: OrderTab) => storeOrderTab(storage, tab) },
  };
}
