import { describe, expect, it } from 'vitest';
import type { SkuLookup, SkuLookupBatch } from '../../contract/catalogue.ts';
import { LOOKUP_BATCH_MAX } from '../../contract/limits.ts';
import type { CartLine } from '../../machines/cart/index.ts';
import { mapWithConcurrency } from '../../machines/cart/pool.ts';
import {
  LOOKUP_TIMEOUT_MS,
  MAX_LOOKUPS_IN_FLIGHT,
  refreshAll,
  refreshInBatches,
  refreshLine,
} from '../../machines/cart/refresh.ts';
import { loadReorderLines } from '../../machines/cart/reorder-lines.ts';
import { ApiError } from '../../src/api/client.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Product 1's outcome in both refreshes' fakes: price 1, discount 5. */
const UPDATED_1 = { id: 1, outcome: 'updated', price: 1, discount: 5, imageUrl: '/i/1.svg', packSize: null };

const line = (id: number): CartLine => ({
  id,
  name: `p${id}`,
  price: 1,
  qty: 1,
  discount: 0,
  imageUrl: null,
  select: false,
});

describe('mapWithConcurrency (the cart refresh pool)', () => {
  it('never runs more than the limit at once and keeps the order of results', async () => {
    let inFlight = 0;
    let max = 0;
    const items = Array.from({ length: 100 }, (_, i) => i);
    const results = await mapWithConcurrency(items, 6, async (n) => {
      inFlight++;
      max = Math.max(max, inFlight);
      await tick(n % 3);
      inFlight--;
      return n * 2;
    });
    expect(max).toBeLessThanOrEqual(6);
    expect(max).toBe(6);
    expect(results).toEqual(items.map((n) => n * 2));
  });

  it('an empty list resolves to []', async () => {
    expect(await mapWithConcurrency([], 6, async () => 1)).toEqual([]);
  });
});

describe('refreshAll (spec section 4 "Cart refresh on opening", section 8)', () => {
  it('100 lines: at most 6 lookups in flight; updated, unchanged (no sku), gone (404) and failed (500) outcomes', async () => {
    let inFlight = 0;
    let max = 0;
    const lookup = async (id: number): Promise<SkuLookup> => {
      inFlight++;
      max = Math.max(max, inFlight);
      await tick(1);
      inFlight--;
      if (id % 10 === 0) throw new ApiError('http', 'no such product', 404);
      if (id % 10 === 5) throw new ApiError('http', 'Internal Server Error', 500);
      return {
        sku: id % 7 === 0 ? '' : `SKU-${id}`,
        title: 't',
        price: id,
        discount_price: id % 2 ? 5 : null,
        image_url: `/i/${id}.svg`,
        pack_size: id === 2 ? 'แพ็ค 6 ขวด' : null,
      };
    };
    const outcomes = await refreshAll(
      Array.from({ length: 100 }, (_, i) => line(i + 1)),
      lookup,
    );
    expect(MAX_LOOKUPS_IN_FLIGHT).toBe(6);
    expect(max).toBeLessThanOrEqual(6);
    expect(outcomes[0]).toEqual(UPDATED_1);
    expect(outcomes[1]).toEqual({
      id: 2,
      outcome: 'updated',
      price: 2,
      discount: 0,
      imageUrl: '/i/2.svg',
      packSize: 'แพ็ค 6 ขวด',
    });
    expect(outcomes[6]).toEqual({ id: 7, outcome: 'unchanged' });
    expect(outcomes[9]).toEqual({ id: 10, outcome: 'gone' });
    expect(outcomes[4]).toEqual({ id: 5, outcome: 'failed' });
    expect(outcomes).toHaveLength(100);
  });
});

describe('refreshInBatches: the refresh on opening in batch lookups (issue 24 item 5)', () => {
  const product = (id: number) => ({
    sku_id: id,
    sku: id % 7 === 0 ? '' : `SKU-${id}`,
    title: 't',
    price: id,
    discount_price: id % 2 ? 5 : null,
    image_url: `/i/${id}.svg`,
    pack_size: null,
  });
  /** A batch lookup that answers ids divisible by 10 missing, and records each request's ids. */
  function server(fail?: (batch: number[]) => unknown) {
    const requests: number[][] = [];
    const lookupMany = async (ids: number[]): Promise<SkuLookupBatch> => {
      requests.push(ids);
      await tick(1);
      const error = fail?.(ids);
      if (error) throw error;
      return {
        products: ids.filter((id) => id % 10 !== 0).map(product),
        missing: ids.filter((id) => id % 10 === 0),
      };
    };
    return { requests, lookupMany };
  }

  it('3,000 lines of 1,200 products (a corrupted cart repeats them): 3 requests of at most 500 distinct ids, an outcome per line', async () => {
    const lines = Array.from({ length: 3000 }, (_, i) => line((i % 1200) + 1));
    const { requests, lookupMany } = server();
    const outcomes = await refreshInBatches(lines, lookupMany);
    expect(LOOKUP_BATCH_MAX).toBe(500);
    expect(requests.map((r) => r.length)).toEqual([500, 500, 200]);
    expect(new Set(requests.flat()).size).toBe(1200);
    expect(outcomes).toHaveLength(3000);
    expect(outcomes[0]).toEqual(UPDATED_1);
    expect(outcomes[1200]).toEqual(outcomes[0]);
    expect(outcomes[6]).toEqual({ id: 7, outcome: 'unchanged' });
    expect(outcomes[9]).toEqual({ id: 10, outcome: 'gone' });
  });

  it.each([
    ['500', new ApiError('http', 'Internal Server Error', 500)],
    ['a malformed answer', new ApiError('malformed', 'the answer does not match the contract', 200)],
    ['offline', new ApiError('network', 'Failed to fetch')],
  ])(
    'a batch that fails (%s) leaves its lines failed (kept), the other batches apply',
    async (_name, error) => {
      const lines = Array.from({ length: 600 }, (_, i) => line(i + 1));
      const { lookupMany } = server((ids) => (ids[0] === 1 ? error : undefined));
      const outcomes = await refreshInBatches(lines, lookupMany);
      expect(outcomes.slice(0, 500).every((o) => o.outcome === 'failed')).toBe(true);
      expect(outcomes[500]).toMatchObject({ id: 501, outcome: 'updated' });
      expect(outcomes[509]).toEqual({ id: 510, outcome: 'gone' });
    },
  );

  it('a product the answer leaves out is failed; a batch that does not answer in time is failed and cancelled', async () => {
    const partial = async (ids: number[]): Promise<SkuLookupBatch> => ({
      products: [product(ids[0] as number)],
      missing: [],
    });
    expect(await refreshInBatches([line(1), line(2)], partial)).toEqual([
      UPDATED_1,
      { id: 2, outcome: 'failed' },
    ]);
    let signal: AbortSignal | undefined;
    const hanging = (_ids: number[], s?: AbortSignal) => {
      signal = s;
      return new Promise<SkuLookupBatch>(() => {});
    };
    expect(await refreshInBatches([line(3)], hanging, { timeoutMs: 20 })).toEqual([
      { id: 3, outcome: 'failed' },
    ]);
    expect(signal?.aborted).toBe(true);
  });

  it('an empty cart asks nothing', async () => {
    const { requests, lookupMany } = server();
    expect(await refreshInBatches([], lookupMany)).toEqual([]);
    expect(requests).toEqual([]);
  });
});

describe('refreshLine: only a 404 drops a line (issue 11 item 5, docs/adr/0004-cart-keeps-lines.md)', () => {
  const line: CartLine = { id: 9, name: 'p9', price: 1, qty: 1, discount: 0, imageUrl: null, select: false };
  const failing = (error: unknown) => async (): Promise<SkuLookup> => {
    throw error;
  };

  it.each([
    ['404 (the product is gone)', new ApiError('http', 'no such product', 404), 'gone'],
    ['500', new ApiError('http', 'Internal Server Error', 500), 'failed'],
    ['503', new ApiError('http', 'Service Unavailable', 503), 'failed'],
    [
      'a malformed answer',
      new ApiError('malformed', 'the answer does not match the contract', 200),
      'failed',
    ],
    ['offline', new ApiError('network', 'Failed to fetch'), 'failed'],
    ['any other error', new TypeError('x is undefined'), 'failed'],
  ])('%s -> %s', async (_name, error, outcome) => {
    expect(await refreshLine(line, failing(error))).toEqual({ id: 9, outcome });
  });

  it('a lookup that does not answer in time is failed (kept), and is cancelled', async () => {
    let signal: AbortSignal | undefined;
    const hanging = (_id: number, s?: AbortSignal) => {
      signal = s;
      return new Promise<SkuLookup>(() => {});
    };
    expect(await refreshLine(line, hanging, { timeoutMs: 20 })).toEqual({ id: 9, outcome: 'failed' });
    expect(signal?.aborted).toBe(true);
    expect(LOOKUP_TIMEOUT_MS).toBeGreaterThan(1000);
  });
});

describe('loadReorderLines (issue 10 "Reorder")', () => {
  const lookup = async (id: number): Promise<SkuLookup> => {
    if (id === 404) throw new ApiError('http', 'no such product', 404);
    if (id === 500) throw new ApiError('http', 'boom', 500);
    return {
      sku: `S${id}`,
      title: `today ${id}`,
      price: id,
      discount_price: 10,
      image_url: null,
      pack_size: 'ลัง 24 ขวด',
    };
  };
  const items =
    (...list: [number, number][]) =>
    async () => ({
      order_no: 'SO2611290007',
      order_items: list.map(([sku_id, quantity]) => ({
        sku_id,
        quantity,
        title: `ordered ${sku_id}`,
        image_url: null,
        price: 1,
      })),
    });

  it("today's prices for the lines still sold, one line per product (quantities added), the names of the others", async () => {
    const result = await loadReorderLines(7, items([1, 2], [404, 1], [1, 3], [2, 998], [2, 5]), lookup);
    expect(result.lines).toEqual([
      {
        line: { id: 1, name: 'today 1', price: 1, discount: 10, imageUrl: null, packSize: 'ลัง 24 ขวด' },
        qty: 5,
      },
      {
        line: { id: 2, name: 'today 2', price: 2, discount: 10, imageUrl: null, packSize: 'ลัง 24 ขวด' },
        qty: 999,
      },
    ]);
    expect(result.unavailable).toEqual(['ordered 404']);
    expect(result.orderNo).toBe('SO2611290007');
  });

  it('any other lookup failure fails the reorder (nothing half-added)', async () => {
    await expect(loadReorderLines(7, items([1, 1], [500, 1]), lookup)).rejects.toThrow('boom');
  });
});
