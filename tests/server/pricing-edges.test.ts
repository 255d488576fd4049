import { describe, expect, it } from 'vitest';
import {
  type PricingCoupon,
  type PricingInput,
  type PricingPromotion,
  priceCart,
} from '../../server/pricing/engine.ts';
import {
  PremiumRules,
  StepDiscountRules,
  StepFreeRules,
  ThemeBrandRules,
} from '../../server/pricing/rules.ts';

/*
 * Edges of the rules in docs/pricing.md that the worked examples (pricing.test.ts) did not pin;
 * each was a surviving mutant (docs/mutation.md).
 */

const NOW = new Date('2026-06-15T12:00:00+07:00');

/** One line per [sku_id, brand_id, amount in baht] (quantity 1, no product discount). */
const lines = (...rows: [number, number, number][]) =>
  rows.map(([sku_id, brand_id, price]) => ({
    sku_id,
    brand_id,
    price,
    quantity: 1,
    discount_price: null,
    title: `SKU ${sku_id}`,
    image_url: null,
  }));

const NOTHING: PricingInput = {
  lines: [],
  promotions: [],
  coupons: [],
  couponChoice: { kind: 'best' },
  now: NOW,
};

function priced(input: Partial<PricingInput>) {
  const result = priceCart({ ...NOTHING, ...input });
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

describe('theme_brand: "net total >= min_amount"', () => {
  const promo: PricingPromotion = {
    id: 4,
    name: 'Brand week',
    brand_id: 7,
    sku_ids: [3],
    type: 'theme_brand',
    rules: { min_amount: 1000, percent: 8 },
  };

  it('themed lines worth exactly min_amount get the percent off', () => {
    const v = priced({ lines: lines([1, 7, 600], [2, 7, 400]), promotions: [promo] });
    expect(v.promotion_discounts).toBe(80); // 48 + 32
    expect(v.promotions.map((p) => p.discount)).toEqual([80]);
  });
});

describe('step tiers', () => {
  it('two tiers with the same min_qty: the first one listed counts', () => {
    const promo: PricingPromotion = {
      id: 1,
      name: 'Step',
      brand_id: null,
      sku_ids: [1],
      type: 'step_discount',
      rules: {
        tiers: [
          { min_qty: 1, percent: 10 },
          { min_qty: 1, percent: 20 },
        ],
      },
    };
    expect(priced({ lines: lines([1, 1, 100]), promotions: [promo] }).promotion_discounts).toBe(10);
  });
});

describe('best coupon: a tie goes to the earliest end_date, then to the code in ascending order', () => {
  const coupon = (code: string, end_date: string): PricingCoupon => ({
    code,
    name: code,
    detail: '',
    image: null,
    start_date: '2026-01-01T00:00:00+07:00',
    end_date,
    status: null,
    privilege_condition_type_name: 'ส่วนลด',
    discount_type: 'amount',
    discount_value: 100,
    max_discount: null,
    min_total: 0,
  });
  const SEP = '2026-09-30T23:59:59+07:00';
  const OCT = '2026-10-31T23:59:59+07:00';
  const best = (...coupons: PricingCoupon[]) =>
    priced({ lines: lines([1, 1, 1000]), coupons }).selected_coupon_code;

  it('the code decides between equal discounts and end dates, whatever the order given', () => {
    expect(best(coupon('C', SEP), coupon('B', SEP))).toBe('B');
    expect(best(coupon('B', SEP), coupon('C', SEP))).toBe('B');
  });

  it('the end date decides before the code, whatever the order given', () => {
    expect(best(coupon('A', OCT), coupon('Z', SEP))).toBe('Z');
    expect(best(coupon('Z', SEP), coupon('A', OCT))).toBe('Z');
  });
});

describe('promotion rules shapes (promotions.rules, jsonb)', () => {
  it('keep the fields of a valid rule set', () => {
    const stepDiscount = { tiers: [{ min_qty: 10, percent: 5 }] };
    const stepFree = { tiers: [{ min_qty: 12, free_qty: 1 }] };
    const premium = {
      min_amount: 1000,
      free_quantity: 2,
      max_sets: 3,
      gift: { title: 'Cooler bag', price: 150, image: null },
    };
    const themeBrand = { min_amount: 1000, percent: 8 };
    expect(StepDiscountRules.parse(stepDiscount)).toEqual(stepDiscount);
    expect(StepFreeRules.parse(stepFree)).toEqual(stepFree);
    expect(PremiumRules.parse(premium)).toEqual(premium);
    const { max_sets: _, ...unlimited } = premium; // max_sets is optional
    expect(PremiumRules.parse(unlimited)).toEqual(unlimited);
    expect(ThemeBrandRules.parse(themeBrand)).toEqual(themeBrand);
  });

  it('refuse a rule set the engine cannot price', () => {
    const refused = [
      [StepDiscountRules, { tiers: [] }],
      [StepDiscountRules, { tiers: [{ min_qty: 0, percent: 5 }] }],
      [StepDiscountRules, { tiers: [{ min_qty: 1.5, percent: 5 }] }],
      [StepDiscountRules, { tiers: [{ min_qty: 10, percent: 0 }] }],
      [StepDiscountRules, { tiers: [{ min_qty: 10, percent: 101 }] }],
      [StepFreeRules, { tiers: [] }],
      [StepFreeRules, { tiers: [{ min_qty: 0, free_qty: 1 }] }],
      [StepFreeRules, { tiers: [{ min_qty: 12, free_qty: 0 }] }],
      [StepFreeRules, { tiers: [{ min_qty: 12, free_qty: 1.5 }] }],
      [StepFreeRules, { tiers: [{ min_qty: 12.5, free_qty: 1 }] }],
      [PremiumRules, { min_amount: 0, free_quantity: 1, gift: { title: 'x', price: 0, image: null } }],
      [PremiumRules, { min_amount: 100, free_quantity: 0, gift: { title: 'x', price: 0, image: null } }],
      [PremiumRules, { min_amount: 100, free_quantity: 1.5, gift: { title: 'x', price: 0, image: null } }],
      [
        PremiumRules,
        { min_amount: 100, free_quantity: 1, max_sets: 0, gift: { title: 'x', price: 0, image: null } },
      ],
      [
        PremiumRules,
        { min_amount: 100, free_quantity: 1, max_sets: 1.5, gift: { title: 'x', price: 0, image: null } },
      ],
      [PremiumRules, { min_amount: 100, free_quantity: 1, gift: { title: 'x', price: -1, image: null } }],
      [PremiumRules, { min_amount: 100, free_quantity: 1, gift: { title: 1, price: 0, image: null } }],
      [PremiumRules, { min_amount: 100, free_quantity: 1 }],
      [ThemeBrandRules, { min_amount: 0, percent: 8 }],
      [ThemeBrandRules, { min_amount: 1000, percent: 0 }],
      [ThemeBrandRules, { min_amount: 1000, percent: 100.5 }],
    ] as const;
    for (const [schema, rules] of refused)
      expect(schema.safeParse(rules).success, JSON.stringify(rules)).toBe(false);
  });
});
