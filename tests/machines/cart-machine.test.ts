import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { TestModel } from 'xstate/graph';
import { LINES_MAX, MINIMUM_ORDER_BAHT, QUANTITY_MAX } from '../../contract/limits.ts';
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
  cartSyncMachine,
  cartTotal,
  createDefaultCart,
  displayedPrice,
  hasStaleLines,
  hasTooManyLines,
  isBelowMinimum,
  isRefreshing,
  isReordering,
  offersReorder,
  offersReorderOnCard,
  type ReorderLines,
  readQtyText,
  remainingToMinimum,
  reorderFailedFor,
  reorderOutcomeOf,
  selectedCount,
  selectedTotal,
  selectLines,
  selectPayNotice,
  selectQtyDrafts,
  selectQtyNotices,
  selectReorderNotice,
  selectSelectedLines,
  selectUndoable,
  UNDO_WINDOW_MS,
} from '../../machines/cart/index.ts';
import { COLA } from '../fixtures/shop.ts';

const WATER: CartLinePayload = {
  id: 17,
  name: 'น้ำดื่ม 600 มล. แพ็ค 12',
  price: 60,
  discount: 0,
  imageUrl: null,
};

/** The stored cart of a snapshot: what local storage `cart` holds (spec section 3 "Cart"). */
const storedOf = (snapshot: CartSnapshot): Cart => {
  const { id, products, total } = snapshot.context;
  return { id, products, total };
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
    expect(storedOf(actor.getSnapshot())).toEqual({ id: 1, products: [], total: 0 });
    expect(actor.getSnapshot().context.products.length > 0).toBe(false);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('starts from the stored cart it is given', () => {
    const line: CartLine = { ...WATER, qty: 2, select: true };
    const { actor } = start({ id: 1, products: [line], total: 120 });
    expect(actor.getSnapshot().context.products).toEqual([line]);
    expect(actor.getSnapshot().context.products.length > 0).toBe(true);
  });
});

describe('cartMachine: cart.addLine (spec section 4 "Adding to cart")', () => {
  it('appends a new line with select false and persists the cart in the spec shape', () => {
    const { actor, stored } = start();
    actor.send({ type: 'cart.addLine', line: COLA, qty: 2 });
    const expected = { id: 1, products: [{ ...COLA, qty: 2, select: false }], total: 0 };
    expect(storedOf(actor.getSnapshot())).toEqual(expected);
    expect(stored()).toEqual([expected]);
    expect(actor.getSnapshot().context.products.length > 0).toBe(true);
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
    expect(actor.getSnapshot().context.products[0]?.qty).toBe(999);
    actor.send({ type: 'cart.addLine', line: WATER, qty: 5000 });
    expect(actor.getSnapshot().context.products[1]?.qty).toBe(999);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('ignores qty %s (nothing persisted)', (qty) => {
    const { actor, persistCart } = start();
    actor.send({ type: 'cart.addLine', line: COLA, qty });
    expect(storedOf(actor.getSnapshot())).toEqual(createDefaultCart());
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
    expect(actor.getSnapshot().context.products.length > 0).toBe(true);
    actor.send({ type: 'cart.removeLines', ids: [WATER.id] });
    expect(storedOf(actor.getSnapshot())).toEqual(createDefaultCart());
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
      cartMachine.provide({
        actions: { persistCart },
        actors: { cartSync: cartSyncMachine.provide({ actors: { refreshLines: logic } }) },
      }),
      {
        input: { cart },
      },
    ).start();
    return { actor, calls, persistCart };
  }

  it('updates price, discount and image, keeps unchanged lines, drops lines whose product is gone (404), persists', async () => {
    const gone: CartLinePayload = { ...WATER, id: 150, name: 'ปิดขาย' };
    const { actor, calls, persistCart } = startRefreshing(
      cartOf(line(COLA, 2, true), line(WATER, 1, true), line(gone, 1, true)),
    );
    actor.send({ type: 'cart.refresh' });
    expect(isRefreshing(actor.getSnapshot())).toBe(true);
    expect(calls[0]?.lines.map((l) => l.id)).toEqual([1, 17, 150]);
    calls[0]?.resolve([
      { id: 1, outcome: 'updated', price: 50, discount: 10, imageUrl: '/images/products/1b.svg' },
      { id: 17, outcome: 'unchanged' },
      { id: 150, outcome: 'gone' },
    ]);
    await flush();
    const s = actor.getSnapshot();
    expect(isRefreshing(s)).toBe(false);
    expect(hasStaleLines(s)).toBe(false);
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
    expect(isRefreshing(actor.getSnapshot())).toBe(false);
    expect(selectLines(actor.getSnapshot())).toHaveLength(1);
    expect(persistCart).not.toHaveBeenCalled();
    const empty = startRefreshing(createDefaultCart());
    empty.actor.send({ type: 'cart.refresh' });
    expect(isRefreshing(empty.actor.getSnapshot())).toBe(false);
    expect(empty.calls).toHaveLength(0);
  });

  it('applyRefresh keeps lines without an outcome (added meanwhile) and is pure', () => {
    const before = [line(COLA, 1, false), line(WATER, 1, false)];
    const after = applyRefresh(before, [{ id: 1, outcome: 'gone' }]);
    expect(after).toEqual([line(WATER, 1, false)]);
    expect(before).toHaveLength(2);
  });

  it('issue 11: a lookup that failed otherwise (500, timeout, offline) keeps the line, marked not refreshed; the next opening retries and clears the mark', async () => {
    const { actor, calls, persistCart } = startRefreshing(cartOf(line(COLA, 2, true), line(WATER, 3, true)));
    actor.send({ type: 'cart.refresh' });
    calls[0]?.resolve([
      { id: 1, outcome: 'failed' },
      { id: 17, outcome: 'updated', price: 61, discount: 0, imageUrl: null, packSize: 'แพ็ค 12 ขวด' },
    ]);
    await flush();
    let s = actor.getSnapshot();
    expect(selectLines(s)).toEqual([
      { ...line(COLA, 2, true), stale: true },
      { ...line(WATER, 3, true), price: 61, packSize: 'แพ็ค 12 ขวด' },
    ]);
    expect(hasStaleLines(s)).toBe(true);
    expect(persistCart.mock.lastCall?.[1]).toEqual(storedOf(s));
    // Opening the cart again looks every line up again; an answer clears the mark.
    actor.send({ type: 'cart.refresh' });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.lines.map((l) => l.id)).toEqual([1, 17]);
    calls[1]?.resolve([
      { id: 1, outcome: 'updated', price: 47, discount: 15, imageUrl: COLA.imageUrl },
      { id: 17, outcome: 'unchanged' },
    ]);
    await flush();
    s = actor.getSnapshot();
    expect(hasStaleLines(s)).toBe(false);
    expect(selectLines(s)[0]).toEqual(line(COLA, 2, true));
  });
});

describe('cartMachine: typed quantities (issue 10 "Quantities": the chart reads the raw text)', () => {
  it('a whole number 1..999 becomes the quantity; leading zeros and spaces are fine', () => {
    const { actor, stored } = start(cartOf(line(COLA, 1, true)));
    actor.send({ type: 'cart.typeQty', id: COLA.id, text: '48' });
    expect(selectLines(actor.getSnapshot())[0]?.qty).toBe(48);
    actor.send({ type: 'cart.typeQty', id: COLA.id, text: ' 012 ' });
    expect(selectLines(actor.getSnapshot())[0]?.qty).toBe(12);
    expect(selectQtyNotices(actor.getSnapshot())).toEqual({});
    expect(stored().map((c) => c.products[0]?.qty)).toEqual([48, 12]);
  });

  it.each(['', '0', '-2', '1.5', '1,000', 'abc', '4 8'])(
    'refuses %j: quantity kept, draft shown, message, nothing persisted',
    (text) => {
      const { actor, persistCart } = start(cartOf(line(COLA, 5, true)));
      actor.send({ type: 'cart.typeQty', id: COLA.id, text });
      const s = actor.getSnapshot();
      expect(selectLines(s)[0]?.qty).toBe(5);
      expect(selectQtyDrafts(s)).toEqual({ [COLA.id]: text });
      expect(selectQtyNotices(s)).toEqual({ [COLA.id]: 'invalid' });
      expect(persistCart).not.toHaveBeenCalled();
      // Losing focus shows the quantity again; the next valid entry clears the message.
      actor.send({ type: 'cart.commitQty', id: COLA.id });
      expect(selectQtyDrafts(actor.getSnapshot())).toEqual({});
      actor.send({ type: 'cart.typeQty', id: COLA.id, text: '7' });
      expect(selectQtyNotices(actor.getSnapshot())).toEqual({});
      expect(selectLines(actor.getSnapshot())[0]?.qty).toBe(7);
    },
  );

  it('above 999: clamped to 999 with a message saying so', () => {
    const { actor, stored } = start(cartOf(line(COLA, 5, true)));
    actor.send({ type: 'cart.typeQty', id: COLA.id, text: '1500' });
    const s = actor.getSnapshot();
    expect(selectLines(s)[0]?.qty).toBe(999);
    expect(selectQtyNotices(s)).toEqual({ [COLA.id]: 'clamped' });
    expect(selectQtyDrafts(s)).toEqual({});
    expect(stored().at(-1)?.products[0]?.qty).toBe(999);
  });

  it('readQtyText is the one rule', () => {
    expect(readQtyText('48')).toEqual({ kind: 'ok', qty: 48 });
    expect(readQtyText('999')).toEqual({ kind: 'ok', qty: 999 });
    expect(readQtyText('1000')).toEqual({ kind: 'over', qty: 999 });
    expect(readQtyText('99999999999999999999')).toEqual({ kind: 'over', qty: 999 });
    for (const text of ['', ' ', '0', '00', '-1', '1.0', '1e3', '๔๘'])
      expect(readQtyText(text)).toEqual({ kind: 'invalid' });
  });

  it('typing for a line not in the cart does nothing', () => {
    const { actor } = start(cartOf(line(COLA, 5, true)));
    actor.send({ type: 'cart.typeQty', id: 999, text: 'x' });
    expect(selectQtyNotices(actor.getSnapshot())).toEqual({});
  });
});

describe('cartMachine: remove with undo (issue 10 "Cart")', () => {
  it("'เลิกทำ' within the window puts the line back at its place, as it was", () => {
    const clock = new SimulatedClock();
    const persistCart = vi.fn((_: unknown, _cart: Cart) => {});
    const cart = cartOf(line(COLA, 2, true), line(WATER, 3, false), line({ ...WATER, id: 30 }, 1, true));
    const actor = createActor(cartMachine.provide({ actions: { persistCart } }), {
      input: { cart },
      clock,
    }).start();
    const before = storedOf(actor.getSnapshot());
    actor.send({ type: 'cart.remove', id: WATER.id });
    expect(selectLines(actor.getSnapshot()).map((l) => l.id)).toEqual([1, 30]);
    expect(selectUndoable(actor.getSnapshot())).toEqual({ line: line(WATER, 3, false), index: 1 });
    clock.increment(UNDO_WINDOW_MS - 1);
    actor.send({ type: 'cart.undoRemove' });
    expect(storedOf(actor.getSnapshot())).toEqual(before);
    expect(persistCart.mock.lastCall?.[1]).toEqual(before);
    expect(selectUndoable(actor.getSnapshot())).toBeNull();
  });

  it('after the window the undo is gone; a second removal restarts it with that line', () => {
    const clock = new SimulatedClock();
    const cart = cartOf(line(COLA, 2, true), line(WATER, 3, false));
    const actor = createActor(cartMachine, { input: { cart }, clock }).start();
    actor.send({ type: 'cart.remove', id: COLA.id });
    clock.increment(UNDO_WINDOW_MS - 10);
    actor.send({ type: 'cart.remove', id: WATER.id });
    clock.increment(UNDO_WINDOW_MS - 10);
    expect(selectUndoable(actor.getSnapshot())?.line.id).toBe(WATER.id);
    actor.send({ type: 'cart.undoRemove' });
    expect(selectLines(actor.getSnapshot()).map((l) => l.id)).toEqual([WATER.id]);
    actor.send({ type: 'cart.remove', id: WATER.id });
    clock.increment(UNDO_WINDOW_MS);
    expect(selectUndoable(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'cart.undoRemove' });
    expect(selectLines(actor.getSnapshot())).toEqual([]);
  });

  // ADR 0009 point 9: no `reenter` (Stately does not show it). The window is a child state holding
  // the delay; another removal targets it, and XState re-enters a targeted child: its 5 s restart.
  it("xstate re-enters a targeted child without reenter: the child's delay starts again", () => {
    const clock = new SimulatedClock();
    let entries = 0;
    const chart = createMachine({
      id: 'offer',
      initial: 'offering',
      states: {
        offering: {
          initial: 'window',
          on: { again: { target: '.window' } },
          states: {
            window: {
              entry: () => entries++,
              after: { 5000: { target: '#offer.gone' } },
            },
          },
        },
        gone: {},
      },
    });
    const actor = createActor(chart, { clock }).start();
    clock.increment(4000);
    actor.send({ type: 'again' });
    expect(entries).toBe(2);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toEqual({ offering: 'window' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('gone');
  });

  it('another removal starts the 5 s of the undo window again', () => {
    const clock = new SimulatedClock();
    const cart = cartOf(line(COLA, 2, true), line(WATER, 3, false));
    const actor = createActor(cartMachine, { input: { cart }, clock }).start();
    actor.send({ type: 'cart.remove', id: COLA.id });
    clock.increment(4000);
    actor.send({ type: 'cart.remove', id: WATER.id });
    clock.increment(UNDO_WINDOW_MS - 1);
    expect(selectUndoable(actor.getSnapshot())?.line.id).toBe(WATER.id);
    clock.increment(1);
    expect(selectUndoable(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().matches({ undo: 'none' })).toBe(true);
  });

  it('a line added again meanwhile is not duplicated by the undo', () => {
    const actor = createActor(cartMachine, { input: { cart: cartOf(line(COLA, 2, true)) } }).start();
    actor.send({ type: 'cart.remove', id: COLA.id });
    actor.send({ type: 'cart.addLine', line: COLA, qty: 1 });
    actor.send({ type: 'cart.undoRemove' });
    expect(selectLines(actor.getSnapshot()).map((l) => [l.id, l.qty])).toEqual([[COLA.id, 1]]);
  });
});

describe('cartMachine: cart.pay (spec section 5 "Cart pay button"; issue 11 item 7)', () => {
  const many = (count: number) =>
    cartOf(...Array.from({ length: count }, (_, i) => line({ ...WATER, id: 1000 + i }, 1, true)));

  function pay(cart: Cart) {
    const actor = createActor(cartMachine, { input: { cart } });
    const navigations: string[] = [];
    actor.on('navigate', (event) => navigations.push(event.to));
    actor.start();
    actor.send({ type: 'cart.pay' });
    return { actor, navigations, notice: selectPayNotice(actor.getSnapshot()) };
  }

  it("none selected: 'กรุณาเลือกสินค้า' (noneSelected), no navigation", () => {
    expect(pay(cartOf(line(COLA, 20, false)))).toMatchObject({ navigations: [], notice: 'noneSelected' });
  });

  it("under 500: 'สั่งซื้อขั้นต่ำ 500 บาท' (belowMinimum), no navigation", () => {
    expect(pay(cartOf(line(COLA, 10, true)))).toMatchObject({ navigations: [], notice: 'belowMinimum' });
  });

  it('more than 200 selected lines: tooManyLines on /cart, never /summary; 200 is fine', () => {
    const over = pay(many(LINES_MAX + 1));
    expect(over).toMatchObject({ navigations: [], notice: 'tooManyLines' });
    expect(hasTooManyLines(over.actor.getSnapshot())).toBe(true);
    expect(canPay(over.actor.getSnapshot())).toBe(false);
    expect(pay(many(LINES_MAX))).toMatchObject({ navigations: ['/summary'], notice: null });
    expect(LINES_MAX).toBe(200);
    expect(QUANTITY_MAX).toBe(999);
  });

  it('enough selected: emits the navigation to /summary; an edit clears an earlier message', () => {
    const { actor, navigations } = pay(cartOf(line(COLA, 13, false)));
    expect(selectPayNotice(actor.getSnapshot())).toBe('noneSelected');
    actor.send({ type: 'cart.toggleSelect', id: COLA.id });
    expect(selectPayNotice(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'cart.pay' });
    expect(navigations).toEqual(['/summary']);
  });
});

describe('cartMachine: cart.reorder (issue 10 "Reorder")', () => {
  function startReorder(cart: Cart) {
    const calls: { orderId: number; resolve: (o: ReorderLines) => void; reject: (e: unknown) => void }[] = [];
    const loadReorder = fromPromise<ReorderLines, { orderId: number }>(
      ({ input }) =>
        new Promise((resolve, reject) => calls.push({ orderId: input.orderId, resolve, reject })),
    );
    const persistCart = vi.fn((_: unknown, _cart: Cart) => {});
    const cartSync = cartSyncMachine.provide({ actors: { loadReorder } });
    const actor = createActor(cartMachine.provide({ actions: { persistCart }, actors: { cartSync } }), {
      input: { cart },
    });
    const navigations: string[] = [];
    actor.on('navigate', (event) => navigations.push(event.to));
    actor.start();
    return { actor, calls, persistCart, navigations };
  }

  it('merges quantities, ticks exactly the order lines, reports items no longer sold in one notice, then goes to /cart', async () => {
    const SODA: CartLinePayload = {
      id: 40,
      name: 'โซดา',
      price: 80,
      discount: 0,
      imageUrl: null,
      packSize: 'ลัง 24 ขวด',
    };
    const { actor, calls, persistCart, navigations } = startReorder(
      cartOf(line(COLA, 2, false), line(WATER, 1, true)),
    );
    actor.send({ type: 'cart.reorder', orderId: 12 });
    expect(isReordering(actor.getSnapshot())).toBe(true);
    expect(calls.map((c) => c.orderId)).toEqual([12]);
    calls[0]?.resolve({
      lines: [
        { line: { ...COLA, price: 48 }, qty: 10 },
        { line: SODA, qty: 3 },
      ],
      unavailable: ['น้ำแร่ (เลิกขาย)', 'ชาเขียว (เลิกขาย)'],
    });
    await flush();
    const s = actor.getSnapshot();
    expect(selectLines(s).map((l) => [l.id, l.qty, l.select, l.price])).toEqual([
      [COLA.id, 12, true, 48],
      [WATER.id, 1, false, 60],
      [SODA.id, 3, true, 80],
    ]);
    expect(selectLines(s)[2]?.packSize).toBe('ลัง 24 ขวด');
    expect(selectReorderNotice(s)).toEqual({
      kind: 'unavailable',
      names: ['น้ำแร่ (เลิกขาย)', 'ชาเขียว (เลิกขาย)'],
    });
    expect(navigations).toEqual(['/cart']);
    expect(persistCart.mock.lastCall?.[1]).toEqual(storedOf(s));
    expect(isReordering(s)).toBe(false);
  });

  it('the same order twice: /cart is told its lines were new the first time and grew the second (the usual order has no number)', async () => {
    const { actor, calls } = startReorder(cartOf(line(WATER, 4, false)));
    const states: unknown[] = [];
    actor.on('navigate', (event) => states.push(event.state));
    const order = {
      orderNo: 'SO2611290003',
      lines: [
        { line: COLA, qty: 6 },
        { line: WATER, qty: 2 },
      ],
      unavailable: [],
    };
    for (const call of [0, 1]) {
      actor.send({ type: 'cart.reorder', orderId: 3 });
      calls[call]?.resolve(order);
      await flush();
    }
    expect(states).toEqual([
      { reorder: { orderNo: 'SO2611290003', added: 1, grown: 1, capped: 0 } },
      { reorder: { orderNo: 'SO2611290003', added: 0, grown: 2, capped: 0 } },
    ]);
    expect(selectLines(actor.getSnapshot()).map((l) => [l.id, l.qty])).toEqual([
      [WATER.id, 8],
      [COLA.id, 12],
    ]);
    expect(reorderOutcomeOf(states[1])).toEqual({ orderNo: 'SO2611290003', added: 0, grown: 2, capped: 0 });
    actor.send({ type: 'cart.reordered', orderId: 0, lines: [{ line: COLA, qty: 1 }], unavailable: [] });
    expect(states.at(-1)).toEqual({ reorder: { orderNo: null, added: 0, grown: 1, capped: 0 } });
  });

  it('lines a reorder would take past 999 are set to 999, and /cart is told how many (spec section 5)', async () => {
    // WATER is at 990 (9 more reach 999 exactly), SODA already at 999; COLA comes new with 999.
    const SODA: CartLinePayload = { id: 40, name: 'โซดา', price: 80, discount: 0, imageUrl: null };
    const { actor, calls } = startReorder(cartOf(line(WATER, 990, false), line(SODA, 999, false)));
    const states: unknown[] = [];
    actor.on('navigate', (event) => states.push(event.state));
    const reorder = (water: number) => {
      actor.send({ type: 'cart.reorder', orderId: 3 });
      calls.at(-1)?.resolve({
        orderNo: 'SO2611290003',
        lines: [
          { line: WATER, qty: water },
          { line: COLA, qty: 999 },
          { line: SODA, qty: 1 },
        ],
        unavailable: [],
      });
      return flush();
    };
    await reorder(9);
    // Exactly 999 is not capped; the line already at 999 is (its 1 more is not added).
    expect(states.at(-1)).toEqual({ reorder: { orderNo: 'SO2611290003', added: 1, grown: 2, capped: 1 } });
    expect(selectLines(actor.getSnapshot()).map((l) => [l.id, l.qty])).toEqual([
      [WATER.id, 999],
      [SODA.id, 999],
      [COLA.id, 999],
    ]);
    await reorder(1);
    expect(states.at(-1)).toEqual({ reorder: { orderNo: 'SO2611290003', added: 0, grown: 3, capped: 3 } });
    expect(reorderOutcomeOf(states.at(-1))?.capped).toBe(3);
  });

  it('a failed load changes nothing, does not navigate, and says so for that order', async () => {
    const { actor, calls, persistCart, navigations } = startReorder(cartOf(line(COLA, 2, false)));
    actor.send({ type: 'cart.reorder', orderId: 5 });
    calls[0]?.reject(new Error('offline'));
    await flush();
    expect(selectLines(actor.getSnapshot())).toEqual([line(COLA, 2, false)]);
    expect(reorderFailedFor(actor.getSnapshot(), 5)).toBe(true);
    expect(reorderFailedFor(actor.getSnapshot(), 6)).toBe(false);
    expect(navigations).toEqual([]);
    expect(persistCart).not.toHaveBeenCalled();
  });

  it('offersReorder: every order but one awaiting payment; cards of the delivered and all tabs', () => {
    expect(offersReorder(1)).toBe(false);
    for (const status of [2, 3, 4, 5, 6, 7, 12]) expect(offersReorder(status)).toBe(true);
    expect(offersReorderOnCard(5, 4)).toBe(true);
    expect(offersReorderOnCard(5, 5)).toBe(true);
    expect(offersReorderOnCard(6, 5)).toBe(true);
    expect(offersReorderOnCard(1, 5)).toBe(false);
    expect(offersReorderOnCard(2, 2)).toBe(false);
  });
});

/**
 * Model-based: a shortest path to every reachable state of the chart's events (xstate/graph TestModel),
 * replayed on a real actor whose refreshLines and loadReorder resolve with the model's outputs and
 * whose undo window runs on a simulated clock; each step's state is checked against the model's
 * (context and state value) and the invariants of the spec.
 */
describe('cartMachine: model-based (xstate/graph)', () => {
  const refreshed: CartLineRefresh[] = [
    { id: 1, outcome: 'updated', price: 50, discount: 0, imageUrl: null },
    { id: 17, outcome: 'failed' },
  ];
  // 999: a merged quantity cannot grow step by step (each reorder would make a new state).
  const reordered: ReorderLines = { lines: [{ line: WATER, qty: QUANTITY_MAX }], unavailable: ['ปิดขาย'] };
  const UNDO_TIMEOUT = 'xstate.after.undoWindow.cart.undo.offering.window';
  // Two models, so the graph stays small: editing (typing, undo, pay) and syncing (refresh, reorder).
  const editing = [
    { type: 'cart.typeQty', id: 1, text: '48' },
    { type: 'cart.typeQty', id: 1, text: '1500' },
    { type: 'cart.typeQty', id: 1, text: '1.5' },
    { type: 'cart.commitQty', id: 1 },
    { type: 'cart.setQty', id: 1, qty: 10 },
    { type: 'cart.toggleSelect', id: 1 },
    { type: 'cart.remove', id: 1 },
    { type: 'cart.undoRemove' },
    { type: UNDO_TIMEOUT },
    { type: 'cart.pay' },
  ] as const;
  // A refresh and a reorder as the cart sees them end (cart-sync-machine.ts tells it): the replay
  // below opens the cart or presses 'ซื้ออีกครั้ง' and lets the real sync child answer.
  const syncing = [
    { type: 'cart.addLine', line: WATER, qty: QUANTITY_MAX },
    { type: 'cart.toggleSelectAll' },
    { type: 'cart.removeLines', ids: [1, 17] },
    { type: 'cart.refreshed', outcomes: refreshed },
    { type: 'cart.reordered', orderId: 7, ...reordered },
  ] as const;
  const machine = cartMachine.provide({ actions: { persistCart: () => {} } });
  const logic = machine as unknown as ActorLogic<CartSnapshot, CartEvent, CartInput>;
  const initial = cartOf(line(COLA, 1, false));
  const pathsOf = (events: readonly { type: string }[]) =>
    new TestModel(logic, {
      events: events as unknown as CartEvent[],
      filterEvents: (snapshot, event) => snapshot.can(event),
      serializeState: ({ value, context }) => JSON.stringify({ value, context }),
      // Shortest path to every distinct state (value + context): simple paths explode here.
    }).getShortestPaths({ input: { cart: initial } });
  // Built in beforeAll, not while vitest collects the file: a chart mutant that breaks path
  // generation then fails a test (docs/mutation.md), instead of the file failing to load.
  let paths: ReturnType<typeof pathsOf> = [];
  beforeAll(() => {
    paths = [...pathsOf(editing), ...pathsOf(syncing)];
  });

  it('generates paths through typing, undo, pay, refresh and reorder', () => {
    console.info(`cart chart: ${paths.length} generated paths`);
    expect(paths.length).toBeGreaterThan(30);
    const types = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    // 'cart.undoRemove' leads back to a state already reached (the cart as it was): it is on no
    // shortest path; the undo suite below checks exactly that.
    for (const event of [...editing, ...syncing].filter((e) => e.type !== 'cart.undoRemove'))
      expect(types).toContain(event.type);
  });

  it('every generated path replays on a real actor', async () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const [i, path] of paths.entries()) {
      try {
        await replayPath(path);
      } catch (error) {
        const route = path.steps.map((step) => step.event.type).join(' -> ');
        throw new Error(`path ${i} (${route}): ${String(error)}`, { cause: error });
      }
    }
  });

  async function replayPath(path: (typeof paths)[number]) {
    let pendingRefresh: ((o: CartLineRefresh[]) => void) | undefined;
    let pendingReorder: ((o: ReorderLines) => void) | undefined;
    const refreshLines = fromPromise<CartLineRefresh[], { lines: CartLine[] }>(
      () => new Promise((resolve) => (pendingRefresh = resolve)),
    );
    const loadReorder = fromPromise<ReorderLines, { orderId: number }>(
      () => new Promise((resolve) => (pendingReorder = resolve)),
    );
    const clock = new SimulatedClock();
    const persistCart = vi.fn((_: unknown, _cart: Cart) => {});
    const cartSync = cartSyncMachine.provide({ actors: { refreshLines, loadReorder } });
    const actor = createActor(cartMachine.provide({ actions: { persistCart }, actors: { cartSync } }), {
      input: { cart: initial },
      clock,
    });
    const navigations: string[] = [];
    actor.on('navigate', (event) => navigations.push(event.to));
    actor.start();
    for (const step of path.steps) {
      const event = step.event as { type: string };
      const before = actor.getSnapshot();
      if (event.type === 'cart.refreshed') {
        // An empty cart is not refreshed: its refresh ends with nothing to apply.
        actor.send({ type: 'cart.refresh' });
        pendingRefresh?.(refreshed);
        await flush();
      } else if (event.type === 'cart.reordered') {
        actor.send({ type: 'cart.reorder', orderId: 7 });
        pendingReorder?.(reordered);
        await flush();
        expect(navigations.at(-1)).toBe('/cart');
      } else if (event.type === UNDO_TIMEOUT) {
        clock.increment(UNDO_WINDOW_MS);
      } else if (event.type === 'cart.pay') {
        const count = navigations.length;
        actor.send(event as CartEvent);
        // Pay goes to /summary exactly when the pay button is enabled.
        expect(navigations.length > count).toBe(canPay(before));
      } else if (event.type !== 'xstate.init') {
        actor.send(event as CartEvent);
      }
      const s = actor.getSnapshot();
      expect(s.value).toEqual(step.state.value);
      expect(s.context).toEqual(step.state.context);
      // Invariants: stored total = selected total; quantities 1..999; ids unique.
      expect(s.context.total).toBe(selectedTotal(s));
      expect(s.context.products.every((l) => l.qty >= 1 && l.qty <= 999)).toBe(true);
      expect(new Set(s.context.products.map((l) => l.id)).size).toBe(s.context.products.length);
      if (persistCart.mock.calls.length > 0) expect(persistCart.mock.lastCall?.[1]).toEqual(storedOf(s));
    }
  }
});
