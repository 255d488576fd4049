import { describe, expect, it } from 'vitest';
import { createActor, type Snapshot, waitFor } from 'xstate';
import type { OrderListItem } from '../../contract/orders.ts';
import {
  cardAction,
  hasLoadFailed,
  isGreyedInTab,
  isLoadingOrders,
  isTabEmpty,
  itemCountOf,
  ORDER_HISTORY_QUERY,
  type OrderHistoryQuery,
  type OrderTab,
  orderHistoryMachine,
  ordersInTab,
  parseOrderTab,
  selectActiveTab,
  selectPaymentNotMade,
  selectTabOrders,
} from '../../machines/order-history/index.ts';
import { deferred, recordingActor } from './helpers.ts';
import { SPEC_ORDER_HISTORY_QUERY } from './transitions/charts/order-history.ts';

/* /ordershistory (spec section 2 "Orders history", section 7 orders/paged, section 8). */

const order = (order_id: number, status_id: number, extra: Partial<OrderListItem> = {}): OrderListItem => ({
  order_id,
  order_no: `SO-${order_id}`,
  status_id,
  created_date: '2026-11-20T10:00:00+07:00',
  total_sku: 2,
  total_amount: 1000,
  ...extra,
});

/** One order in every status the contract knows, plus one it does not (99). */
const ORDERS = [1, 2, 3, 4, 5, 6, 7, 12, 99].map((status, i) => order(100 + i, status));
const ids = (orders: OrderListItem[]) => orders.map((o) => o.status_id);

function start(
  storedTab: string | null,
  load: (query: OrderHistoryQuery) => Promise<OrderListItem[]>,
  snapshot?: Snapshot<unknown>,
) {
  const queries: OrderHistoryQuery[] = [];
  const stored: OrderTab[] = [];
  const actor = createActor(
    orderHistoryMachine.provide({
      actors: {
        loadOrders: recordingActor(queries, load),
      },
      actions: { persistTab: (_, tab: OrderTab) => void stored.push(tab) },
    }),
    { input: { storedTab }, snapshot },
  );
  actor.start();
  return { actor, queries, stored };
}

describe('order history tabs (pure rules)', () => {
  it.each([
    [1, [1]],
    [2, [2, 3]],
    [3, [4]],
    [4, [5]],
    [5, [1, 2, 3, 4, 5, 6, 7, 12, 99]],
  ] as const)('tab %i lists statuses %j', (tab, statuses) => {
    expect(ids(ordersInTab(ORDERS, tab))).toEqual(statuses);
  });

  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['5', 5],
    ['0', 1],
    ['6', 1],
    ['abc', 1],
    ['2.5', 1],
    [' 3', 1],
    ['', 1],
  ] as const)('stored %j reads as tab %i', (stored, tab) => {
    expect(parseOrderTab(stored)).toBe(tab);
  });

  it('greys cancelled orders (6, 7, 12) in the all tab only', () => {
    const greyed = ORDERS.filter((o) => isGreyedInTab(o, 5)).map((o) => o.status_id);
    expect(greyed).toEqual([6, 7, 12]);
    expect(ORDERS.some((o) => ([1, 2, 3, 4] as OrderTab[]).some((tab) => isGreyedInTab(o, tab)))).toBe(false);
  });

  it('offers pay for status 1 in tabs 1 and 5, details for the others in the all tab', () => {
    expect(cardAction(order(1, 1), 1)).toBe('pay');
    expect(cardAction(order(1, 1), 5)).toBe('pay');
    for (const status of [2, 3, 4, 5, 6, 7, 12, 99]) expect(cardAction(order(1, status), 5)).toBe('details');
    expect(cardAction(order(1, 2), 2)).toBeNull();
    expect(cardAction(order(1, 4), 3)).toBeNull();
    expect(cardAction(order(1, 5), 4)).toBeNull();
  });

  it('reads an absent total_sku as 0', () => {
    expect(itemCountOf(order(1, 1, { total_sku: undefined }))).toBe(0);
    expect(itemCountOf(order(1, 1, { total_sku: null }))).toBe(0);
    expect(itemCountOf(order(1, 1, { total_sku: 7 }))).toBe(7);
  });
});

describe('orderHistoryMachine', () => {
  it('fetches limit 100, page 1 with every other filter empty, once', async () => {
    const { actor, queries } = start(null, async () => ORDERS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toEqual([SPEC_ORDER_HISTORY_QUERY]);
    expect(ORDER_HISTORY_QUERY.limit).toBe(100);
  });

  it('starts on the stored tab and filters on the client', async () => {
    const { actor } = start('3', async () => ORDERS);
    expect(selectActiveTab(actor.getSnapshot())).toBe(3);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ids(selectTabOrders(actor.getSnapshot()))).toEqual([4]);
  });

  it('names the order whose payment the QR page was told was not made, while it awaits payment only', async () => {
    const opened = (paymentNotMade: string | null, orders: OrderListItem[]) => {
      const actor = createActor(
        orderHistoryMachine.provide({
          actors: { loadOrders: recordingActor([] as OrderHistoryQuery[], async () => orders) },
        }),
        { input: { storedTab: null, paymentNotMade } },
      );
      actor.start();
      return actor;
    };
    // ORDERS: 100 awaits payment (1), 101 is paid (2).
    const unpaid = opened('100', ORDERS);
    expect(selectPaymentNotMade(unpaid.getSnapshot())).toBeNull(); // nothing said before the list shows it
    await waitFor(unpaid, (s) => s.matches('ready'));
    expect(selectPaymentNotMade(unpaid.getSnapshot())?.order_no).toBe('SO-100');
    // On every tab: the line is about the order, not the tab.
    unpaid.send({ type: 'tab.select', tab: 3 });
    expect(selectPaymentNotMade(unpaid.getSnapshot())?.order_no).toBe('SO-100');
    // Paid (or cancelled) meanwhile, unknown to the list, or no such order: nothing is said.
    for (const [id, orders] of [
      ['101', ORDERS],
      ['100', ORDERS.map((o) => (o.order_id === 100 ? { ...o, status_id: 2 } : o))],
      ['555', ORDERS],
      [null, ORDERS],
    ] as const) {
      const actor = opened(id, [...orders]);
      await waitFor(actor, (s) => s.matches('ready'));
      expect(selectPaymentNotMade(actor.getSnapshot())).toBeNull();
    }
  });

  it('falls back to tab 1 on an invalid stored value', () => {
    const { actor } = start('7', () => new Promise(() => {}));
    expect(selectActiveTab(actor.getSnapshot())).toBe(1);
  });

  it('stores every chosen tab and shows its orders, while loading too', async () => {
    const load = deferred<OrderListItem[]>();
    const { actor, stored, queries } = start('1', () => load.promise);
    expect(isLoadingOrders(actor.getSnapshot())).toBe(true);
    expect(isTabEmpty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'tab.select', tab: 2 });
    expect(selectActiveTab(actor.getSnapshot())).toBe(2);
    load.resolve(ORDERS);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(ids(selectTabOrders(actor.getSnapshot()))).toEqual([2, 3]);
    actor.send({ type: 'tab.select', tab: 5 });
    expect(selectTabOrders(actor.getSnapshot())).toHaveLength(ORDERS.length);
    expect(stored).toEqual([2, 5]);
    expect(queries).toHaveLength(1);
  });

  it('an empty tab reads as empty once loaded', async () => {
    const { actor } = start('4', async () => [order(1, 1)]);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(isTabEmpty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'tab.select', tab: 1 });
    expect(isTabEmpty(actor.getSnapshot())).toBe(false);
  });

  it('a failed load is not the empty state: failed, then orders.retry loads again (issue 11 item 7)', async () => {
    let calls = 0;
    const { actor, queries } = start('5', () =>
      ++calls === 1 ? Promise.reject(new Error('500')) : Promise.resolve(ORDERS),
    );
    await waitFor(actor, (s) => s.matches('failed'));
    expect(hasLoadFailed(actor.getSnapshot())).toBe(true);
    expect(isLoadingOrders(actor.getSnapshot())).toBe(false);
    expect(isTabEmpty(actor.getSnapshot())).toBe(false);
    // Tabs can still be chosen while failed.
    actor.send({ type: 'tab.select', tab: 2 });
    expect(selectActiveTab(actor.getSnapshot())).toBe(2);
    actor.send({ type: 'orders.retry' });
    expect(isLoadingOrders(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(hasLoadFailed(actor.getSnapshot())).toBe(false);
    expect(ids(selectTabOrders(actor.getSnapshot()))).toEqual([2, 3]);
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(ORDER_HISTORY_QUERY);
  });

  it('orders.retry means nothing unless the load failed', async () => {
    const { actor } = start('1', async () => ORDERS);
    expect(actor.getSnapshot().can({ type: 'orders.retry' })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'orders.retry' })).toBe(false);
  });

  /** A list left on `tab` with ORDERS loaded, as the kept history entry holds it. */
  async function keptList(tab: OrderTab) {
    const { actor } = start('1', async () => ORDERS);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'tab.select', tab });
    const kept = actor.getPersistedSnapshot();
    actor.stop();
    return kept;
  }

  it('a list come back to starts from its kept snapshot: the same tab and orders at once, nothing asked', async () => {
    const { actor, queries } = start('1', () => new Promise(() => {}), await keptList(5));
    expect(selectActiveTab(actor.getSnapshot())).toBe(5);
    expect(selectTabOrders(actor.getSnapshot())).toEqual(ORDERS);
    expect(isLoadingOrders(actor.getSnapshot())).toBe(false);
    expect(queries).toEqual([]);
  });

  it('a list left while it was loading loads again when come back to', async () => {
    const { actor: left } = start('1', () => new Promise(() => {}));
    const kept = left.getPersistedSnapshot();
    left.stop();
    const { actor, queries } = start('1', async () => ORDERS, kept);
    expect(isLoadingOrders(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toEqual([SPEC_ORDER_HISTORY_QUERY]);
  });

  it('orders.refresh keeps the orders shown while the same query loads again, then shows the new answer', async () => {
    const load = deferred<OrderListItem[]>();
    const { actor, queries } = start('1', () => load.promise, await keptList(1));
    const shown = selectTabOrders(actor.getSnapshot());
    actor.send({ type: 'orders.refresh' });
    expect(queries).toEqual([SPEC_ORDER_HISTORY_QUERY]);
    expect(isLoadingOrders(actor.getSnapshot())).toBe(false);
    expect(isTabEmpty(actor.getSnapshot())).toBe(false);
    expect(selectTabOrders(actor.getSnapshot())).toEqual(shown);
    // Tabs still work meanwhile.
    actor.send({ type: 'tab.select', tab: 5 });
    expect(selectTabOrders(actor.getSnapshot())).toHaveLength(ORDERS.length);
    // The awaiting-payment order was cancelled on its page.
    const now = ORDERS.map((o) => (o.status_id === 1 ? { ...o, status_id: 6 } : o));
    load.resolve(now);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectTabOrders(actor.getSnapshot())).toEqual(now);
    actor.send({ type: 'tab.select', tab: 1 });
    expect(isTabEmpty(actor.getSnapshot())).toBe(true);
  });

  it('a failed refresh keeps what is shown, with no error line', async () => {
    const { actor, queries } = start('1', () => Promise.reject(new Error('offline')), await keptList(2));
    actor.send({ type: 'orders.refresh' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(queries).toHaveLength(1);
    expect(hasLoadFailed(actor.getSnapshot())).toBe(false);
    expect(ids(selectTabOrders(actor.getSnapshot()))).toEqual([2, 3]);
  });

  it('an empty tab stays the empty state while the orders load again', async () => {
    const { actor: left } = start('4', async () => [order(1, 1)]);
    await waitFor(left, (s) => s.matches('ready'));
    const { actor } = start('1', () => new Promise(() => {}), left.getPersistedSnapshot());
    expect(isTabEmpty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'orders.refresh' });
    expect(isTabEmpty(actor.getSnapshot())).toBe(true);
  });

  it('orders.refresh asks nothing while loading, after a failure, or while already asking again', async () => {
    const pending = deferred<OrderListItem[]>();
    const loading = start('1', () => pending.promise);
    loading.actor.send({ type: 'orders.refresh' });
    expect(loading.queries).toHaveLength(1);
    const failed = start('1', () => Promise.reject(new Error('500')));
    await waitFor(failed.actor, (s) => s.matches('failed'));
    failed.actor.send({ type: 'orders.refresh' });
    expect(failed.queries).toHaveLength(1);
    expect(hasLoadFailed(failed.actor.getSnapshot())).toBe(true);
    const again = start('1', () => new Promise(() => {}), await keptList(1));
    again.actor.send({ type: 'orders.refresh' });
    again.actor.send({ type: 'orders.refresh' });
    expect(again.queries).toHaveLength(1);
  });
});
