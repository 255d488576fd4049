import type { Queryable } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { CouponChoice, PricingInput } from './engine.ts';
import type { CartLine } from './lines.ts';
import { PremiumRules, StepDiscountRules, StepFreeRules, ThemeBrandRules } from './rules.ts';

const RULES = {
  step_discount: StepDiscountRules,
  step_free: StepFreeRules,
  premium: PremiumRules,
  theme_brand: ThemeBrandRules,
} as const;

type SkuRow = {
  id: number;
  title: string;
  image_url: string | null;
  price: number;
  discount_price: number | null;
  brand_id: number;
  pack_size: string | null;
};
type PromotionRow = {
  id: number;
  type: keyof typeof RULES;
  name: string;
  brand_id: number | null;
  rules: unknown;
  sku_ids: number[] | null;
};
type CouponRow = Omit<PricingInput['coupons'][number], 'start_date' | 'end_date'> & {
  start_date: string;
  end_date: string;
};

/**
 * Everything a price needs, in one round trip (each query costs a round trip on PostgreSQL and
 * about a third of a millisecond of PGlite's single thread): the lines' active products, the
 * running promotions that touch them (by product, or by brand for theme_brand), the customer's
 * coupons and addresses, each as a JSON array.
 */
const LOAD = `
  WITH s AS (
    SELECT id, title, image_url, price, discount_price, brand_id, pack_size
      FROM skus WHERE id = ANY($1::int[]) AND is_active
  )
  SELECT
    (SELECT coalesce(json_agg(s), '[]'::json) FROM s) AS skus,
    (SELECT coalesce(json_agg(p ORDER BY p."order", p.id), '[]'::json) FROM (
       SELECT p.id, p.type, p.name, p.brand_id, p.rules, p."order",
              (SELECT array_agg(ps.sku_id) FROM promotion_skus ps WHERE ps.promotion_id = p.id) AS sku_ids
         FROM promotions p
        WHERE p.start_date <= $3 AND p.end_date >= $3
          AND (EXISTS (SELECT 1 FROM promotion_skus ps WHERE ps.promotion_id = p.id AND ps.sku_id = ANY($1::int[]))
               OR (p.type = 'theme_brand' AND p.brand_id IN (SELECT brand_id FROM s)))
     ) p) AS promotions,
    (SELECT coalesce(json_agg(c ORDER BY c.code), '[]'::json) FROM (
       SELECT code, name, detail, image, start_date, end_date, status, privilege_condition_type_name,
              discount_type, discount_value, max_discount, min_total
         FROM coupons WHERE customer_id = $2
     ) c) AS coupons,
    (SELECT coalesce(json_agg(a ORDER BY a.id), '[]'::json) FROM (
       SELECT id, kind, company_name, name, phone_1, phone_2, sub_district, district, province, zipcode
         FROM addresses WHERE customer_id = $2
     ) a) AS addresses`;

/** JSON turns numeric(12,2) into a number and timestamptz into text: the dates as ISO strings. */
const iso = (at: string) => new Date(at).toISOString();

/**
 * Reads what the pricing engine needs for these lines (products, running promotions, coupons) and
 * the customer's address rows (services/customers.ts reads them). A line whose product is unknown or
 * inactive is refused (`line`, by its index); lines are checked for duplicates by the caller (lines.ts).
 */
export async function loadPricingInput(
  db: Queryable,
  customerId: number,
  lines: CartLine[],
  couponChoice: CouponChoice,
  now: Date,
): Promise<{ input: PricingInput; addressRows: unknown[] }> {
  const [row] = await db.query<{
    skus: SkuRow[];
    promotions: PromotionRow[];
    coupons: CouponRow[];
    addresses: unknown[];
  }>(LOAD, [lines.map((l) => l.sku_id), customerId, now]);
  const { skus = [], promotions = [], coupons = [], addresses = [] } = row ?? {};
  const byId = new Map(skus.map((s) => [s.id, s]));
  const pricedLines = lines.map((l, index) => {
    const sku = byId.get(l.sku_id);
    if (!sku) throw new DomainError('notFound', 'line', 'no such product', { index });
    return { ...sku, sku_id: sku.id, quantity: l.quantity };
  });
  const input: PricingInput = {
    lines: pricedLines,
    promotions: promotions.map((p) => ({
      id: p.id,
      type: p.type,
      name: p.name,
      brand_id: p.brand_id,
      sku_ids: p.sku_ids ?? [],
      rules: RULES[p.type].parse(p.rules),
    })) as PricingInput['promotions'],
    coupons: coupons.map((c) => ({ ...c, start_date: iso(c.start_date), end_date: iso(c.end_date) })),
    couponChoice,
    now,
  };
  return { input, addressRows: addresses };
}
