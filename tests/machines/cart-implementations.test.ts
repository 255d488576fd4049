import { describe, expect, it, vi } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import {
  type CartLine,
  cartInputOf,
  cartMachine,
  createCartImplementations,
  createCartPreviewImplementations,
  createCartSyncImplementations,
} from '../../machines/cart/index.ts';
import { readCouponChoice, saveCouponChoice } from '../../machines/coupon-choice.ts';
import { STORAGE_KEYS } from '../../machines/storage.ts';
import { memoryStorage } from './helpers.ts';

// The cart's factories (machines/cart/cart-implementations.ts, ADR 0009): which API call each of
// the cart's actors makes, with what, and what it hands back to the chart (spec section 4 "Cart
// refresh on opening", section 7 "The calls it makes"; docs/machines/cart.md).

const LINE: CartLine = { id: 11, name: 'น้ำดื่ม', price: 60, qty: 2, discount: 0, imageUrl: null, select: true };

/** Runs one of the factory's promise actors to its output. */
// biome-ignore lint/suspicious/noExplicitAny: each actor has its own input type
const run = (logic: unknown, input: any) => toPromise(createActor(logic as AnyActorLogic, { input }).start());
const SIGNAL = { signal: expect.any(AbortSignal) };

describe('createCartSyncImplementations', () => {
  it('the refresh asks POST /skus/lookup for the lines’ products, with the abort signal, and gives each line its outcome', async () => {
    const lookupSkus = vi.fn(async () => ({
      products: [{ sku_id: 11, sku: 'S11', price: 65, discount_price: 5, image_url: 'https://img/11.jpg' }],
      missing: [12],
    }));
    const { actors } = createCartSyncImplementations({ api: { lookupSkus } as never });
    const outcomes = await run(actors?.refreshLines, { lines: [LINE, { ...LINE, id: 12 }] });
    expect(lookupSkus).toHaveBeenCalledWith(
      { body: { sku_ids: [11, 12] } },
      { signal: expect.any(AbortSignal) },
    );
    expect(outcomes).toEqual([
      { id: 11, outcome: 'updated', price: 65, discount: 5, imageUrl: 'https://img/11.jpg' },
      { id: 12, outcome: 'gone' },
    ]);
  });

  it('the refresh stopped (the cart closed) cancels its batch lookup', async () => {
    const signals: AbortSignal[] = [];
    const lookupSkus = vi.fn((_: unknown, { signal }: { signal: AbortSignal }) => {
      signals.push(signal);
      return new Promise(() => {});
    });
    const { actors } = createCartSyncImplementations({ api: { lookupSkus } as never });
    const actor = createActor(actors?.refreshLines as AnyActorLogic, { input: { lines: [LINE] } }).start();
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it("a reorder reads the order's items (GET /orders/detail) and looks each product up (GET /skus/lookup/{sku_id})", async () => {
    const getOrderDetail = vi.fn(async () => ({
      order_no: 'SO2611290077',
      order_items: [
        { sku_id: 11, title: 'น้ำดื่ม', quantity: 3 },
        { sku_id: 12, title: 'โซดา', quantity: 1 },
      ],
    }));
    const lookupSku = vi.fn(async ({ params }: { params: { sku_id: number } }) =>
      params.sku_id === 11
        ? { sku: 'S11', title: 'น้ำดื่ม', price: 65, discount_price: null, image_url: null, pack_size: 'แพ็ค 6' }
        : { sku: null, title: 'โซดา', price: 0, discount_price: null, image_url: null },
    );
    const { actors } = createCartSyncImplementations({ api: { getOrderDetail, lookupSku } as never });
    const result = await run(actors?.loadReorder, { orderId: 77 });
    expect(getOrderDetail).toHaveBeenCalledWith(
      { query: { order_id: 77 } },
      { signal: expect.any(AbortSignal) },
    );
    expect(lookupSku).toHaveBeenCalledWith({ params: { sku_id: 11 } }, SIGNAL);
    expect(lookupSku).toHaveBeenCalledWith({ params: { sku_id: 12 } }, SIGNAL);
    expect(result).toEqual({
      lines: [
        {
          line: { id: 11, name: 'น้ำดื่ม', price: 65, discount: 0, imageUrl: null, packSize: 'แพ็ค 6' },
          qty: 3,
        },
      ],
      unavailable: ['โซดา'],
      orderNo: 'SO2611290077',
    });
  });
});

describe('createCartPreviewImplementations', () => {
  const lines = [{ sku_id: 11, quantity: 2 }];
  const NOW = 1_800_000_000_000;
  /** The preview's factory over this store, the clock at NOW. */
  const preview = (getSummary: unknown, storage = memoryStorage()) =>
    createCartPreviewImplementations({ api: { getSummary } as never, storage, now: () => NOW });
  /** A store holding the coupon choice /summary keeps (machines/coupon-choice.ts). */
  const choosing = (code: string | null, savedAt = NOW - 1000) => {
    const storage = memoryStorage();
    saveCouponChoice({ code }, storage, savedAt);
    return storage;
  };

  it('prices the selected lines as /summary does (POST /summary/saleitem, no choice kept: the best coupon): the amount to pay and the nudges', async () => {
    const nudges = [{ kind: 'free_shipping', missing_amount: 100 }];
    const getSummary = vi.fn(async () => ({ cart: [{ total_net_price: 1234.5, nudges }] }));
    const { actors } = preview(getSummary);
    expect(await run(actors?.loadPreview, { lines })).toEqual({ total: 1234.5, nudges });
    expect(getSummary).toHaveBeenCalledWith({ body: lines, query: {} }, SIGNAL);
  });

  it('asks for the coupon chosen on /summary, or for none, as /summary will (the choice kept for the checkout)', async () => {
    const getSummary = vi.fn(async () => ({ cart: [{ total_net_price: 900, nudges: [] }] }));
    await run(preview(getSummary, choosing('C20')).actors?.loadPreview, { lines });
    expect(getSummary).toHaveBeenLastCalledWith({ body: lines, query: { coupon_code: 'C20' } }, SIGNAL);
    await run(preview(getSummary, choosing(null)).actors?.loadPreview, { lines });
    expect(getSummary).toHaveBeenLastCalledWith({ body: lines, query: { not_use_coupon: '1' } }, SIGNAL);
    // A choice a day old belongs to a checkout that has ended: the best coupon.
    await run(preview(getSummary, choosing('C20', NOW - 86_400_000)).actors?.loadPreview, { lines });
    expect(getSummary).toHaveBeenLastCalledWith({ body: lines, query: {} }, SIGNAL);
  });

  it('a chosen coupon the server refuses for these lines is priced as /summary will then price it: the best coupon; the choice stays kept', async () => {
    const refusal = Object.assign(new Error('query.coupon_code cannot be used for this order'), {
      status: 409,
      errors: [{ path: 'query.coupon_code', message: 'cannot be used for this order' }],
    });
    const getSummary = vi.fn(async (request: { query: object }) => {
      if ('coupon_code' in request.query) throw refusal;
      return { cart: [{ total_net_price: 950, nudges: [] }] };
    });
    const storage = choosing('C20');
    expect(await run(preview(getSummary, storage).actors?.loadPreview, { lines })).toEqual({
      total: 950,
      nudges: [],
    });
    expect(getSummary.mock.calls.map(([request]) => request.query)).toEqual([{ coupon_code: 'C20' }, {}]);
    expect(readCouponChoice(storage, NOW)).toEqual({ code: 'C20' });
  });

  it('any other failure fails the estimate, asked once', async () => {
    const getSummary = vi.fn(async () => {
      throw Object.assign(new Error('Failed to fetch'), { kind: 'network' });
    });
    await expect(run(preview(getSummary, choosing('C20')).actors?.loadPreview, { lines })).rejects.toThrow(
      'Failed to fetch',
    );
    expect(getSummary).toHaveBeenCalledTimes(1);
  });

  it('an answer without a cart is an estimate of 0 without nudges', async () => {
    const getSummary = vi.fn(async () => ({ cart: [] }));
    const { actors } = preview(getSummary);
    expect(await run(actors?.loadPreview, { lines })).toEqual({ total: 0, nudges: [] });
  });
});

describe('createCartImplementations', () => {
  it("the cart's estimate is priced through the API given (POST /summary/saleitem), with the coupon choice in its store", async () => {
    const getSummary = vi.fn(async () => ({ cart: [{ total_net_price: 108, nudges: [] }] }));
    const storage = memoryStorage();
    saveCouponChoice({ code: null }, storage, 5);
    const cart = createActor(
      cartMachine.provide(
        createCartImplementations({ api: { getSummary } as never, storage, now: () => 10, notify: () => {} }),
      ),
      { input: cartInputOf({ storage }) },
    ).start();
    cart.send({
      type: 'cart.addLine',
      line: { id: 11, name: 'น้ำดื่ม', price: 60, discount: 10, imageUrl: null },
      qty: 2,
    });
    cart.send({ type: 'cart.toggleSelect', id: 11 });
    await vi.waitFor(() => expect(getSummary).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(getSummary).toHaveBeenCalledWith(
      { body: [{ sku_id: 11, quantity: 2 }], query: { not_use_coupon: '1' } },
      SIGNAL,
    );
    cart.stop();
  });
});

describe('cartInputOf', () => {
  it('the cart kept in local storage `cart`, validated; nothing kept is the default cart', () => {
    const storage = memoryStorage({
      [STORAGE_KEYS.cart]: JSON.stringify({ id: 9, products: [LINE, { id: 'x' }], total: 1 }),
    });
    expect(cartInputOf({ storage })).toEqual({ cart: { id: 1, products: [LINE], total: 120 } });
    expect(cartInputOf({ storage: memoryStorage() })).toEqual({ cart: { id: 1, products: [], total: 0 } });
  });
});
