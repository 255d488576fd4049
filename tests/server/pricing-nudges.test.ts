import { describe, expect, it } from 'vitest';
import type { PricingCoupon, PricingPromotion } from '../../server/pricing/engine.ts';
import { base, line, nudges, ofKind, coupon as pricingCoupon, STEP_DISCOUNT } from './pricing-fixtures.ts';

// The nudges of docs/pricing.md "Nudges": what the order is close to, for every promotion type,
// free shipping and coupons, on the pure function. Through POST /summary/saleitem on the seeded
// database: summary-nudges.test.ts (an HTTP suite, which the mutation run leaves out).

// The nudges read no coupon's detail text; these examples leave it empty.
const coupon = (code: string, fields: Partial<PricingCoupon> = {}) =>
  pricingCoupon(code, { detail: '', ...fields });

describe('nudges (pure)', () => {
  const stepDiscount = STEP_DISCOUNT;

  it('step_discount: the next tier, in units, added to the first promoted line', () => {
    const list = nudges({
      lines: [line(3, 50, 10), line(1, 4, 50), line(2, 5, 30)],
      promotions: [stepDiscount],
    });
    expect(ofKind(list, 'step_discount')).toEqual([
      {
        kind: 'step_discount',
        promotion_id: 1,
        name: 'Promotion',
        coupon_code: null,
        missing_qty: 1,
        missing_amount: null,
        percent: 5,
        gift: null,
        discount: null,
        add: { sku_id: 1, quantity: 1, title: 'SKU 1', pack_size: 'ลัง 24 ขวด' },
      },
    ]);
    // At 10 units the next step is 20 (10%); above the top tier there is none.
    const at10 = nudges({ lines: [line(1, 4, 50), line(2, 6, 30)], promotions: [stepDiscount] });
    expect(ofKind(at10, 'step_discount')[0]).toMatchObject({ missing_qty: 10, percent: 10 });
    expect(ofKind(nudges({ lines: [line(1, 25, 50)], promotions: [stepDiscount] }), 'step_discount')).toEqual(
      [],
    );
  });

  it('step_discount: a line at 999 cannot take more, the next promoted line does', () => {
    const big = { ...stepDiscount, rules: { tiers: [{ min_qty: 1002, percent: 5 }] } };
    const list = nudges({ lines: [line(1, 999, 1), line(2, 1, 1)], promotions: [big] });
    expect(ofKind(list, 'step_discount')[0]?.add).toMatchObject({ sku_id: 2, quantity: 2 });
  });

  it('step_free: each promoted line its own next tier, its own SKU as the gift', () => {
    const promotion: PricingPromotion = {
      ...base,
      sku_ids: [1, 2, 3],
      type: 'step_free',
      rules: {
        tiers: [
          { min_qty: 12, free_qty: 1 },
          { min_qty: 24, free_qty: 3 },
        ],
      },
    };
    const list = nudges({
      lines: [line(1, 10, 15), line(2, 24, 40), line(3, 12, 20)],
      promotions: [promotion],
    });
    expect(ofKind(list, 'step_free').map((n) => [n.missing_qty, n.gift, n.add])).toEqual([
      [
        2,
        { sku_id: 1, title: 'SKU 1', price: 15, free_quantity: 1, image: null },
        { sku_id: 1, quantity: 2, title: 'SKU 1', pack_size: 'ลัง 24 ขวด' },
      ],
      [
        12,
        { sku_id: 3, title: 'SKU 3', price: 20, free_quantity: 3, image: null },
        { sku_id: 3, quantity: 12, title: 'SKU 3', pack_size: 'ลัง 24 ขวด' },
      ],
    ]);
  });

  const premium: PricingPromotion = {
    ...base,
    type: 'premium',
    rules: {
      min_amount: 1000,
      free_quantity: 2,
      max_sets: 3,
      gift: { title: 'Cooler bag', price: 150, image: null },
    },
  };

  it('premium: the baht missing to the next set, the cheapest addition of a promoted line', () => {
    // Spend 400 + 152 = 552: 448 missing. SKU 1 needs 3 units (600), SKU 2 needs 12 (456).
    const list = nudges({ lines: [line(1, 2, 200), line(2, 4, 38)], promotions: [premium] });
    expect(ofKind(list, 'premium')).toEqual([
      expect.objectContaining({
        promotion_id: 1,
        missing_amount: 448,
        gift: { sku_id: null, title: 'Cooler bag', price: 150, free_quantity: 2, image: null },
        add: { sku_id: 2, quantity: 12, title: 'SKU 2', pack_size: 'ลัง 24 ขวด' },
      }),
    ]);
    // Two sets earned (2,500): the third is 500 away; at max_sets there is no nudge.
    const two = nudges({ lines: [line(1, 10, 200), line(2, 5, 100)], promotions: [premium] });
    expect(ofKind(two, 'premium')[0]).toMatchObject({ missing_amount: 500 });
    expect(ofKind(nudges({ lines: [line(1, 25, 200)], promotions: [premium] }), 'premium')).toEqual([]);
  });

  it('theme_brand: the baht missing to min_amount on the themed lines, with its percent', () => {
    const promotion: PricingPromotion = {
      ...base,
      brand_id: 7,
      sku_ids: [3],
      type: 'theme_brand',
      rules: { min_amount: 1000, percent: 8 },
    };
    const lines = [line(1, 1, 600, 7), line(2, 1, 399, 7), line(4, 1, 50, 9)];
    const list = nudges({ lines, promotions: [promotion] });
    expect(ofKind(list, 'theme_brand')).toEqual([
      expect.objectContaining({
        missing_amount: 1,
        percent: 8,
        add: expect.objectContaining({ sku_id: 2, quantity: 1 }),
      }),
    ]);
    const over = nudges({ lines: [line(1, 2, 600, 7)], promotions: [promotion] });
    expect(ofKind(over, 'theme_brand')).toEqual([]);
  });

  it('free shipping: the goods missing to 1,500, counted after promotions', () => {
    expect(ofKind(nudges({ lines: [line(1, 1, 1499.99)] }), 'free_shipping')).toEqual([
      expect.objectContaining({
        missing_amount: 0.01,
        discount: 60,
        add: expect.objectContaining({ quantity: 1 }),
      }),
    ]);
    // 900 of a 10%-at-10-units line: 6 more make 1,500 before the discount but 1,350 after it;
    // 8 more make 1,700 - 170 = 1,530.
    const promotion: PricingPromotion = {
      ...base,
      type: 'step_discount',
      rules: { tiers: [{ min_qty: 10, percent: 10 }] },
    };
    const list = nudges({ lines: [line(1, 9, 100)], promotions: [promotion] });
    expect(ofKind(list, 'free_shipping')[0]).toMatchObject({ missing_amount: 600, add: { quantity: 8 } });
    expect(ofKind(nudges({ lines: [line(1, 15, 100)] }), 'free_shipping')).toEqual([]);
  });

  it("coupons: a usable coupon's minimum, when reaching it beats the coupon selected now", () => {
    const coupons = [
      coupon('MIN1200', { discount_value: 300, min_total: 1200 }),
      coupon('USED', { status: 'Used', min_total: 2000 }),
    ];
    const list = nudges({ lines: [line(1, 10, 100)], coupons });
    expect(ofKind(list, 'coupon')).toEqual([
      expect.objectContaining({
        name: 'Coupon MIN1200',
        coupon_code: 'MIN1200',
        missing_amount: 200,
        discount: 300,
        add: expect.objectContaining({ sku_id: 1, quantity: 2 }),
      }),
    ]);
    // A coupon of 400 already selected: reaching MIN1200 (300) is no gain.
    expect(ofKind(nudges({ lines: [line(1, 10, 100)], coupons }, 40000), 'coupon')).toEqual([]);
  });
});
