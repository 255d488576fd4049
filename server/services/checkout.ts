import type { Summary } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/index.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { type CouponChoice, type PricingInput, type PricingValue, priceCart } from '../pricing/engine.ts';
import { PremiumRules, StepDiscountRules, StepFreeRules, ThemeBrandRules } from '../pricing/rules.ts';
import { addressesOf, toAddress } from './customers.ts';

const RULES = {
  step_discount: StepDiscountRules,
  step_free: StepFreeRules,
  premium: PremiumRules,
  theme_brand: ThemeBrandRules,
} as const;

export interface CartLine {
  sku_id: number;
  quantity: number;
}

/** Reads what the pricing engine needs for these lines: products, running promotions, coupons. */
export async function loadPricingInput(
  db: Queryable,
  customerId: number,
  lines: CartLine[],
  couponChoice: CouponChoice,
  now: Date,
  field = 'body',
): Promise<PricingInput> {
  const seen = new Set<number>();
  lines.forEach((l, i) => {
    if (seen.has(l.sku_id)) throw badRequest(`${field}[${i}].sku_id`, 'appears twice');
    seen.add(l.sku_id);
  });
  const ids = lines.map((l) => l.sku_id);
  const skus = await db.query<{
    id: number;
    title: string;
    image_url: string | null;
    price: number;
    discount_price: number | null;
    brand_id: number;
  }>(
    'SELECT id, title, image_url, price, discount_price, brand_id FROM skus WHERE id = ANY($1) AND is_active',
    [ids],
  );
  const byId = new Map(skus.map((s) => [s.id, s]));
  const pricedLines = lines.map((l, i) => {
    const sku = byId.get(l.sku_id);
    if (!sku) throw notFound(`${field}[${i}].sku_id`, 'no such product');
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

/** Runs the pricing engine; coupon problems become 404 (not the caller's) or 409 (not usable). */
export function price(input: PricingInput, couponField: string): PricingValue {
  const result = priceCart(input);
  if (result.ok) return result.value;
  if (result.error === 'coupon_not_found') throw notFound(couponField, 'no such coupon');
  throw new ApiError(409, `${couponField} cannot be used for this order`, [
    { path: couponField, message: 'cannot be used for this order' },
  ]);
}

export function toSummary(value: PricingValue, shipping: ReturnType<typeof toAddress>): Summary {
  return {
    cart: [
      {
        sale_items: value.sale_items,
        coupons: value.coupons,
        promotions: value.promotions,
        promotion_discounts: value.promotion_discounts,
        coupon_discount: value.coupon_discount,
        total_sale: value.total_sale,
        total_net_price: value.total_net_price,
        total_shipping: value.total_shipping,
        shipping_matching: [{ shipping_discount: value.shipping_discount }],
      },
    ],
    total_sku_discount: value.total_sku_discount,
    shipping_address: [shipping],
  };
}

export function createCheckout(db: Queryable, clock: Clock) {
  return {
    async summary(
      customerId: number,
      lines: CartLine[],
      query: { coupon_code?: string | undefined; not_use_coupon?: '0' | '1' | undefined },
    ): Promise<Summary> {
      const choice: CouponChoice =
        query.not_use_coupon === '1'
          ? { kind: 'none' }
          : query.coupon_code
            ? { kind: 'code', code: query.coupon_code }
            : { kind: 'best' };
      const input = await loadPricingInput(db, customerId, lines, choice, clock.now());
      const value = price(input, 'query.coupon_code');
      const { shipping } = await addressesOf(db, customerId);
      return toSummary(value, toAddress(shipping));
    },
  };
}
