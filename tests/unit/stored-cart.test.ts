import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../machines/cart/index.ts';
import { parseCartLine, parseStoredCart } from '../../machines/cart/stored-cart.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { type CartServices, cartOf } from '../../src/services/cart.ts';
import { memoryStorage } from '../machines/helpers.ts';

const LINE: CartLine = {
  id: 1,
  name: 'โค้ก 325 มล. แพ็ค 6',
  price: 47,
  qty: 2,
  discount: 15,
  imageUrl: '/images/products/1.svg',
  select: true,
};
const DEFAULT = { id: 1, products: [], total: 0 };

describe('parseStoredCart: the stored cart, validated', () => {
  it('keeps a valid cart and recomputes its total from the selected lines', () => {
    const cart = parseStoredCart({
      id: 1,
      products: [LINE, { ...LINE, id: 2, select: false }],
      total: 12345,
    });
    expect(cart.products).toEqual([LINE, { ...LINE, id: 2, select: false }]);
    expect(cart.total).toBe(79.9);
    expect(cart.id).toBe(1);
  });

  it.each([
    ['nothing stored', null],
    ['a string', 'cart'],
    ['a number', 42],
    ['an array', [LINE]],
    ['an object without products', { id: 1, total: 10 }],
    ['products not an array', { id: 1, products: { 0: LINE }, total: 0 }],
    ["another app's value", { items: [{ sku: 'A', quantity: 1 }] }],
  ])('%s gives the default cart', (_, value) => {
    expect(parseStoredCart(value)).toEqual(DEFAULT);
  });

  it('drops lines that cannot be lines and keeps the rest', () => {
    const bad = [
      null,
      'line',
      { ...LINE, id: '1' },
      { ...LINE, id: -1 },
      { ...LINE, id: 1.5 },
      { ...LINE, name: 5 },
      { ...LINE, price: -1 },
      { ...LINE, price: '47' },
      { ...LINE, qty: 'two' },
      { ...LINE, discount: 150 },
      { ...LINE, imageUrl: 7 },
    ];
    const cart = parseStoredCart({ id: 1, products: [...bad, { ...LINE, id: 9 }], total: 0 });
    expect(cart.products).toEqual([{ ...LINE, id: 9 }]);
  });

  it('repairs what it can: qty into 1..999, select false, discount 0, imageUrl null, id 1', () => {
    expect(parseCartLine({ ...LINE, qty: 0 })?.qty).toBe(1);
    expect(parseCartLine({ ...LINE, qty: 5000 })?.qty).toBe(999);
    expect(parseCartLine({ ...LINE, qty: 2.7 })?.qty).toBe(2);
    const { select: _s, imageUrl: _i, ...bare } = LINE;
    expect(parseCartLine({ ...bare, discount: null })).toEqual({
      ...LINE,
      select: false,
      imageUrl: null,
      discount: 0,
    });
    expect(parseStoredCart({ id: 7, products: [], total: 0 }).id).toBe(1);
  });

  it('keeps the first of two lines with the same id', () => {
    const cart = parseStoredCart({ products: [LINE, { ...LINE, qty: 5 }] });
    expect(cart.products).toEqual([LINE]);
  });
});

/** No API call is made by these tests (no refresh, no reorder). */
const api = {} as CartServices['api'];

describe("cartOf: the cart of the app's services, over local storage", () => {
  it('starts from the stored cart and writes every change as { id: 1, products, total }', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.cart]: JSON.stringify({ id: 1, products: [LINE], total: 79.9 }),
    });
    const notify = vi.fn();
    const cart = cartOf({ api, storage, notify });
    expect(cart.getSnapshot().context.products).toEqual([LINE]);
    cart.send({
      type: 'cart.addLine',
      line: { id: 17, name: 'น้ำดื่ม', price: 60, discount: 0, imageUrl: null },
      qty: 1,
    });
    expect(JSON.parse(storage.data.get(STORAGE_KEYS.cart) ?? 'null')).toEqual({
      id: 1,
      products: [
        LINE,
        { id: 17, name: 'น้ำดื่ม', price: 60, discount: 0, imageUrl: null, qty: 1, select: false },
      ],
      total: 79.9,
    });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('a corrupted stored cart starts as the default cart', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.cart]: '{not json' });
    const cart = cartOf({ api, storage, notify: () => {} });
    const { id, products, total } = cart.getSnapshot().context;
    expect({ id, products, total }).toEqual(DEFAULT);
    expect(storage.data.get(STORAGE_KEYS.cart)).toBe('{not json'); // nothing written until a change
  });

  it('one cart per services object: the same services give the same actor, other services another', () => {
    const services = { api, storage: memoryStorage(), notify: () => {} };
    const cart = cartOf(services);
    expect(cartOf(services)).toBe(cart);
    expect(cartOf({ ...services })).not.toBe(cart);
  });

  it('a refresh looks the lines up in one batch through the services API', async () => {
    const lookupSkus = vi.fn(async () => ({
      products: [{ sku_id: LINE.id, sku: 'SKU-1', price: 50, discount_price: 0, image_url: null }],
      missing: [],
    }));
    const storage = memoryStorage({
      [STORAGE_KEYS.cart]: JSON.stringify({ id: 1, products: [LINE], total: 0 }),
    });
    const cart = cartOf({ api: { lookupSkus } as unknown as CartServices['api'], storage, notify: () => {} });
    cart.send({ type: 'cart.refresh' });
    await vi.waitFor(() => expect(cart.getSnapshot().context.products[0]?.price).toBe(50));
    expect(lookupSkus).toHaveBeenCalledWith({ body: { sku_ids: [LINE.id] } }, expect.anything());
    expect(lookupSkus).toHaveBeenCalledTimes(1);
  });
});
