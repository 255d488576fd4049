import {
  hasLoadFailed,
  isLoadingOrders,
  isTabEmpty,
  orderHistoryMachine,
  selectActiveTab,
  selectTabOrders,
} from '../../../../machines/order-history/order-history-machine.ts';
import { actorResult, calls, check } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';
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
/** The same orders loaded again after order A was cancelled on its page (status 6). */
const refreshed = [{ ...orders[0], status_id: 6 }, orders[1]];

const loads = loadOracle({
  src: 'loadOrders',
  input: SPEC_ORDER_HISTORY_QUERY,
  reloads: ['orders.retry'],
  isLoading: (s) => isLoadingOrders(s as never),
  shown: (s) => [s.context.orders, hasLoadFailed(s as never)],
  onSuccess: (found) => [found, false],
  onFailure: [[], true],
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
/** What the customer sees of the list: the orders, the active tab's cards, the empty notice, loading, failure. */
const listShown = (step: Observation) => [
  step.context.orders,
  selectTabOrders(step.snapshot as never),
  isTabEmpty(step.snapshot as never),
  isLoadingOrders(step.snapshot as never),
  hasLoadFailed(step.snapshot as never),
];

/**
 * Coming back to a kept list (beyond the spec: a list the customer left for an order's page, where
 * the order may have been paid or cancelled): the list stays as it was shown (no loading, no
 * failure) while the same query is asked again; its answer replaces the orders, and a failure
 * changes nothing the customer sees.
 */
const refreshes: Oracle = (step, history) => {
  const before = history.at(-1);
  if (!before) return [];
  if (step.event.type === 'orders.refresh') {
    // Asked again only from a list shown (loaded, not failed) that is not already asked again.
    const asked = history.findLastIndex((s) => s.event.type === 'orders.refresh' && calls(s, 'loadOrders'));
    const answered = asked >= 0 && history.slice(asked).some((s) => actorResult(s)?.id === 'refreshOrders');
    const inFlight = asked >= 0 && !answered;
    const listed = !isLoadingOrders(before.snapshot as never) && !hasLoadFailed(before.snapshot as never);
    return [
      ...check(same(listShown(step), listShown(before)), 'the kept list changed on orders.refresh'),
      ...check(
        calls(step, 'loadOrders') === (listed && !inFlight),
        listed && !inFlight
          ? 'the shown list is not asked for again'
          : 'orders.refresh asked while it should not',
      ),
    ];
  }
  const result = actorResult(step);
  if (result?.id !== 'refreshOrders') return [];
  if (!result.done)
    return check(same(listShown(step), listShown(before)), 'a failed refresh changed what is shown');
  return [
    ...check(same(step.context.orders, result.output), 'the orders loaded again are not shown'),
    ...check(
      !isLoadingOrders(step.snapshot as never) && !hasLoadFailed(step.snapshot as never),
      'not a plain list',
    ),
  ];
};

const oracle: Oracle = (step, history, input) => {
  const problems = [...loads(step, history, input), ...refreshes(step, history, input)];
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
  outputs: { loadOrders: [orders], refreshOrders: [refreshed] },
  // Sent by the hook on every restore, also of a list that was loading or had failed when left.
  probes: [{ type: 'orders.refresh' }],
  effects: ['persistTab'],
  oracle,
};
