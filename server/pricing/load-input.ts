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

/**
 * Reads what the pricing engine needs for these lines: products, running promotions, coupons. A
 * line whose product is unknown or inactive is refused (`line`, by its index); lines are checked
 * for duplicates by the caller (lines.ts).
 */
export async function loadPricingInput(
  db: Queryable,
  customerId: number,
  lines: CartLine[],
  couponChoice: CouponChoice,
  now: Date,
): Promise<PricingInput> {
  const ids = lines.map((l) => l.sku_id);
  const skus = await db.query<{
    id: number;
    title: string;
    image_url: string | null;
    price: number;
    discount_price: number | null;
    brand_id: number;
    pack_size: string | null;
  }>(
    'SELECT id, title, image_url, price, discount_price, brand_id, pack_size FROM skus WHERE id = ANY($1) AND is_active',
    [ids],
  );
  const byId = new Map(skus.map((s) => [s.id, s]));
  const pricedLines = lines.map((l, index) => {
    const sku = byId.get(l.sku_id);
    if (!sku) throw new DomainError('notFound', 'line', 'no such product', { index });
    return { ...sku, sku_id: sku.id, quantity: l.quantity };
  });
  const brandIds = [...new Set(skus.map((s) => s.brand_id))];
  const promotionRows = await db.query<{
    id: number;
    type: keyof typeof RULES;
    name: string;
    brand_id: number | null;
    rules: unknown;
    sku_ids: number[] | null;
  }>(
    `SELECT p.id, p.type, p.name, p.brand_id, p.rules,
            (SELECT array_agg(ps.sku_id) FROM promotion_skus ps WHERE ps.promotion_id = p.id) AS sku_ids
       FROM promotions p
      WHERE p.start_date <= $3 AND p.end_date >= $3
        AND (EXISTS (SELECT 1 FROM promotion_skus ps WHERE ps.promotion_id = p.id AND ps.sku_id = ANY($1))
             OR (p.type = 'theme_brand' AND p.brand_id = ANY($2)))
      ORDER BY p."order", p.id`,
    [ids, brandIds, now],
  );
  const promotions = promotionRows.map((p) => ({
    id: p.id,
    type: p.type,
    name: p.name,
    brand_id: p.brand_id,
    sku_ids: p.sku_ids ?? [],
    rules: RULES[p.type].parse(p.rules),
  })) as PricingInput['promotions'];
  const coupons = await db.query<PricingInput['coupons'][number] & { end_date: Date; start_date: Date }>(
    `SELECT code, name, detail, image, start_date, end_date, status, privilege_condition_type_name,
            discount_type, discount_value, max_discount, min_total
       FROM coupons WHERE customer_id = $1 ORDER BY code`,
    [customerId],
  );
  return {
    lines: pricedLines,
    promotions,
    coupons: coupons.map((c) => ({
      ...c,
      start_date: c.start_date.toISOString(),
      end_date: c.end_date.toISOString(),
    })),
    couponChoice,
    now,
  };
}
