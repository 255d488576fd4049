import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  addLine,
  type Cart,
  type CartLine,
  type CartLinePayload,
  cartMachine,
  cartTotal,
  createDefaultCart,
  displayedPrice,
  hasProducts,
  MAX_LINE_QTY,
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
