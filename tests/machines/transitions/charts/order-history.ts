import {
  hasLoadFailed,
  isLoadingOrders,
  orderHistoryMachine,
  selectActiveTab,
  selectTabOrders,
} from '../../../../machines/order-history/order-history-machine.ts';
import { check } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';
import { loadOracle } from './loads.ts';

/**
 * Orders history, from spec section 2 "Orders history /ordershistory" (five tabs; the active tab is
 * order_history_active, 1 when absent) and section 7 (limit 100, page 1, every filter empty).
 */
/**
 * The spec's orders-list query, in its words (section 7: "limit 100, page 1 with all other filters
 * empty", the filters named in the GET /orders/paged row): the oracle the chart's constant is checked
 * against, so it is written from the spec, not copied from the chart.
 */
const SPEC_ORDERS_FILTERS = ['order_name', 'order_by', 'search', 'status', 'start_date', 'end_date'];
export const SPEC_ORDER_HISTORY_QUERY = {
  limit: 100,
  page: 1,
  ...Object.fromEntries(SPEC_ORDERS_FILTERS.map((filter) => [filter, ''])),
};
const orders = [
  { order_id: 1, order_no: 'A', status_id: 1, created_date: '2026-01-01', total_amount: 600 },
  { order_id: 2, order_no: 'B', status_id: 5, created_date: '2026-01-02', total_amount: 700 },
];

const loads = loadOracle({
  src: 'loadOrders',
  input: SPEC_ORDER_HISTORY_QUERY,
  reloads: ['orders.retry'],
  isLoading: (s) => isLoadingOrders(s as never),
  shown: (s) => [s.context.orders, hasLoadFailed(s as never)],
  onSuccess: (found) => [found, false],
  onFailure: [[], true],
});

const oracle: Oracle = (step, history, input) => {
  const problems = loads(step, history, input);
  const stored = (input as { storedTab: string | null }).storedTab;
  if (step.event.type === 'xstate.init') {
    const tab = ['1', '2', '3', '4', '5'].includes(stored ?? '') ? Number(stored) : 1;
    problems.push(
      ...check(
        selectActiveTab(step.snapshot as never) === tab,
        `opens on tab ${selectActiveTab(step.snapshot as never)}, expected ${tab}`,
      ),
    );
  }
  if (step.event.type === 'tab.select') {
    const tab = Number(step.event.tab);
    problems.push(...check(selectActiveTab(step.snapshot as never) === tab, 'the picked tab is not shown'));
    problems.push(
      ...check(
        step.effects.some((e) => e.type === 'persistTab' && e.params === tab),
        'the picked tab is not stored',
      ),
    );
  }
  // The last tab lists every order.
  if (selectActiveTab(step.snapshot as never) === 5)
    problems.push(
      ...check(
        selectTabOrders(step.snapshot as never).length === (step.context.orders as unknown[]).length,
        'the last tab does not list every order',
      ),
    );
  return problems;
};

export const orderHistoryModel: ChartModel = {
  name: 'orderHistory',
  machine: orderHistoryMachine,
  inputs: [{ storedTab: '3' }, { storedTab: 'x' }],
  events: {
    'tab.select': [
      { type: 'tab.select', tab: 5 },
      { type: 'tab.select', tab: 2 },
    ],
  },
  outputs: { loadOrders: [orders] },
  effects: ['persistTab'],
  oracle,
};
