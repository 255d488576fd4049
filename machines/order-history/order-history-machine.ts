import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { OrderListItem } from '../../contract/orders.ts';
import { ORDER_STATUS } from '../../contract/statuses.ts';
import { notProvided, output } from '../chart-helpers.ts';
import { ordersInTab, parseOrderTab } from './tabs.ts';
import type {
  OrderHistoryContext,
  OrderHistoryEvent,
  OrderHistoryInput,
  OrderHistoryQuery,
  OrderTab,
} from './types.ts';

/**
 * /ordershistory (spec section 2 "Orders history", section 7 orders/paged, section 8 "orders load
 * failure", section 9): one fetch of limit 100, page 1 with every other filter empty, then five
 * client-side tabs. The active tab starts from the stored order_history_active (invalid -> 1) and
 * every choice is stored again. A failed load is NOT the empty state ('no orders yet' after a failure
 * misleads: a deliberate difference from spec section 8 "silently ignored"; docs/machines/order-history.md): 'failed' shows an error line with a
 * retry ('orders.retry' loads again). Coming back to a kept list (the screen starts the chart from
 * its kept snapshot) the hook sends 'orders.refresh': the kept orders stay shown while the same
 * query loads again behind them (an order may have been paid or cancelled on its page meanwhile);
 * a failed refresh keeps what is shown.
 * Pure: loadOrders and persistTab are placeholders; order-history-implementations.ts provides them.
 */

export const ORDER_HISTORY_QUERY: OrderHistoryQuery = {
  limit: 100,
  page: 1,
  order_name: '',
  order_by: '',
  search: '',
  status: '',
  start_date: '',
  end_date: '',
};

const chosenTab = ({ event }: { event: { tab: OrderTab } }) => event.tab;
const loaded = output<OrderListItem[]>;

export const orderHistoryMachine = setup({
  types: {
    context: {} as OrderHistoryContext,
    events: {} as OrderHistoryEvent,
    input: {} as OrderHistoryInput,
    tags: {} as 'loading',
  },
  actors: {
    loadOrders: fromPromise<OrderListItem[], OrderHistoryQuery>(notProvided('order-history', 'loadOrders')),
  },
  actions: {
    selectTab: assign((_, tab: OrderTab) => ({ tab })),
    /** Stores the tab under order_history_active (provided by the hook). */
    persistTab: (_, _tab: OrderTab) => {},
    assignOrders: assign((_, orders: OrderListItem[]) => ({ orders })),
  },
}).createMachine({
  id: 'orderHistory',
  description:
    'Orders history (/ordershistory): orders load once; five tabs filter them, the active tab is remembered; a list gone back to is shown as left and loads again behind it.',
  context: ({ input }) => ({
    orders: [],
    tab: parseOrderTab(input.storedTab),
    paymentNotMade: input.paymentNotMade ?? null,
  }),
  initial: 'loading',
  on: {
    'tab.select': {
      description: 'The customer picks a tab: show its orders and store it under order_history_active.',
      actions: [
        { type: 'selectTab', params: chosenTab },
        { type: 'persistTab', params: chosenTab },
      ],
    },
  },
  states: {
    loading: {
      description: 'The orders are loading (limit 100, page 1, no filters).',
      tags: 'loading',
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ORDER_HISTORY_QUERY,
        onDone: {
          target: 'ready',
          description: "The orders loaded: show the active tab's cards.",
          actions: { type: 'assignOrders', params: loaded },
        },
        onError: {
          target: 'failed',
          description: "The orders failed to load: an error line with a retry, never 'no orders yet'.",
        },
      },
    },
    ready: {
      description: "The active tab's orders are shown; an empty tab shows 'ยังไม่มีรายการคำสั่งซื้อ'.",
      on: {
        'orders.refresh': {
          target: 'refreshing',
          description:
            'The customer came back to the kept list: load the orders again behind the ones shown.',
        },
      },
    },
    refreshing: {
      description: 'The kept orders stay shown (no loading) while the same query loads them again.',
      invoke: {
        id: 'refreshOrders',
        src: 'loadOrders',
        input: ORDER_HISTORY_QUERY,
        onDone: {
          target: 'ready',
          description:
            'The orders loaded again: show them as they are now (an order paid or cancelled meanwhile).',
          actions: { type: 'assignOrders', params: loaded },
        },
        onError: {
          target: 'ready',
          description: 'The refresh failed: keep the orders shown, no error line.',
        },
      },
    },
    // The list could not be loaded: an error line with a retry, never 'no orders yet'.
    failed: {
      description: 'The orders could not be loaded: an error line with a retry button.',
      on: {
        'orders.retry': {
          target: 'loading',
          description: 'The customer presses retry: load the orders again.',
        },
      },
    },
  },
});

export type OrderHistorySnapshot = SnapshotFrom<typeof orderHistoryMachine>;

export const selectActiveTab = (s: OrderHistorySnapshot): OrderTab => s.context.tab;
export const isLoadingOrders = (s: OrderHistorySnapshot): boolean => s.hasTag('loading');
/** The active tab's orders (none while loading). */
export const selectTabOrders = (s: OrderHistorySnapshot): OrderListItem[] =>
  ordersInTab(s.context.orders, s.context.tab);
/** The load failed: the error line with the retry button. */
export const hasLoadFailed = (s: OrderHistorySnapshot): boolean => s.matches('failed');
/** The orders are shown: loaded, or kept and loading again behind what is shown. */
const isListed = (s: OrderHistorySnapshot): boolean => s.matches('ready') || s.matches('refreshing');
/**
 * The order the QR page came from when the bank said its payment was not made, while the list shows
 * it still awaiting payment (status 1): the line that says so above the tabs. Null otherwise (no
 * such order, not loaded yet, or paid or cancelled since).
 */
export const selectPaymentNotMade = (s: OrderHistorySnapshot): OrderListItem | null => {
  const { paymentNotMade, orders } = s.context;
  if (paymentNotMade === null || !isListed(s)) return null;
  const order = orders.find((o) => String(o.order_id) === paymentNotMade);
  return order?.status_id === ORDER_STATUS.awaitingPayment ? order : null;
};
/** Loaded and the active tab lists nothing: the empty state with the shop-now button. */
export const isTabEmpty = (s: OrderHistorySnapshot): boolean =>
  isListed(s) && selectTabOrders(s).length === 0;
