import { isDeepStrictEqual } from 'node:util';
import { cartMachine } from '../../../../machines/cart/cart-machine.ts';
import type { CartLine } from '../../../../machines/cart/index.ts';
import { check, navigation } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';
import { cartLinesRule } from './cart-rules.ts';

/**
 * The cart, from spec section 4 ("Adding to cart", "Cart selection", "Cart refresh on opening"),
 * section 5 (quantities 1..999, the 500-baht minimum), section 9 (at most 200 lines an order) and
 * issue 11 item 7 (the pay notices). The lines the screen must show after each step are worked out
 * by cart-rules.ts from the spec's rules, and compared with the chart's; every change must be saved.
 * The refresh and the reorder run in the cart-sync child (its model: cart-sync.ts): here the cart
 * must ask it (`askSync`) and apply how they ended (`cart.refreshed`, `cart.reordered`, `cart.reorderFailed`).
 */
type Context = {
  products: CartLine[];
  total: number;
  payNotice: string | null;
  qtyNotices: Record<number, string>;
};

const line = (id: number, price: number, select: boolean, qty = 1): CartLine => ({
  id,
  name: `สินค้า ${id}`,
  price,
  qty,
  discount: 0,
  imageUrl: null,
  select,
});
const payload = (id: number, price: number) => ({
  id,
  name: `สินค้า ${id} ใหม่`,
  price,
  discount: 5,
  imageUrl: 'new.jpg',
});

const oracle: Oracle = (step, history) => {
  const problems: string[] = [];
  const before = history.at(-1)?.context as Context | undefined;
  const now = step.context as Context;
  const event = step.event as { type: string } & Record<string, unknown>;
  if (before) {
    const expected = cartLinesRule(before, step);
    if (expected && !isDeepStrictEqual(now.products, expected))
      problems.push(`lines ${JSON.stringify(now.products)}, expected ${JSON.stringify(expected)}`);
    if (!isDeepStrictEqual(now.products, before.products)) {
      // Every cart change is saved to local storage.
      const saved = step.effects.filter((e) => e.type === 'persistCart').at(-1)?.params as
        | Context
        | undefined;
      problems.push(
        ...check(
          isDeepStrictEqual(saved?.products, now.products) && saved?.total === now.total,
          'a cart change is not saved',
        ),
      );
    }
  }
  const selectedTotal =
    now.products
      .filter((l) => l.select)
      .reduce(
        (sum, l) =>
          sum +
          Math.round(
            l.price * 100 -
              Math.floor((Math.round(l.price * 100) * Math.round(l.discount * 100) + 5000) / 10000),
          ) *
            l.qty,
        0,
      ) / 100;
  problems.push(
    ...check(
      Math.abs(now.total - selectedTotal) < 0.005,
      `total ${now.total}, expected the selected total ${selectedTotal}`,
    ),
  );
  if (event.type === 'cart.pay' && before) {
    const selected = before.products.filter((l) => l.select);
    const notice =
      selected.length === 0
        ? 'noneSelected'
        : before.total < 500
          ? 'belowMinimum'
          : selected.length > 200
            ? 'tooManyLines'
            : null;
    problems.push(...navigation(step, notice ? null : '/summary'));
    problems.push(...check(now.payNotice === notice, `pay notice ${now.payNotice}, expected ${notice}`));
  } else if (event.type === 'cart.reordered' && before) {
    problems.push(...navigation(step, '/cart'));
    // /cart is told how many of the order's lines are new, how many were there and grew, and how
    // many would pass 999 (spec section 5: the cart holds at most 999 of a line).
    const lines = event.lines as { line: { id: number }; qty: number }[];
    const held = (id: number) => before.products.find((p) => p.id === id)?.qty;
    const grown = lines.filter(({ line: l }) => held(l.id) !== undefined).length;
    const capped = lines.filter(({ line: l, qty }) => (held(l.id) ?? 0) + qty > 999).length;
    const told = step.emitted.find((e) => e.type === 'navigate') as { state?: unknown } | undefined;
    const expected = {
      reorder: { orderNo: event.orderNo ?? null, added: lines.length - grown, grown, capped },
    };
    problems.push(
      ...check(
        isDeepStrictEqual(told?.state, expected),
        `/cart told ${JSON.stringify(told?.state)}, expected ${JSON.stringify(expected)}`,
      ),
    );
  } else problems.push(...navigation(step, null));
  // What the sync child is asked: opening a cart with lines refreshes them, 'ซื้ออีกครั้ง' loads its order.
  const asked = step.effects.filter((e) => e.type === 'askSync').map((e) => e.params);
  const ask =
    event.type === 'cart.refresh' && before?.products.length
      ? { type: 'sync.refresh', lines: before.products }
      : event.type === 'cart.reorder'
        ? { type: 'sync.reorder', orderId: event.orderId }
        : null;
  problems.push(
    ...check(
      isDeepStrictEqual(asked, ask ? [ask] : []),
      `the sync child was asked ${JSON.stringify(asked)}, expected ${JSON.stringify(ask)}`,
    ),
  );
  // The reorder's notice: cleared when one starts, the items no longer sold after it, or its failure.
  const notice = (now as unknown as { reorderNotice: unknown }).reorderNotice;
  const expectedNotice =
    event.type === 'cart.reorder'
      ? null
      : event.type === 'cart.reorderFailed'
        ? { kind: 'failed', orderId: event.orderId }
        : event.type === 'cart.reordered'
          ? (event.unavailable as string[]).length
            ? { kind: 'unavailable', names: event.unavailable }
            : null
          : undefined;
  if (expectedNotice !== undefined)
    problems.push(
      ...check(
        isDeepStrictEqual(notice, expectedNotice),
        `reorder notice ${JSON.stringify(notice)}, expected ${JSON.stringify(expectedNotice)}`,
      ),
    );
  if (event.type === 'cart.typeQty' && before?.products.some((l) => l.id === event.id)) {
    const text = String(event.text);
    const notice =
      /^\d+$/.test(text) && Number(text) > 999
        ? 'clamped'
        : /^\d+$/.test(text) && Number(text) >= 1
          ? undefined
          : 'invalid';
    problems.push(
      ...check(
        now.qtyNotices[event.id as number] === notice,
        `quantity message ${now.qtyNotices[event.id as number]}, expected ${notice}`,
      ),
    );
  }
  return problems;
};

const many = Array.from({ length: 201 }, (_, i) => line(100 + i, 10, true));

export const cartModel: ChartModel = {
  name: 'cart',
  machine: cartMachine,
  inputs: [
    { cart: { id: 1, products: [line(1, 300, true), line(2, 100, false, 2)], total: 300 } },
    { cart: null },
    { cart: { id: 1, products: many, total: 2010 } },
  ],
  events: {
    'cart.addLine': [
      { type: 'cart.addLine', line: payload(1, 320), qty: 1 },
      { type: 'cart.addLine', line: payload(3, 50), qty: 2 },
      { type: 'cart.addLine', line: payload(1, 320), qty: 0 },
    ],
    'cart.setQty': [
      { type: 'cart.setQty', id: 1, qty: 5 },
      { type: 'cart.setQty', id: 1, qty: 1000 },
    ],
    'cart.typeQty': [
      { type: 'cart.typeQty', id: 1, text: '7' },
      { type: 'cart.typeQty', id: 1, text: '1500' },
      { type: 'cart.typeQty', id: 1, text: '1.5' },
      { type: 'cart.typeQty', id: 9, text: '3' },
    ],
    'cart.commitQty': [{ type: 'cart.commitQty', id: 1 }],
    'cart.remove': [
      { type: 'cart.remove', id: 1 },
      { type: 'cart.remove', id: 2 },
    ],
    'cart.toggleSelect': [
      { type: 'cart.toggleSelect', id: 1 },
      { type: 'cart.toggleSelect', id: 2 },
    ],
    'cart.removeLines': [{ type: 'cart.removeLines', ids: [1, 2] }],
    'cart.reorder': [{ type: 'cart.reorder', orderId: 44 }],
    // How the sync child's refresh and reorder ended (cart-sync-machine.ts).
    'cart.refreshed': [
      {
        type: 'cart.refreshed',
        outcomes: [
          { id: 1, outcome: 'updated', price: 310, discount: 5, imageUrl: 'fresh.jpg' },
          { id: 2, outcome: 'gone' },
          { id: 100, outcome: 'failed' },
        ],
      },
    ],
    'cart.reordered': [
      {
        type: 'cart.reordered',
        orderId: 44,
        lines: [{ line: payload(2, 100), qty: 3 }],
        unavailable: ['สินค้าเลิกขาย'],
      },
      {
        type: 'cart.reordered',
        orderId: 44,
        orderNo: 'SO2611290044',
        lines: [
          { line: payload(5, 20), qty: 1 },
          { line: payload(1, 20), qty: 2 },
        ],
        unavailable: [],
      },
      // An order whose quantity takes a line in the cart past 999: set to 999, and /cart is told.
      {
        type: 'cart.reordered',
        orderId: 45,
        orderNo: 'SO2611290045',
        lines: [{ line: payload(1, 20), qty: 999 }],
        unavailable: [],
      },
    ],
    'cart.reorderFailed': [{ type: 'cart.reorderFailed', orderId: 44 }],
  },
  effects: ['persistCart', 'askSync'],
  // Select-all, pay and undo each once with every line ticked and once not, over and under 500 baht.
  situation: (context) => {
    const c = context as unknown as Context;
    return `${c.products.length > 0 && c.products.every((l) => l.select)}|${c.total >= 500}`;
  },
  // Every transition is within 2 events of a start; the line combinations beyond add nothing.
  depth: 2,
  // Guards read which lines are there and ticked, the total against 500 and the lines' count.
  serialize: (value, context) => {
    const c = context as unknown as Context & {
      removed: unknown;
      drafts: object;
      reorderNotice: { kind: string } | null;
    };
    const lines = c.products.map(
      (l) => `${l.id}${l.select ? '+' : '-'}${l.qty >= 999 ? 'max' : l.qty > 1 ? 'n' : '1'}`,
    );
    return JSON.stringify([
      value,
      lines.length > 20 ? [lines.length, lines.slice(0, 3)] : lines,
      c.total >= 500,
      c.payNotice,
      Boolean(c.removed),
      Object.keys(c.drafts).length,
      Object.values(c.qtyNotices),
      c.reorderNotice?.kind ?? null,
    ]);
  },
  oracle,
};
