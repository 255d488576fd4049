import { describe, expect, it } from 'vitest';
import { netUnitPrice, percentOf, toBaht, toSatang } from '../../contract/money.ts';
import {
  type CouponChoice,
  type PricingInput,
  type PricingLine,
  type PricingPromotion,
  type PricingValue,
  priceCart,
} from '../../server/pricing/engine.ts';
import { base, coupon, NOW, STEP_DISCOUNT } from './pricing-fixtures.ts';

// Worked examples; docs/pricing.md shows the same ones as tables.

function line(
  sku_id: number,
  quantity: number,
  price: number,
  discount_price: number | null = null,
  brand_id = 1,
) {
  return {
    sku_id,
    quantity,
    price,
    discount_price,
    brand_id,
    title: `SKU ${sku_id}`,
    image_url: `https://img.example/${sku_id}.jpg`,
  } satisfies PricingLine;
}

function price(input: Partial<PricingInput>): PricingValue {
  const result = priceCart({
    lines: [],
    promotions: [],
    coupons: [],
    couponChoice: { kind: 'best' },
    now: NOW,
    ...input,
  });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('money', () => {
  it('converts baht to satang and back', () => {
    expect(toSatang(33.33)).toBe(3333);
    expect(toSatang(0.29)).toBe(29);
    expect(toBaht(2833)).toBe(28.33);
  });

  it('rounds percentages half up to the satang', () => {
    expect(percentOf(3333, 15)).toBe(500); // 33.33 x 15% = 4.9995 -> 5.00
    expect(percentOf(1010, 5)).toBe(51); // 10.10 x 5% = 0.505 -> 0.51
    expect(percentOf(1005, 10)).toBe(101); // 10.05 x 10% = 1.005 -> 1.01
    expect(percentOf(1004, 10)).toBe(100); // 10.04 x 10% = 1.004 -> 1.00
    expect(percentOf(10000, 12.5)).toBe(1250);
  });
});

describe('lines and product discounts', () => {
  it('example 1: plain cart with a product discount', () => {
    const v = price({ lines: [line(1, 3, 120, 10), line(2, 4, 45.5)] });
    expect(v.sale_items).toEqual([
      {
        sku_id: 1,
        seq: 1,
        quantity: 3,
        price: 120,
        net_price: 108,
        total_net_price: 324,
        title: 'SKU 1',
        image: 'https://img.example/1.jpg',
      },
      {
        sku_id: 2,
        seq: 2,
        quantity: 4,
        price: 45.5,
        net_price: 45.5,
        total_net_price: 182,
        title: 'SKU 2',
        image: 'https://img.example/2.jpg',
      },
    ]);
    expect(v.total_sale).toBe(506);
    expect(v.total_sku_discount).toBe(36);
    expect(v.promotions).toEqual([]);
    expect(v.premiums).toEqual([]);
    expect(v.promotion_discounts).toBe(0);
    expect(v.total_shipping).toBe(60);
    expect(v.shipping_discount).toBe(0);
    expect(v.total_net_price).toBe(566);
  });

  it('example 2: rounds the product discount per unit, half up (33.33 less 15%)', () => {
    const v = price({ lines: [line(1, 3, 33.33, 15), line(2, 2, 10.05, 10)] });
    expect(v.sale_items.map((s) => [s.net_price, s.total_net_price])).toEqual([
      [28.33, 84.99],
      [9.04, 18.08], // per unit: 10.05 - 1.01; not 20.10 - 2.01 = 18.09 per line
    ]);
    expect(v.total_sale).toBe(103.07);
    expect(v.total_sku_discount).toBe(17.02); // 5.00 x 3 + 1.01 x 2
    expect(v.total_net_price).toBe(163.07);
  });
});

describe('netUnitPrice (product lists use the same rounding)', () => {
  it('matches the sale item net_price', () => {
    expect(netUnitPrice(33.33, 15)).toBe(28.33);
    expect(netUnitPrice(10.05, 10)).toBe(9.04);
    expect(netUnitPrice(45.5, null)).toBe(45.5);
  });
});

describe('step_discount', () => {
  const promo: PricingPromotion = { ...STEP_DISCOUNT, name: 'Buy more, save more' };

  it('example 3a: below the first tier gives nothing', () => {
    const v = price({ lines: [line(1, 4, 50), line(2, 5, 30), line(3, 50, 10)], promotions: [promo] });
    expect(v.total_sale).toBe(850);
    expect(v.promotions).toEqual([]);
    expect(v.promotion_discounts).toBe(0);
  });

  it('example 3b: exactly at the first tier (4 + 6 = 10 units) takes 5%', () => {
    const v = price({ lines: [line(1, 4, 50), line(2, 6, 30), line(3, 50, 10)], promotions: [promo] });
    expect(v.total_sale).toBe(880);
    expect(v.promotions).toEqual([
      { promotion_id: 1, type: 'step_discount', name: 'Buy more, save more', discount: 19, premiums: [] },
    ]);
    expect(v.promotion_discounts).toBe(19); // 200 x 5% + 180 x 5%
    expect(v.total_net_price).toBe(921); // 880 - 19 + 60
  });

  it('example 3c: above the top tier (15 + 10 = 25 units) takes 10% of net totals', () => {
    const v = price({ lines: [line(1, 15, 50, 10), line(2, 10, 30)], promotions: [promo] });
    expect(v.total_sale).toBe(975); // 15 x 45 + 10 x 30
    expect(v.promotion_discounts).toBe(97.5); // 675 x 10% + 300 x 10%
    expect(v.total_net_price).toBe(937.5);
  });
});

describe('step_free', () => {
  const promo: PricingPromotion = {
    ...base,
    id: 2,
    type: 'step_free',
    name: 'Free bottles',
    sku_ids: [1, 2, 3],
    rules: {
      tiers: [
        { min_qty: 12, free_qty: 1 },
        { min_qty: 24, free_qty: 3 },
      ],
    },
  };

  it('example 4: each line reaching a tier gets units of the same SKU free', () => {
    const v = price({ lines: [line(1, 24, 15), line(2, 11, 40), line(3, 12, 20, 10)], promotions: [promo] });
    const gifts = [
      { sku_id: 1, title: 'SKU 1', price: 15, free_quantity: 3, image: 'https://img.example/1.jpg' },
      { sku_id: 3, title: 'SKU 3', price: 20, free_quantity: 1, image: 'https://img.example/3.jpg' },
    ];
    expect(v.promotions).toEqual([
      { promotion_id: 2, type: 'step_free', name: 'Free bottles', discount: 0, premiums: gifts },
    ]);
    expect(v.premiums).toEqual(gifts);
    expect(v.promotion_discounts).toBe(0);
    expect(v.total_sale).toBe(1016); // 360 + 440 + 216
    expect(v.total_net_price).toBe(1076);
  });
});

describe('premium', () => {
  const gift = { title: 'Cooler bag', price: 150, image: 'https://img.example/bag.jpg' };
  const promo = (max_sets?: number): PricingPromotion => ({
    ...base,
    id: 3,
    type: 'premium',
    name: 'Cooler bag',
    rules: { min_amount: 1000, free_quantity: 2, gift, ...(max_sets === undefined ? {} : { max_sets }) },
  });
  const gifts = (v: PricingValue) => v.premiums.map((p) => p.free_quantity);

  it('example 5a: net spend under min_amount earns nothing (1,000 less 10% = 900)', () => {
    expect(gifts(price({ lines: [line(1, 1, 1000, 10)], promotions: [promo(3)] }))).toEqual([]);
  });

  it('example 5b: 2,500 of promoted spend earns 2 sets of 2 gifts', () => {
    const v = price({ lines: [line(1, 10, 200), line(2, 5, 100), line(3, 10, 100)], promotions: [promo(3)] });
    expect(v.premiums).toEqual([{ sku_id: null, free_quantity: 4, ...gift }]);
    expect(v.promotions[0]).toMatchObject({ promotion_id: 3, type: 'premium', discount: 0 });
    expect(v.total_sale).toBe(3500);
    expect(v.total_net_price).toBe(3500); // free shipping
  });

  it('example 5c: sets are capped at max_sets', () => {
    expect(gifts(price({ lines: [line(1, 25, 200)], promotions: [promo(3)] }))).toEqual([6]);
    expect(gifts(price({ lines: [line(1, 25, 200)], promotions: [promo()] }))).toEqual([10]);
  });
});

describe('theme_brand', () => {
  const promo: PricingPromotion = {
    ...base,
    id: 4,
    type: 'theme_brand',
    name: 'Brand week',
    brand_id: 7,
    sku_ids: [3],
    rules: { min_amount: 1000, percent: 8 },
  };

  it('example 6a: brand lines under min_amount get nothing', () => {
    const v = price({ lines: [line(1, 1, 600, null, 7), line(2, 1, 399, null, 7)], promotions: [promo] });
    expect(v.promotions).toEqual([]);
    expect(v.total_net_price).toBe(1059);
  });

  it('example 6b: brand lines plus listed SKUs reaching min_amount get percent off', () => {
    const lines = [
      line(1, 1, 600, null, 7),
      line(2, 1, 500, null, 7),
      line(3, 1, 200, null, 8),
      line(4, 1, 300, null, 9),
    ];
    const v = price({ lines, promotions: [promo] });
    expect(v.total_sale).toBe(1600);
    expect(v.promotion_discounts).toBe(104); // (600 + 500 + 200) x 8%; SKU 4 is outside
    expect(v.promotions).toEqual([
      { promotion_id: 4, type: 'theme_brand', name: 'Brand week', discount: 104, premiums: [] },
    ]);
    expect(v.total_shipping).toBe(60);
    expect(v.shipping_discount).toBe(0); // goods 1,496 are under 1,500
    expect(v.total_net_price).toBe(1556);
  });
});

describe('promotion discounts never exceed total_sale', () => {
  it('example 7: 60% + 50% on the same line is capped in promotion order', () => {
    const promotions: PricingPromotion[] = [
      {
        ...base,
        id: 5,
        type: 'theme_brand',
        name: 'Sixty',
        brand_id: 1,
        rules: { min_amount: 1, percent: 60 },
      },
      {
        ...base,
        id: 6,
        type: 'step_discount',
        name: 'Fifty',
        rules: { tiers: [{ min_qty: 1, percent: 50 }] },
      },
    ];
    const v = price({ lines: [line(1, 1, 100)], promotions, coupons: [coupon('AMT50')] });
    expect(v.promotions.map((p) => p.discount)).toEqual([60, 40]);
    expect(v.promotion_discounts).toBe(100);
    expect(v.total_sale).toBe(100);
    expect(v.selected_coupon_code).toBeNull(); // a coupon worth 0 is never picked as best
    expect(v.coupons).toMatchObject([{ code: 'AMT50', applicable: true, discount: 0, selected: false }]);
    expect(v.total_net_price).toBe(60); // 0 goods + shipping
  });

  it('example 8: the percent is rounded half up per line (10.10 x 5% = 0.51)', () => {
    const promo: PricingPromotion = {
      ...base,
      type: 'step_discount',
      rules: { tiers: [{ min_qty: 2, percent: 5 }] },
    };
    const v = price({ lines: [line(1, 1, 10.1), line(2, 1, 33.33)], promotions: [promo] });
    expect(v.promotion_discounts).toBe(2.18); // 0.505 -> 0.51, 1.6665 -> 1.67
    expect(v.total_net_price).toBe(101.25); // 43.43 - 2.18 + 60
  });
});

describe('shipping', () => {
  it('example 9: goods of 1,499.99 pay the fee, exactly 1,500 ship free', () => {
    const under = price({ lines: [line(1, 1, 1499.99)] });
    expect([under.total_shipping, under.shipping_discount, under.total_net_price]).toEqual([60, 0, 1559.99]);
    const at = price({ lines: [line(1, 1, 1500)] });
    expect([at.total_shipping, at.shipping_discount, at.total_net_price]).toEqual([60, 60, 1500]);
  });

  it('example 10: the threshold applies to goods after promotion discounts', () => {
    const promo: PricingPromotion = {
      ...base,
      type: 'step_discount',
      rules: { tiers: [{ min_qty: 1, percent: 10 }] },
    };
    const v = price({ lines: [line(1, 1, 1600)], promotions: [promo] });
    expect(v.promotion_discounts).toBe(160);
    expect(v.shipping_discount).toBe(0);
    expect(v.total_net_price).toBe(1500); // 1600 - 160 + 60
  });
});

describe('coupons', () => {
  const lines = [line(1, 10, 100)]; // goods 1,000
  const wallet = [
    coupon('AMT50', { discount_type: 'amount', discount_value: 50 }),
    coupon('PCT10', { discount_type: 'percent', discount_value: 10 }),
    coupon('PCT10CAP80', { discount_type: 'percent', discount_value: 10, max_discount: 80 }),
    coupon('MIN1200', { discount_type: 'amount', discount_value: 300, min_total: 1200 }),
    coupon('USED', { discount_value: 500, status: 'Used' }),
    coupon('OLD', { discount_value: 500, end_date: '2026-06-15T11:59:59+07:00' }),
  ];
  const run = (couponChoice: CouponChoice, coupons = wallet) =>
    priceCart({ lines, promotions: [], coupons, couponChoice, now: NOW });

  it('example 11: each usable coupon is listed with what it would take off', () => {
    const v = price({ lines, coupons: wallet, couponChoice: { kind: 'none' } });
    expect(v.coupons.map((c) => [c.code, c.applicable, c.discount, c.selected])).toEqual([
      ['AMT50', true, 50, false],
      ['PCT10', true, 100, false],
      ['PCT10CAP80', true, 80, false],
      ['MIN1200', false, 0, false],
    ]);
    expect(v.coupons[0]).toEqual({
      code: 'AMT50',
      name: 'Coupon AMT50',
      detail: 'detail',
      image: null,
      end_date: '2026-12-31T23:59:59+07:00',
      selected: false,
      applicable: true,
      discount: 50,
      status: null,
      privilege_condition_type_name: 'ส่วนลด',
      // Its conditions, for the picker (issue 22 section 4): no minimum, no cap, nothing missing.
      min_total: 0,
      max_discount: null,
      missing: 0,
    });
    expect(v.selected_coupon_code).toBeNull();
    expect(v.coupon_discount).toBe(0);
    expect(v.total_net_price).toBe(1060);
  });

  it('example 12: best picks the highest discount', () => {
    const v = price({ lines, coupons: wallet });
    expect(v.selected_coupon_code).toBe('PCT10');
    expect(v.coupons.filter((c) => c.selected).map((c) => c.code)).toEqual(['PCT10']);
    expect(v.coupon_discount).toBe(100);
    expect(v.total_net_price).toBe(960); // 1000 - 100 + 60
  });

  it('example 13: best ties break on earliest end_date, then code', () => {
    const tied = [
      coupon('B', { end_date: '2026-09-30T23:59:59+07:00', discount_value: 100 }),
      coupon('A', { end_date: '2026-10-31T23:59:59+07:00', discount_value: 100 }),
      coupon('C', { end_date: '2026-09-30T23:59:59+07:00', discount_value: 100 }),
    ];
    expect(price({ lines, coupons: tied }).selected_coupon_code).toBe('B');
    expect(price({ lines, coupons: tied.slice(1) }).selected_coupon_code).toBe('C');
    expect(
      price({ lines, coupons: [tied[1]!, coupon('Z', { discount_value: 100 })] }).selected_coupon_code,
    ).toBe('A');
  });

  it('example 14: an explicit code is used even when another is better', () => {
    const v = price({ lines, coupons: wallet, couponChoice: { kind: 'code', code: 'PCT10CAP80' } });
    expect(v.selected_coupon_code).toBe('PCT10CAP80');
    expect(v.coupon_discount).toBe(80);
    expect(v.total_net_price).toBe(980);
  });

  it('example 15: an amount coupon never takes more than the goods', () => {
    const v = price({ lines, coupons: [coupon('BIG', { discount_value: 2000 })] });
    expect(v.coupon_discount).toBe(1000);
    expect(v.total_net_price).toBe(60);
  });

  it('example 16: min_total is compared with goods after promotions', () => {
    const promo: PricingPromotion = {
      ...base,
      type: 'step_discount',
      rules: { tiers: [{ min_qty: 1, percent: 10 }] },
    };
    const c = coupon('MIN1000', { min_total: 1000 });
    const v = price({ lines, promotions: [promo], coupons: [c] });
    expect(v.coupons).toMatchObject([{ code: 'MIN1000', applicable: false, discount: 0 }]);
    expect(v.selected_coupon_code).toBeNull();
    expect(
      priceCart({ lines, promotions: [], coupons: [c], couponChoice: { kind: 'best' }, now: NOW }),
    ).toMatchObject({
      ok: true,
      value: { coupon_discount: 50, total_net_price: 1010 },
    });
  });

  it('each coupon says its minimum, its cap, and what this order still needs (issue 22 section 4)', () => {
    const promo: PricingPromotion = {
      ...base,
      type: 'step_discount',
      rules: { tiers: [{ min_qty: 1, percent: 10 }] },
    };
    const coupons = [
      coupon('MIN1000', { min_total: 1000 }),
      coupon('P10', { discount_type: 'percent', discount_value: 10, max_discount: 50, min_total: 500 }),
    ];
    const v = price({ lines, promotions: [promo], coupons });
    // Goods after promotions are 900: 100 short of MIN1000's minimum; P10 applies (capped at 50).
    expect(v.coupons).toMatchObject([
      { code: 'MIN1000', applicable: false, min_total: 1000, max_discount: null, missing: 100 },
      { code: 'P10', applicable: true, min_total: 500, max_discount: 50, missing: 0, discount: 50 },
    ]);
  });

  it('example 17: a percent coupon is rounded half up', () => {
    const v = price({
      lines: [line(1, 1, 33.33)],
      coupons: [coupon('P15', { discount_type: 'percent', discount_value: 15 })],
    });
    expect(v.coupon_discount).toBe(5);
    expect(v.total_net_price).toBe(88.33); // 33.33 - 5.00 + 60
  });

  it('rejects an unknown code', () => {
    expect(run({ kind: 'code', code: 'NOPE' })).toEqual({ ok: false, error: 'coupon_not_found' });
  });

  it('rejects a used, expired, not-yet-started or below-minimum coupon', () => {
    const future = coupon('SOON', { start_date: '2026-07-01T00:00:00+07:00' });
    for (const code of ['USED', 'OLD', 'MIN1200', 'SOON']) {
      expect(run({ kind: 'code', code }, [...wallet, future])).toEqual({
        ok: false,
        error: 'coupon_not_applicable',
      });
    }
  });

  it('counts start_date and end_date as inclusive', () => {
    const edge = [coupon('EDGE', { start_date: NOW.toISOString(), end_date: NOW.toISOString() })];
    expect(run({ kind: 'code', code: 'EDGE' }, edge)).toMatchObject({
      ok: true,
      value: { coupon_discount: 50 },
    });
  });
});
