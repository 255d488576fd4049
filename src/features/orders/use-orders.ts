import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  isCancelling,
  isConfirmingCancel,
  orderCancelMachine,
  showsCancelError,
} from '../../../machines/order-cancel/index.ts';
import {
  isLoadingOrder,
  isOrderUnavailable,
  orderDetailMachine,
  selectOrder,
} from '../../../machines/order-detail/index.ts';
import {
  hasLoadFailed,
  isLoadingOrders,
  isTabEmpty,
  type OrderTab,
  orderHistoryMachine,
  selectActiveTab,
  selectTabOrders,
} from '../../../machines/order-history/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { readItem, STORAGE_KEYS, writeItem } from '../../lib/storage.ts';
import { useServices } from '../../services/services-context.tsx';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import {
  createOrderCancelImplementations,
  createOrderDetailImplementations,
  createOrderHistoryImplementations,
} from './orders-implementations.ts';

/** /ordershistory: the tabs (remembered in order_history_active) and the active tab's orders. */
export function useOrderHistory() {
  const { api } = useServices();
  const [machine] = useState(() =>
    orderHistoryMachine.provide({
      ...createOrderHistoryImplementations(api),
      actions: { persistTab: (_, tab: OrderTab) => writeItem(STORAGE_KEYS.orderHistoryActive, String(tab)) },
    }),
  );
  const actor = useActorRef(machine, {
    inspect,
    input: { storedTab: readItem(STORAGE_KEYS.orderHistoryActive) },
  });
  return {
    tab: useSelector(actor, selectActiveTab),
    orders: useSelector(actor, selectTabOrders),
    loading: useSelector(actor, isLoadingOrders),
    empty: useSelector(actor, isTabEmpty),
    failed: useSelector(actor, hasLoadFailed),
    selectTab: (tab: OrderTab) => actor.send({ type: 'tab.select', tab }),
    retry: () => actor.send({ type: 'orders.retry' }),
  };
}

/** /ordershistory/{orderId}: the order (null while loading or when it could not be loaded). */
export function useOrderDetail(orderId: string) {
  const { api } = useServices();
  const [machine] = useState(() => orderDetailMachine.provide(createOrderDetailImplementations(api)));
  const actor = useActorRef(machine, { inspect, input: { orderId } });
  return {
    order: useSelector(actor, selectOrder),
    loading: useSelector(actor, isLoadingOrder),
    unavailable: useSelector(actor, isOrderUnavailable),
  };
}

/** The cancel link's flow: confirmation, cancel, refresh, then order history. */
export function useOrderCancel(orderId: string) {
  const { api } = useServices();
  const [machine] = useState(() => orderCancelMachine.provide(createOrderCancelImplementations(api)));
  const actor = useActorRef(machine, { inspect, input: { orderId } });
  useMachineNavigation(actor);
  return {
    confirming: useSelector(actor, isConfirmingCancel),
    cancelling: useSelector(actor, isCancelling),
    failed: useSelector(actor, showsCancelError),
    request: () => actor.send({ type: 'cancel.request' }),
    confirm: () => actor.send({ type: 'cancel.confirm' }),
    decline: () => actor.send({ type: 'cancel.decline' }),
    closeError: () => actor.send({ type: 'error.close' }),
  };
}
