import type { z } from 'zod';
import type { AppliedPromotion, Premium, SaleItem, SummaryCoupon } from '../../contract/summary.ts';
import {
  type CouponChoice,
  chooseCoupon,
  evaluateCoupon,
  type PricingCoupon,
  type PricingError,
  summaryCoupon,
} from './coupons.ts';
import { netUnitSatang, percentOf, type Satang, sum, toBaht, toSatang } from './money.ts';
import {
  FREE_SHIPPING_MIN_BAHT,
  type PremiumRules,
  type PromotionRules,
  SHIPPING_FEE_BAHT,
  type StepDiscountRules,
  type StepFreeRules,
  type ThemeBrandRules,
} from './rules.ts';

export type { CouponChoice, PricingCoupon } from './coupons.ts';

/**
 * The pricing engine: a pure function from a cart, the running promotions and the customer's
 * coupons to the figures of POST /summary/saleitem (and of POST /orders). No I/O, no clock:
 * `now` comes in. All arithmetic is integer satang; baht appear only in the result.
 * The rules are explained with worked examples in docs/pricing.md.
 */

export interface PricingLine {
  sku_id: number;
  quantity: number;
  title: string;
  image_url: string | null;
  price: number; // unit list price, baht
  discount_price: number | null; // product discount, percent
  brand_id: number;
  pack_size?: string | null; // the selling unit ('ลัง 24 ขวด'), for the nudges
}

/** A running promotion; `type` and `rules` vary together (rules already parsed). */
export type PricingPromotion = {
  id: number;
  name: string;
  brand_id: number | null;
  sku_ids: number[];
} & PromotionRules;

export interface PricingInput {
  lines: PricingLine[];
  promotions: PricingPromotion[];
  coupons: PricingCoupon[];
  couponChoice: CouponChoice;
  now: Date;
}

type PricedSaleItem = z.infer<typeof SaleItem>;

/** All money fields are baht with 2 decimals. */
export interface PricingValue {
  sale_items: PricedSaleItem[];
  promotions: AppliedPromotion[];
  premiums: Premium[]; // every gift of every applied promotion, in promotion order
  promotion_discounts: number;
  total_sale: number;
  total_sku_discount: number;
  coupons: SummaryCoupon[]; // usable coupons only, in input order
  coupon_discount: number;
  selected_coupon_code: string | null;
  total_shipping: number;
  shipping_discount: number;
  total_net_price: number;
}

export type PricingResult = { ok: true; value: PricingValue } | { ok: false; error: PricingError };

/** A cart line with its satang figures. */
export interface Line {
  input: PricingLine;
  list: Satang;
  netUnit: Satang;
  net: Satang;
}

interface Outcome {
  discount: Satang;
  premiums: Premium[];
}

export function priceLine(input: PricingLine): Line {
  const list = toSatang(input.price);
  const unit = netUnitSatang(list, input.discount_price);
  return { input, list, netUnit: unit, net: unit * input.quantity };
}

/** The tier with the highest min_qty not above qty, if any. */
function highestTier<T extends { min_qty: number }>(tiers: readonly T[], qty: number): T | undefined {
  let best: T | undefined;
  for (const t of tiers) if (t.min_qty <= qty && (!best || t.min_qty > best.min_qty)) best = t;
  return best;
}

export const netOf = (lines: readonly Line[]): Satang => sum(lines.map((l) => l.net));

/** step_discount: summed quantity picks the tier; its percent comes off each line's net total. */
function stepDiscount(rules: StepDiscountRules, lines: readonly Line[]): Outcome {
  const tier = highestTier(rules.tiers, sum(lines.map((l) => l.input.quantity)));
  const discount = tier ? sum(lines.map((l) => percentOf(l.net, tier.percent))) : 0;
  return { discount, premiums: [] };
}

/** step_free: each line's own quantity picks the tier; free_qty more units of that SKU are free. */
function stepFree(rules: StepFreeRules, lines: readonly Line[]): Outcome {
  const premiums: Premium[] = [];
  for (const l of lines) {
    const tier = highestTier(rules.tiers, l.input.quantity);
    if (!tier) continue;
    const { sku_id, title, image_url } = l.input;
    premiums.push({ sku_id, title, price: toBaht(l.list), free_quantity: tier.free_qty, image: image_url });
  }
  return { discount: 0, premiums };
}

/** premium: every full min_amount of net spend earns one set of gifts, up to max_sets. */
function premium(rules: PremiumRules, lines: readonly Line[]): Outcome {
  let sets = Math.floor(netOf(lines) / toSatang(rules.min_amount));
  if (rules.max_sets !== undefined) sets = Math.min(sets, rules.max_sets);
  if (sets <= 0) return { discount: 0, premiums: [] };
  const { title, price, image } = rules.gift;
  const gift = { sku_id: null, title, price: toBaht(toSatang(price)), image };
  return { discount: 0, premiums: [{ ...gift, free_quantity: sets * rules.free_quantity }] };
}

/** theme_brand: when the lines' net total reaches min_amount, percent comes off each line. */
function themeBrand(rules: ThemeBrandRules, lines: readonly Line[]): Outcome {
  // No themed line: a net total of 0 never reaches min_amount (positive, rules.ts).
  if (netOf(lines) < toSatang(rules.min_amount)) return { discount: 0, premiums: [] };
  return { discount: sum(lines.map((l) => percentOf(l.net, rules.percent))), premiums: [] };
}

/** The lines a promotion looks at: its SKUs, and for theme_brand every line of its brand too. */
export function linesOf(p: PricingPromotion, lines: readonly Line[]): Line[] {
  const skus = new Set(p.sku_ids);
  const brand = p.type === 'theme_brand' ? p.brand_id : undefined;
  return lines.filter((l) => skus.has(l.input.sku_id) || (brand != null && l.input.brand_id === brand));
}

function evaluatePromotion(p: PricingPromotion, lines: readonly Line[]): Outcome {
  const inPromo = linesOf(p, lines);
  switch (p.type) {
    case 'step_discount':
      return stepDiscount(p.rules, inPromo);
    case 'step_free':
      return stepFree(p.rules, inPromo);
    case 'premium':
      return premium(p.rules, inPromo);
    case 'theme_brand':
      return themeBrand(p.rules, inPromo);
  }
}

/**
 * Evaluates the promotions in input order. A promotion is applied when it discounts or gives
 * gifts; each discount is capped by what is left of total_sale, so the sum never exceeds it.
 */
export function applyPromotions(promotions: readonly PricingPromotion[], lines: readonly Line[]) {
  let left = netOf(lines);
  const applied: { promotion: PricingPromotion; discount: Satang; premiums: Premium[] }[] = [];
  for (const promotion of promotions) {
    const outcome = evaluatePromotion(promotion, lines);
    if (outcome.discount <= 0 && outcome.premiums.length === 0) continue;
    const discount = Math.min(outcome.discount, left);
    left -= discount;
    applied.push({ promotion, discount, premiums: outcome.premiums });
  }
  return { applied, discount: sum(applied.map((a) => a.discount)) };
}

/** Flat fee; waived in full when the goods total reaches FREE_SHIPPING_MIN_BAHT. */
function shipping(goods: Satang): { fee: Satang; discount: Satang } {
  const fee = toSatang(SHIPPING_FEE_BAHT);
  return { fee, discount: goods >= toSatang(FREE_SHIPPING_MIN_BAHT) ? fee : 0 };
}

export function priceCart(input: PricingInput): PricingResult {
  const lines = input.lines.map(priceLine);
  const totalSale = netOf(lines);
  const skuDiscount = sum(lines.map((l) => (l.list - l.netUnit) * l.input.quantity));

  const promos = applyPromotions(input.promotions, lines);
  const goods = totalSale - promos.discount;
  const ship = shipping(goods);

  const evals = input.coupons.map((c) => evaluateCoupon(c, goods, input.now));
  const choice = chooseCoupon(evals, input.couponChoice);
  if (!choice.ok) return choice;
  const selected = choice.selected;
  const couponDiscount = selected?.discount ?? 0;

  const promotions: AppliedPromotion[] = promos.applied.map(({ promotion, discount, premiums }) => ({
    promotion_id: promotion.id,
    type: promotion.type,
    name: promotion.name,
    discount: toBaht(discount),
    premiums,
  }));
  return {
    ok: true,
    value: {
      sale_items: lines.map((l, i) => ({
        sku_id: l.input.sku_id,
        seq: i + 1,
        quantity: l.input.quantity,
        price: toBaht(l.list),
        net_price: toBaht(l.netUnit),
        total_net_price: toBaht(l.net),
        title: l.input.title,
        image: l.input.image_url,
      })),
      promotions,
      premiums: promotions.flatMap((p) => p.premiums),
      promotion_discounts: toBaht(promos.discount),
      total_sale: toBaht(totalSale),
      total_sku_discount: toBaht(skuDiscount),
      coupons: evals.filter((e) => e.usable).map((e) => summaryCoupon(e, e === selected)),
      coupon_discount: toBaht(couponDiscount),
      selected_coupon_code: selected?.coupon.code ?? null,
      total_shipping: toBaht(ship.fee),
      shipping_discount: toBaht(ship.discount),
      total_net_price: toBaht(goods - couponDiscount + ship.fee - ship.discount),
    },
  };
}
