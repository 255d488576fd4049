import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SkuLookup } from '../../contract/catalogue.ts';
import type { CartLine } from '../../machines/cart/index.ts';
import {
  isProductGone,
  lookupWithTimeout,
  refreshInBatches,
  refreshLine,
} from '../../machines/cart/refresh.ts';
import { loadReorderLines } from '../../machines/cart/reorder-lines.ts';
import { parseCartLine, parseStoredCart } from '../../machines/cart/stored-cart.ts';

// The edges of the cart's helpers beside the chart (machines/cart/, ADR 0009): the stored cart's
// checks (spec section 3 "Cart"), the lookups' cancelling and timeout (section 4 "Cart refresh on
// opening"), and a reorder's lookups, that cart-pool.test.ts and stored-cart.test.ts do not reach.

const LINE = { id: 5, name: 'โซดา', price: 60, qty: 2, discount: 10, imageUrl: null, select: true };

describe('parseCartLine: what a stored line must be', () => {
  it.each([
    ['id 0', { id: 0 }],
    ['a price as text', { price: '60' }],
    ['an endless quantity', { qty: Number.POSITIVE_INFINITY }],
    ['a quantity that is not a number', { qty: Number.NaN }],
    ['a discount above 100', { discount: 101 }],
    ['a negative discount', { discount: -1 }],
    ['a discount as text', { discount: '10' }],
    ['an image that is not text', { imageUrl: 7 }],
  ])('%s: dropped', (_, fields) => expect(parseCartLine({ ...LINE, ...fields })).toBeNull());

  it.each([null, [LINE], 'line', 5])('%j is not a line', (value) => expect(parseCartLine(value)).toBeNull());

  it('a free product (price 0) and a 100% discount are lines; a missing discount reads 0', () => {
    expect(parseCartLine({ ...LINE, price: 0 })).toEqual({ ...LINE, price: 0 });
    expect(parseCartLine({ ...LINE, discount: 100 })).toEqual({ ...LINE, discount: 100 });
    expect(parseCartLine({ ...LINE, discount: undefined })).toEqual({ ...LINE, discount: 0 });
  });

  it('a pack size (text, or null) and the not-refreshed mark are kept; anything else is left out', () => {
    expect(parseCartLine({ ...LINE, packSize: 'ลัง 24 ขวด', stale: true })).toStrictEqual({
      ...LINE,
      packSize: 'ลัง 24 ขวด',
      stale: true,
    });
    expect(parseCartLine({ ...LINE, packSize: null })).toStrictEqual({ ...LINE, packSize: null });
    expect(parseCartLine({ ...LINE, packSize: 24, stale: false })).toStrictEqual(LINE);
    expect(parseCartLine({ ...LINE, stale: 'yes' })).toStrictEqual(LINE);
    expect(parseCartLine(LINE)).toStrictEqual(LINE);
  });

  it('a stored cart whose lines hold nulls, arrays or text keeps only its lines', () => {
    expect(parseStoredCart({ id: 1, products: [null, [LINE], 'x', LINE], total: 0 }).products).toEqual([
      LINE,
    ]);
    expect(parseStoredCart([LINE])).toEqual({ id: 1, products: [], total: 0 });
  });
});

describe('the lookups of the refresh on opening and of a reorder', () => {
  afterEach(() => vi.useRealTimers());
  // An answer without pack_size (a supplier backend may leave it out): the line keeps its own.
  const FOUND = { sku: 'S5', title: 'โซดา', price: 65, discount_price: null, image_url: null } as SkuLookup;

  it('only a 404 is a product gone; no error value breaks the check', () => {
    expect(isProductGone({ status: 404 })).toBe(true);
    for (const error of [null, undefined, 404, '404', { status: '404' }, { status: 500 }, new Error('404')])
      expect(isProductGone(error)).toBe(false);
  });

  it('a lookup with no answer in time is rejected with what and how long (for the developer log)', async () => {
    await expect(lookupWithTimeout(() => new Promise(() => {}), 7, { timeoutMs: 5 })).rejects.toThrow(
      'lookup 7: no answer after 5 ms',
    );
    await expect(
      refreshInBatches([{ ...LINE, id: 7 } as CartLine], () => new Promise(() => {}), { timeoutMs: 5 }),
    ).resolves.toEqual([{ id: 7, outcome: 'failed' }]);
  });

  it('the refresh stopped (its signal aborted) cancels the lookup in flight', async () => {
    const outer = new AbortController();
    let signal: AbortSignal | undefined;
    const pending = refreshLine(
      LINE as CartLine,
      (_id, s) => {
        signal = s;
        return new Promise<SkuLookup>((_, reject) =>
          s?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
      { signal: outer.signal, timeoutMs: 60_000 },
    );
    expect(signal?.aborted).toBe(false);
    outer.abort();
    expect(signal?.aborted).toBe(true);
    expect(await pending).toEqual({ id: 5, outcome: 'failed' });
  });

  it('a lookup that answered is left alone: no cancelling at its deadline, nor when the refresh stops later', async () => {
    vi.useFakeTimers();
    const outer = new AbortController();
    let signal: AbortSignal | undefined;
    const outcome = await refreshLine(
      LINE as CartLine,
      async (_id, s) => {
        signal = s;
        return FOUND;
      },
      { signal: outer.signal, timeoutMs: 1000 },
    );
    expect(outcome).toStrictEqual({ id: 5, outcome: 'updated', price: 65, discount: 0, imageUrl: null });
    await vi.advanceTimersByTimeAsync(2000);
    outer.abort();
    expect(signal?.aborted).toBe(false);
  });

  it('an answer without a pack size leaves the line’s own (no packSize key in the outcome)', async () => {
    const outcomes = await refreshInBatches([LINE as CartLine], async () => ({
      products: [{ sku_id: 5, ...FOUND }],
      missing: [],
    }));
    expect(outcomes).toStrictEqual([{ id: 5, outcome: 'updated', price: 65, discount: 0, imageUrl: null }]);
  });

  it("a reorder's lookups are cancelled with the reorder", async () => {
    const outer = new AbortController();
    const signals: (AbortSignal | undefined)[] = [];
    const pending = loadReorderLines(
      9,
      async () => ({
        order_no: 'SO2611290009',
        order_items: [{ sku_id: 5, title: 'โซดา', quantity: 1, image_url: null, price: 60 }],
      }),
      (_id, s) => {
        signals.push(s);
        return new Promise<SkuLookup>((_, reject) =>
          s?.addEventListener('abort', () => reject(new Error('aborted'))),
        );
      },
      outer.signal,
    );
    await vi.waitFor(() => expect(signals).toHaveLength(1));
    outer.abort();
    expect(signals[0]?.aborted).toBe(true);
    await expect(pending).rejects.toThrow('aborted');
  });
});
