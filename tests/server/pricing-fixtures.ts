import type { PricingCoupon, PricingPromotion } from '../../server/pricing/engine.ts';

/** Shared inputs of the pricing engine's suites (pricing.test.ts, pricing-nudges.test.ts). */

/** The instant the examples are priced at: mid-2026, inside every coupon's validity. */
export const NOW = new Date('2026-06-15T12:00:00+07:00');

/** A coupon valid all of 2026: 50 baht off, no minimum total; `fields` change any of it. */
export function coupon(code: string, fields: Partial<PricingCoupon> = {}): PricingCoupon {
  return {
    code,
    name: `Coupon ${code}`,
    detail: 'detail',
    image: null,
    start_date: '2026-01-01T00:00:00+07:00',
    end_date: '2026-12-31T23:59:59+07:00',
    status: null,
    privilege_condition_type_name: 'ส่วนลด',
    discount_type: 'amount',
    discount_value: 50,
    max_discount: null,
    min_total: 0,
    ...fields,
  };
}

/** What every example promotion shares: promotion 1 on SKUs 1 and 2, any brand. */
export const base = { id: 1, name: 'Promotion', brand_id: null, sku_ids: [1, 2] };

/** Spec example 3's step discount on the base SKUs: 5% from 10 units, 10% from 20 (highest tier first). */
export const STEP_DISCOUNT = {
  ...base,
  type: 'step_discount' as const,
  rules: {
    tiers: [
      { min_qty: 20, percent: 10 },
      { min_qty: 10, percent: 5 },
    ],
  },
} satisfies PricingPromotion;
