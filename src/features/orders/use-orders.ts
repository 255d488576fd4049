import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  createOrderCancelImplementations,
  isCancelling,
  isConfirmingCancel,
  orderCancelMachine,
  showsCancelError,
} from '../../../machines/order-cancel/index.ts';
import {
  createOrderDetailImplementations,
  hasOrderLoadFailed,
  isLoadingOrder,
  isOrderUnavailable,
  orderDetailMachine,
  sameActions,
  selectOrder,
  selectOrderActions,
} from '../../../machines/order-detail/index.ts';
import {
  createOrderHistoryImplementations,
  hasLoadFailed,
  isLoadingOrders,
  isTabEmpty,
  type OrderHistoryNavState,
  type OrderTab,
  orderHistoryInputOf,
  orderHistoryMachine,
  selectActiveTab,
  selectPaymentNotMade,
  selectTabOrders,
} from '../../../machines/order-history/index.ts';
import type { KeptEntry } from '../../services/kept-entries.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';
import { restoredSnapshot, useKeepSnapshot } from '../../services/use-kept-entry.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';
import { useOnlineEvent } from '../../services/use-online-event.ts';

/** The name under which the order list keeps its chart's snapshot in its history entry. */
const ORDERS_PART = 'orderHistory';

/**
 * /ordershistory: the tabs (remembered in order_history_active) and the active tab's orders; a
 * failed load again on the retry or once the browser is back online. The chart's snapshot is kept in
 * the history entry; coming back to it (`restored`) starts the chart from there (the same tab and
 * orders at once, no loading) and asks for the orders again behind them ('orders.refresh'): one may
 * have been paid or cancelled on its page.
 */
export function useOrderHistory(entry: KeptEntry, restored: KeptEntry | undefined) {
  const navState = useLocation().state as OrderHistoryNavState | null;
  const actor = useFlowActor(
    orderHistoryMachine,
    createOrderHistoryImplementations,
    (services) => ({ ...orderHistoryInputOf(services), paymentNotMade: navState?.paymentNotMade ?? null }),
    restoredSnapshot(restored, ORDERS_PART),
  );
  useKeepSnapshot(actor, entry, ORDERS_PART);
  useEffect(() => {
    if (restored) actor.send({ type: 'orders.refresh' });
  }, [actor, restored]);
  const retry = useOnlineEvent(actor, { type: 'orders.retry' });
  return {
    tab: useSelector(actor, selectActiveTab),
    orders: useSelector(actor, selectTabOrders),
    loading: useSelector(actor, isLoadingOrders),
    empty: useSelector(actor, isTabEmpty),
    failed: useSelector(actor, hasLoadFailed),
    unpaidAfterQr: useSelector(actor, selectPaymentNotMade),
    selectTab: (tab: OrderTab) => actor.send({ type: 'tab.select', tab }),
    retry,
  };
}

/**
 * /ordershistory/{orderId}: the order (null while loading or when it could not be loaded), not found
 * or could not load (then again on the retry or once the browser is back online).
 */
export function useOrderDetail(orderId: string) {
  const actor = useFlowActor(orderDetailMachine, createOrderDetailImplementations, { orderId });
  const retry = useOnlineEvent(actor, { type: 'order.retry' });
  return {
    order: useSelector(actor, selectOrder),
    actions: useSelector(actor, selectOrderActions, sameActions),
    loading: useSelector(actor, isLoadingOrder),
    unavailable: useSelector(actor, isOrderUnavailable),
    loadFailed: useSelector(actor, hasOrderLoadFailed),
    retry,
  };
}

/** The cancel link's flow: confirmation, cancel, refresh, then order history. */
export function useOrderCancel(orderId: string) {
  const actor = useFlowActor(orderCancelMachine, createOrderCancelImplementations, { orderId });
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
