import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/index.ts';
import { DomainError } from '../../server/domain/errors.ts';
import { assertDistinct } from '../../server/pricing/lines.ts';
import { loadPricingInput } from '../../server/pricing/load-input.ts';
import { price } from '../../server/pricing/price.ts';
import { coupon, NOW } from './pricing-fixtures.ts';

// What the summary and the order price with (docs/pricing.md): the rows read for the lines
// (load-input.ts), the engine's refusal as the API's (price.ts) and the duplicate lines (lines.ts).
// The query itself runs on the seeded database in pricing-nudges.test.ts and the HTTP suites; here a
// fake database hands over its answer, so that every field of the pricing input is pinned.

const sku = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  title: `SKU ${id}`,
  image_url: `https://img/${id}.jpg`,
  price: 100 * id,
  discount_price: null,
  brand_id: 7,
  pack_size: 'ลัง 24 ขวด',
  ...fields,
});

/** A database whose one query answers `row`; the SQL and parameters asked are kept. */
function fakeDb(row: Record<string, unknown> | undefined) {
  const asked: { sql: string; params: unknown[] | undefined }[] = [];
  const db: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => {
      asked.push({ sql, params });
      return (row === undefined ? [] : [row]) as T[];
    },
  };
  return { db, asked };
}

const thrown = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('loadPricingInput: the pricing input of the lines, in one query', () => {
  it('asks for the lines’ products, the customer and the instant; gives the lines in the order asked', async () => {
    const { db, asked } = fakeDb({
      skus: [sku(2), sku(1, { discount_price: 10 })],
      promotions: [],
      coupons: [],
      addresses: [],
    });
    const lines = [
      { sku_id: 1, quantity: 3 },
      { sku_id: 2, quantity: 5 },
    ];
    const { input, addressRows } = await loadPricingInput(db, 42, lines, { kind: 'best' }, NOW);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.sql).toContain('FROM skus WHERE id = ANY($1::int[]) AND is_active');
    expect(asked[0]?.params).toEqual([[1, 2], 42, NOW]);
    expect(input.lines).toEqual([
      { ...sku(1, { discount_price: 10 }), sku_id: 1, quantity: 3 },
      { ...sku(2), sku_id: 2, quantity: 5 },
    ]);
    expect(input).toMatchObject({ promotions: [], coupons: [], couponChoice: { kind: 'best' }, now: NOW });
    expect(addressRows).toEqual([]);
  });

  it('a line whose product is unknown or inactive is refused by its index (notFound, line)', async () => {
    const { db } = fakeDb({ skus: [sku(1)], promotions: [], coupons: [], addresses: [] });
    const error = await thrown(
      loadPricingInput(
        db,
        1,
        [
          { sku_id: 1, quantity: 1 },
          { sku_id: 9, quantity: 1 },
        ],
        { kind: 'none' },
        NOW,
      ),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'notFound', subject: 'line', detail: 'no such product', index: 1 });
  });

  it('no row at all reads as nothing found: no lines give an empty input, a line is refused', async () => {
    const empty = await loadPricingInput(fakeDb(undefined).db, 1, [], { kind: 'best' }, NOW);
    expect(empty).toEqual({
      input: { lines: [], promotions: [], coupons: [], couponChoice: { kind: 'best' }, now: NOW },
      addressRows: [],
    });
    const partial = await loadPricingInput(fakeDb({}).db, 1, [], { kind: 'best' }, NOW);
    expect(partial).toEqual(empty);
    const error = await thrown(
      loadPricingInput(fakeDb(undefined).db, 1, [{ sku_id: 1, quantity: 1 }], { kind: 'best' }, NOW),
    );
    expect(error).toMatchObject({ kind: 'notFound', subject: 'line', index: 0 });
  });

  it('each promotion with its products (none: []) and its rules checked for its type', async () => {
    const promotion = (id: number, type: string, rules: unknown, sku_ids: number[] | null) => ({
      id,
      type,
      name: `P${id}`,
      brand_id: type === 'theme_brand' ? 7 : null,
      rules,
      sku_ids,
      order: id,
    });
    const rows = [
      promotion(1, 'step_discount', { tiers: [{ min_qty: 2, percent: 5 }] }, [1]),
      promotion(2, 'step_free', { tiers: [{ min_qty: 10, free_qty: 1 }] }, [1, 2]),
      promotion(
        3,
        'premium',
        { min_amount: 1000, free_quantity: 1, gift: { title: 'แก้ว', price: 0, image: null } },
        [2],
      ),
      promotion(4, 'theme_brand', { min_amount: 2000, percent: 3 }, null),
    ];
    const { db } = fakeDb({ skus: [sku(1)], promotions: rows, coupons: [], addresses: [] });
    const { input } = await loadPricingInput(db, 1, [{ sku_id: 1, quantity: 1 }], { kind: 'best' }, NOW);
    expect(input.promotions).toEqual([
      {
        id: 1,
        type: 'step_discount',
        name: 'P1',
        brand_id: null,
        sku_ids: [1],
        rules: { tiers: [{ min_qty: 2, percent: 5 }] },
      },
      {
        id: 2,
        type: 'step_free',
        name: 'P2',
        brand_id: null,
        sku_ids: [1, 2],
        rules: { tiers: [{ min_qty: 10, free_qty: 1 }] },
      },
      {
        id: 3,
        type: 'premium',
        name: 'P3',
        brand_id: null,
        sku_ids: [2],
        rules: { min_amount: 1000, free_quantity: 1, gift: { title: 'แก้ว', price: 0, image: null } },
      },
      {
        id: 4,
        type: 'theme_brand',
        name: 'P4',
        brand_id: 7,
        sku_ids: [],
        rules: { min_amount: 2000, percent: 3 },
      },
    ]);
    // The rules of one type do not pass for another: each type is checked by its own shape.
    for (const [type, rules] of [
      ['step_discount', { tiers: [{ min_qty: 10, free_qty: 1 }] }],
      ['step_free', { tiers: [{ min_qty: 2, percent: 5 }] }],
      ['premium', { min_amount: 2000, percent: 3 }],
      ['theme_brand', { tiers: [{ min_qty: 2, percent: 5 }] }],
    ] as const) {
      const bad = fakeDb({
        skus: [sku(1)],
        promotions: [promotion(5, type, rules, [1])],
        coupons: [],
        addresses: [],
      });
      await expect(
        loadPricingInput(bad.db, 1, [{ sku_id: 1, quantity: 1 }], { kind: 'best' }, NOW),
      ).rejects.toThrow();
    }
  });

  it('the coupons with their dates as ISO instants, and the address rows as read', async () => {
    const { start_date, end_date, ...rest } = coupon('SAVE50');
    const addresses = [{ id: 3, kind: 'shipping', name: 'ร้าน' }];
    const { db } = fakeDb({
      skus: [],
      promotions: [],
      coupons: [{ ...rest, start_date: '2026-01-01 00:00:00+07', end_date: '2026-12-31T23:59:59+07:00' }],
      addresses,
    });
    const { input, addressRows } = await loadPricingInput(db, 1, [], { kind: 'code', code: 'SAVE50' }, NOW);
    expect(input.coupons).toEqual([
      { ...rest, start_date: '2025-12-31T17:00:00.000Z', end_date: '2026-12-31T16:59:59.000Z' },
    ]);
    expect(input.couponChoice).toEqual({ kind: 'code', code: 'SAVE50' });
    expect(addressRows).toBe(addresses);
  });
});

describe('price: the engine’s figures, or its refusal as the API says it', () => {
  const line = {
    sku_id: 1,
    quantity: 10,
    price: 100,
    discount_price: null,
    brand_id: 1,
    title: 'A',
    image_url: null,
    pack_size: null,
  };
  const input = { lines: [line], promotions: [], coupons: [coupon('SAVE50', { min_total: 900 })], now: NOW };

  it('a usable coupon (or none) gives the figures', () => {
    expect(price({ ...input, couponChoice: { kind: 'code', code: 'SAVE50' } })).toMatchObject({
      total_sale: 1000,
      coupon_discount: 50,
      selected_coupon_code: 'SAVE50',
    });
    expect(price({ ...input, couponChoice: { kind: 'none' } })).toMatchObject({ coupon_discount: 0 });
  });

  it('a code the customer does not hold: notFound coupon; one not usable for these lines: conflict coupon', () => {
    expect(() => price({ ...input, couponChoice: { kind: 'code', code: 'NOPE' } })).toThrow(
      expect.objectContaining({ kind: 'notFound', subject: 'coupon', detail: 'no such coupon' }),
    );
    const small = { ...input, lines: [{ ...line, quantity: 1 }] };
    expect(() => price({ ...small, couponChoice: { kind: 'code', code: 'SAVE50' } })).toThrow(
      expect.objectContaining({
        kind: 'conflict',
        subject: 'coupon',
        detail: 'cannot be used for this order',
      }),
    );
  });
});

describe('assertDistinct: a product (or an order seq) named twice is refused at its second line', () => {
  it('names the second line by its index, as `line` for sku_id and `lineSeq` for seq', () => {
    expect(() => assertDistinct([{ sku_id: 1 }, { sku_id: 2 }], 'sku_id')).not.toThrow();
    expect(() => assertDistinct([{ sku_id: 1 }, { sku_id: 2 }, { sku_id: 1 }], 'sku_id')).toThrow(
      expect.objectContaining({ kind: 'invalid', subject: 'line', detail: 'appears twice', index: 2 }),
    );
    expect(() => assertDistinct([{ seq: 1 }, { seq: 1 }], 'seq')).toThrow(
      expect.objectContaining({ kind: 'invalid', subject: 'lineSeq', detail: 'appears twice', index: 1 }),
    );
    expect(() => assertDistinct([{ seq: 1 }, { seq: 2 }, { seq: 3 }], 'seq')).not.toThrow();
  });
});
