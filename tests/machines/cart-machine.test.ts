import { describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  addLine,
  allSelected,
  applyRefresh,
  type Cart,
  type CartEvent,
  type CartInput,
  type CartLine,
  type CartLinePayload,
  type CartLineRefresh,
  type CartSnapshot,
  canPay,
  cartMachine,
  cartTotal,
  createDefaultCart,
  displayedPrice,
  hasProducts,
  isBelowMinimum,
  isRefreshing,
  MAX_LINE_QTY,
  MINIMUM_ORDER_BAHT,
  remainingToMinimum,
  selectedCount,
  selectedTotal,
  selectLines,
  selectSelectedLines,
} from '../../machines/cart/index.ts';

const COLA: CartLinePayload = {
  id: 1,
  name: 'โค้ก 325 มล. แพ็ค 6',
  price: 47,
  discount: 15,
  imageUrl: '/images/products/1.svg',
};
const WATER: CartLinePayload = {
  id: 17,
  name: 'น้ำดื่ม 600 มล. แพ็ค 12',
  price: 60,
  discount: 0,
  imageUrl: null,
};

/** A started cart actor whose persistCart is a spy (what the app writes to local storage). */
function start(cart?: Cart) {
  const persistCart = vi.fn((_: unknown, _cart: Cart) => {});
  const actor = createActor(cartMachine.provide({ actions: { persistCart } }), { input: { cart } }).start();
  const stored = () => persistCart.mock.calls.map(([, params]) => params);
  return { actor, persistCart, stored };
}

describe('cartMachine: initial cart', () => {
  it('without a stored cart starts from the default cart { id: 1, products: [], total: 0 }', () => {
    const { actor, persistCart } = start();
    expect(actor.getSnapshot().context).toEqual({ id: 1, products: [], total: 0 });
    expect(hasProducts(actor.getSnapshot())).toBe(false);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('starts from the stored cart it is given', () => {
    const line: CartLine = { ...WATER, qty: 2, select: true };
    const { actor } = start({ id: 1, products: [line], total: 120 });
    expect(actor.getSnapshot().context.products).toEqual([line]);
    expect(hasProducts(actor.getSnapshot())).toBe(true);
  });
});

describe('cartMachine: cart.addLine (spec section 4 "Adding to cart")', () => {
  it('appends a new line with select false and persists the cart in the spec shape', () => {
    const { actor, stored } = start();
    actor.send({ type: 'cart.addLine', line: COLA, qty: 2 });
    const expected = { id: 1, products: [{ ...COLA, qty: 2, select: false }], total: 0 };
    expect(actor.getSnapshot().context).toEqual(expected);
    expect(stored()).toEqual([expected]);
    expect(hasProducts(actor.getSnapshot())).toBe(true);
  });

  it('an existing line: qty raised by the chosen amount; name, price and discount refreshed', () => {
    const { actor } = start({ id: 1, products: [{ ...COLA, qty: 3, select: true }], total: 119.85 });
    actor.send({
      type: 'cart.addLine',
      line: { ...COLA, name: 'โค้ก (ใหม่)', price: 50, discount: 10 },
      qty: 4,
    });
    const [line] = actor.getSnapshot().context.products;
    expect(line).toEqual({
      id: 1,
      name: 'โค้ก (ใหม่)',
      price: 50,
      discount: 10,
      imageUrl: COLA.imageUrl,
      qty: 7,
      select: true,
    });
    expect(actor.getSnapshot().context.products).toHaveLength(1);
    expect(actor.getSnapshot().context.total).toBe(315); // 45.00 x 7, the line stays selected
  });

  it('keeps other lines and their order; a second product is appended', () => {
    const { actor } = start();
    actor.send({ type: 'cart.addLine', line: COLA, qty: 1 });
    actor.send({ type: 'cart.addLine', line: WATER, qty: 1 });
    actor.send({ type: 'cart.addLine', line: COLA, qty: 1 });
    expect(actor.getSnapshot().context.products.map((l) => [l.id, l.qty])).toEqual([
      [1, 2],
      [17, 1],
    ]);
  });

  it('caps a line at 999', () => {
    const { actor } = start({ id: 1, products: [{ ...COLA, qty: 998, select: false }], total: 0 });
    actor.send({ type: 'cart.addLine', line: COLA, qty: 5 });
    expect(actor.getSnapshot().context.products[0]?.qty).toBe(MAX_LINE_QTY);
    actor.send({ type: 'cart.addLine', line: WATER, qty: 5000 });
    expect(actor.getSnapshot().context.products[1]?.qty).toBe(MAX_LINE_QTY);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('ignores qty %s (nothing persisted)', (qty) => {
    const { actor, persistCart } = start();
    actor.send({ type: 'cart.addLine', line: COLA, qty });
    expect(actor.getSnapshot().context).toEqual(createDefaultCart());
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('persists after every change, each time the whole cart', () => {
    const { actor, stored } = start();
    actor.send({ type: 'cart.addLine', line: COLA, qty: 1 });
    actor.send({ type: 'cart.addLine', line: COLA, qty: 1 });
    expect(stored().map((cart) => cart.products[0]?.qty)).toEqual([1, 2]);
  });
});

describe('cart pricing helpers', () => {
  it('displayed price is price minus its percent discount, rounded half up to the satang', () => {
    expect(displayedPrice({ price: 47, discount: 15 })).toBe(39.95);
    expect(displayedPrice({ price: 60, discount: 0 })).toBe(60);
    expect(displayedPrice({ price: 10.01, discount: 50 })).toBe(5);
    expect(displayedPrice({ price: 33.33, discount: 12.5 })).toBe(29.16);
  });

  it('the total counts selected lines only (displayed price x qty)', () => {
    const lines: CartLine[] = [
      { ...COLA, qty: 3, select: true },
      { ...WATER, qty: 2, select: false },
    ];
    expect(cartTotal(lines)).toBe(119.85);
    expect(cartTotal(lines.map((l) => ({ ...l, select: true })))).toBe(239.85);
    expect(cartTotal([])).toBe(0);
  });

  it('addLine is pure', () => {
    const before: CartLine[] = [{ ...COLA, qty: 1, select: false }];
    const after = addLine(before, COLA, 2);
    expect(before[0]?.qty).toBe(1);
    expect(after[0]?.qty).toBe(3);
  });
});

/* ---- The cart issue: quantity, removing, selection, checkout's removeLines, refresh on opening ---- */

const line = (payload: CartLinePayload, qty: number, select: boolean): CartLine => ({
  ...payload,
  qty,
  select,
});
const cartOf = (...products: CartLine[]): Cart => ({ id: 1, products, total: cartTotal(products) });

describe('cartMachine: cart.setQty (spec section 5, stepper 1..999 step 1)', () => {
  it('sets a line quantity, recomputes the total and persists', () => {
    const { actor, stored } = start(cartOf(line(COLA, 1, true)));
    actor.send({ type: 'cart.setQty', id: COLA.id, qty: 999 });
    expect(actor.getSnapshot().context.products[0]?.qty).toBe(999);
    expect(actor.getSnapshot().context.total).toBe(39910.05);
    expect(stored()).toHaveLength(1);
    actor.send({ type: 'cart.setQty', id: COLA.id, qty: 1 });
    expect(actor.getSnapshot().context.products[0]?.qty).toBe(1);
  });

  it.each([0, -1, 1000, 2.5, Number.NaN])('ignores qty %s', (qty) => {
    const { actor, persistCart } = start(cartOf(line(COLA, 4, false)));
    actor.send({ type: 'cart.setQty', id: COLA.id, qty });
    expect(actor.getSnapshot().context.products[0]?.qty).toBe(4);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('ignores an unknown line', () => {
    const { actor, persistCart } = start(cartOf(line(COLA, 4, false)));
    actor.send({ type: 'cart.setQty', id: 999, qty: 2 });
    expect(persistCart).not.toHaveBeenCalled();
  });
});

describe('cartMachine: cart.remove and cart.removeLines', () => {
  it('remove drops one line and persists', () => {
    const { actor, stored } = start(cartOf(line(COLA, 1, true), line(WATER, 1, true)));
    actor.send({ type: 'cart.remove', id: COLA.id });
    expect(selectLines(actor.getSnapshot()).map((l) => l.id)).toEqual([WATER.id]);
    expect(stored()).toEqual([{ id: 1, products: [line(WATER, 1, true)], total: 60 }]);
  });

  it('removeLines drops the ordered lines (checkout) and keeps the rest', () => {
    const { actor } = start(cartOf(line(COLA, 1, true), line(WATER, 1, false)));
    actor.send({ type: 'cart.removeLines', ids: selectSelectedLines(actor.getSnapshot()).map((l) => l.id) });
    expect(selectLines(actor.getSnapshot())).toEqual([line(WATER, 1, false)]);
    expect(hasProducts(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.removeLines', ids: [WATER.id] });
    expect(actor.getSnapshot().context).toEqual(createDefaultCart());
  });

  it('removing nothing in the cart persists nothing', () => {
    const { actor, persistCart } = start(cartOf(line(COLA, 1, true)));
    actor.send({ type: 'cart.remove', id: 5 });
    actor.send({ type: 'cart.removeLines', ids: [] });
    expect(persistCart).not.toHaveBeenCalled();
  });
});

describe('cartMachine: selection (spec section 4 "Cart selection")', () => {
  it('toggleSelect ticks and unticks one line, persisting each time', () => {
    const { actor, stored } = start(cartOf(line(COLA, 1, false), line(WATER, 1, false)));
    actor.send({ type: 'cart.toggleSelect', id: WATER.id });
    expect(selectSelectedLines(actor.getSnapshot()).map((l) => l.id)).toEqual([WATER.id]);
    actor.send({ type: 'cart.toggleSelect', id: WATER.id });
    expect(selectedCount(actor.getSnapshot())).toBe(0);
    expect(stored()).toHaveLength(2);
  });

  it('select-all selects every line when some are not selected', () => {
    const { actor } = start(cartOf(line(COLA, 1, true), line(WATER, 1, false)));
    expect(allSelected(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cart.toggleSelectAll' });
    expect(allSelected(actor.getSnapshot())).toBe(true);
    expect(selectedCount(actor.getSnapshot())).toBe(2);
  });

  it('select-all clears every line when all are selected', () => {
    const { actor, stored } = start(cartOf(line(COLA, 1, true), line(WATER, 1, true)));
    expect(allSelected(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'cart.toggleSelectAll' });
    expect(selectedCount(actor.getSnapshot())).toBe(0);
    expect(actor.getSnapshot().context.total).toBe(0);
    expect(stored()[0]?.products.every((l) => !l.select)).toBe(true);
  });

  it('select-all on an empty cart does nothing; the box is not ticked', () => {
    const { actor, persistCart } = start();
    actor.send({ type: 'cart.toggleSelectAll' });
    expect(allSelected(actor.getSnapshot())).toBe(false);
    expect(persistCart).not.toHaveBeenCalled();
  });
});

describe('cart selectors: the 500-baht minimum (spec sections 2, 5, 9)', () => {
  it('MINIMUM_ORDER_BAHT is 500', () => expect(MINIMUM_ORDER_BAHT).toBe(500));

  it('nothing selected: no banner, cannot pay', () => {
    const { actor } = start(cartOf(line(COLA, 20, false)));
    const s = actor.getSnapshot();
    expect([selectedTotal(s), isBelowMinimum(s), canPay(s), selectedCount(s)]).toEqual([0, false, false, 0]);
  });

  it('under 500: banner with the remaining amount, cannot pay', () => {
    const { actor } = start(cartOf(line(COLA, 10, true), line(WATER, 3, false)));
    const s = actor.getSnapshot();
    expect(selectedTotal(s)).toBe(399.5);
    expect(isBelowMinimum(s)).toBe(true);
    expect(remainingToMinimum(s)).toBe(100.5);
    expect(canPay(s)).toBe(false);
  });

  it('exactly 500 and above: no banner, can pay', () => {
    const { actor } = start(cartOf(line(WATER, 8, true), line({ ...COLA, price: 20, discount: 0 }, 1, true)));
    const s = actor.getSnapshot();
    expect(selectedTotal(s)).toBe(500);
    expect([isBelowMinimum(s), remainingToMinimum(s), canPay(s), selectedCount(s)]).toEqual([
      false,
      0,
      true,
      2,
    ]);
  });
});

/** A refreshLines stub whose outcome the test resolves or rejects. */
function deferredRefresh() {
  const calls: {
    lines: CartLine[];
    resolve: (o: CartLineRefresh[]) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const logic = fromPromise<CartLineRefresh[], { lines: CartLine[] }>(
    ({ input }) =>
      new Promise((resolve, reject) => {
        calls.push({ lines: input.lines, resolve, reject });
      }),
  );
  return { logic, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cartMachine: cart.refresh (spec section 4 "Cart refresh on opening", section 8)', () => {
  function startRefreshing(cart: Cart) {
    const { logic, calls } = deferredRefresh();
    const persistCart = vi.fn((_: unknown, _cart: Cart) => {});
    const actor = createActor(
      cartMachine.provide({ actions: { persistCart }, actors: { refreshLines: logic } }),
      {
        input: { cart },
      },
    ).start();
    return { actor, calls, persistCart };
  }

  it('updates price, discount and image, keeps unchanged lines, drops failed lookups, persists', async () => {
    const gone: CartLinePayload = { ...WATER, id: 150, name: 'ปิดขาย' };
    const { actor, calls, persistCart } = startRefreshing(
      cartOf(line(COLA, 2, true), line(WATER, 1, true), line(gone, 1, true)),
    );
    actor.send({ type: 'cart.refresh' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(isRefreshing(actor.getSnapshot())).toBe(true);
    expect(calls[0]?.lines.map((l) => l.id)).toEqual([1, 17, 150]);
    calls[0]?.resolve([
      { id: 1, outcome: 'updated', price: 50, discount: 10, imageUrl: '/images/products/1b.svg' },
      { id: 17, outcome: 'unchanged' },
      { id: 150, outcome: 'failed' },
    ]);
    await flush();
    const s = actor.getSnapshot();
    expect(s.value).toBe('idle');
    expect(selectLines(s)).toEqual([
      { ...COLA, price: 50, discount: 10, imageUrl: '/images/products/1b.svg', qty: 2, select: true },
      line(WATER, 1, true),
    ]);
    expect(s.context.total).toBe(150);
    expect(persistCart).toHaveBeenCalledTimes(1);
  });

  it('edits during the refresh are kept; refresh again while refreshing is ignored', async () => {
    const { actor, calls } = startRefreshing(cartOf(line(COLA, 2, false), line(WATER, 1, false)));
    actor.send({ type: 'cart.refresh' });
    actor.send({ type: 'cart.refresh' });
    expect(calls).toHaveLength(1);
    actor.send({ type: 'cart.setQty', id: COLA.id, qty: 5 });
    actor.send({ type: 'cart.remove', id: WATER.id });
    calls[0]?.resolve([
      { id: 1, outcome: 'updated', price: 47, discount: 0, imageUrl: null },
      { id: 17, outcome: 'updated', price: 60, discount: 0, imageUrl: null },
    ]);
    await flush();
    expect(selectLines(actor.getSnapshot()).map((l) => [l.id, l.qty, l.discount])).toEqual([[1, 5, 0]]);
  });

  it('a rejected refresh changes nothing; an empty cart does not refresh', async () => {
    const { actor, calls, persistCart } = startRefreshing(cartOf(line(COLA, 2, false)));
    actor.send({ type: 'cart.refresh' });
    calls[0]?.reject(new Error('boom'));
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(selectLines(actor.getSnapshot())).toHaveLength(1);
    expect(persistCart).not.toHaveBeenCalled();
    const empty = startRefreshing(createDefaultCart());
    empty.actor.send({ type: 'cart.refresh' });
    expect(empty.actor.getSnapshot().value).toBe('idle');
    expect(empty.calls).toHaveLength(0);
  });

  it('applyRefresh keeps lines without an outcome (added meanwhile) and is pure', () => {
    const before = [line(COLA, 1, false), line(WATER, 1, false)];
    const after = applyRefresh(before, [{ id: 1, outcome: 'failed' }]);
    expect(after).toEqual([line(WATER, 1, false)]);
    expect(before).toHaveLength(2);
  });
});

/**
 * Model-based: a shortest path to every reachable state of the chart's events (xstate/graph TestModel), replayed on a
 * real actor whose refreshLines resolves with the next outcome list; each step's state is checked
 * against the model's (context and state value) and the invariants of the spec.
 */
describe('cartMachine: model-based (xstate/graph)', () => {
  const refreshed: CartLineRefresh[] = [
    { id: 1, outcome: 'updated', price: 50, discount: 0, imageUrl: null },
    { id: 17, outcome: 'failed' },
  ];
  const events = [
    { type: 'cart.addLine', line: WATER, qty: MAX_LINE_QTY },
    { type: 'cart.setQty', id: 1, qty: 10 },
    { type: 'cart.toggleSelect', id: 1 },
    { type: 'cart.toggleSelectAll' },
    { type: 'cart.remove', id: 1 },
    { type: 'cart.removeLines', ids: [1, 17] },
    { type: 'cart.refresh' },
    { type: 'xstate.done.actor.refreshLines', output: refreshed },
  ] as const;
  const machine = cartMachine.provide({ actions: { persistCart: () => {} } });
  const logic = machine as unknown as ActorLogic<CartSnapshot, CartEvent, CartInput>;
  const model = new TestModel(logic, {
    events: events as unknown as CartEvent[],
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: ({ value, context }) => JSON.stringify({ value, context }),
  });
  const initial = cartOf(line(COLA, 1, false));
  // Shortest path to every distinct state (value + context): simple paths explode combinatorially here.
  const paths = model.getShortestPaths({ input: { cart: initial } });

  it('generates paths', () => {
    console.info(`cart chart: ${paths.length} generated paths`);
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((path, i) => [i, path] as const))('path %i replays on a real actor', async (_i, path) => {
    let pending: ((o: CartLineRefresh[]) => void) | undefined;
    const refreshLines = fromPromise<CartLineRefresh[], { lines: CartLine[] }>(
      () => new Promise((resolve) => (pending = resolve)),
    );
    const persistCart = vi.fn((_: unknown, _cart: Cart) => {});
    const actor = createActor(cartMachine.provide({ actions: { persistCart }, actors: { refreshLines } }), {
      input: { cart: initial },
    }).start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      if (event.type === 'xstate.done.actor.refreshLines') {
        pending?.(refreshed);
        await flush();
      } else if (event.type !== 'xstate.init') {
        actor.send(event as CartEvent);
      }
      const s = actor.getSnapshot();
      expect(s.value).toEqual(step.state.value);
      expect(s.context).toEqual(step.state.context);
      // Invariants: stored total = selected total; quantities 1..999; ids unique.
      expect(s.context.total).toBe(selectedTotal(s));
      expect(s.context.products.every((l) => l.qty >= 1 && l.qty <= MAX_LINE_QTY)).toBe(true);
      expect(new Set(s.context.products.map((l) => l.id)).size).toBe(s.context.products.length);
      if (persistCart.mock.calls.length > 0) expect(persistCart.mock.lastCall?.[1]).toEqual(s.context);
    }
  });
});
