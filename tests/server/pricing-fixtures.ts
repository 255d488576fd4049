import type { Nudge } from '../../contract/summary.ts';
import type {
  PricingCoupon,
  PricingInput,
  PricingLine,
  PricingPromotion,
} from '../../server/pricing/engine.ts';
import { nudgesFor } from '../../server/pricing/nudges.ts';

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

/** The nudges of a cart of `input` (nothing else running; best coupon) with `currentCoupon` satang selected now. */
export function nudges(input: Partial<PricingInput>, currentCoupon = 0): Nudge[] {
  return nudgesFor(
    { lines: [], promotions: [], coupons: [], couponChoice: { kind: 'best' }, now: NOW, ...input },
    currentCoupon,
  );
}

/** The nudges of one kind. */
export const ofKind = (list: Nudge[], kind: Nudge['kind']) => list.filter((n) => n.kind === kind);

/** A line of `quantity` units of SKU `sku_id` at `price` baht, no discount, sold by the case. */
export const line = (sku_id: number, quantity: number, price: number, brand_id = 1): PricingLine => ({
  sku_id,
  quantity,
  price,
  discount_price: null,
  brand_id,
  title: `SKU ${sku_id}`,
  image_url: null,
  pack_size: 'ลัง 24 ขวด',
});
