import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../machines/cart/index.ts';
import { mapWithConcurrency } from '../../src/app/cart/pool.ts';
import { MAX_LOOKUPS_IN_FLIGHT, refreshAll } from '../../src/app/cart/refresh-lines.ts';
import type { SkuLookup } from '../../src/contract/catalogue.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const line = (id: number): CartLine => ({
    id,
    name: `p${id}`,
    price: 1,
    qty: 1,
    discount: 0,
    imageUrl: null,
    select: false,
  });

  it('100 lines: at most 6 lookups in flight; updated, unchanged (no sku) and failed outcomes', async () => {
    let inFlight = 0;
    let max = 0;
    const lookup = async (id: number): Promise<SkuLookup> => {
      inFlight++;
      max = Math.max(max, inFlight);
      await tick(1);
      inFlight--;
      if (id % 10 === 0) throw new Error('404');
      return {
        sku: id % 7 === 0 ? '' : `SKU-${id}`,
        title: 't',
        price: id,
        discount_price: id % 2 ? 5 : null,
        image_url: `/i/${id}.svg`,
      };
    };
    const outcomes = await refreshAll(
      Array.from({ length: 100 }, (_, i) => line(i + 1)),
      lookup,
    );
    expect(MAX_LOOKUPS_IN_FLIGHT).toBe(6);
    expect(max).toBeLessThanOrEqual(6);
    expect(outcomes[0]).toEqual({ id: 1, outcome: 'updated', price: 1, discount: 5, imageUrl: '/i/1.svg' });
    expect(outcomes[1]).toEqual({ id: 2, outcome: 'updated', price: 2, discount: 0, imageUrl: '/i/2.svg' });
    expect(outcomes[6]).toEqual({ id: 7, outcome: 'unchanged' });
    expect(outcomes[9]).toEqual({ id: 10, outcome: 'failed' });
    expect(outcomes).toHaveLength(100);
  });
});
