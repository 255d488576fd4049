import { QUANTITY_MAX } from '../../contract/limits.ts';
import type { Nudge, Premium } from '../../contract/summary.ts';
import { evaluateCoupon } from './coupons.ts';
import {
  applyPromotions,
  type Line,
  linesOf,
  netOf,
  type PricingInput,
  type PricingPromotion,
  priceLine,
} from './engine.ts';
import { type Satang, toBaht, toSatang } from './money.ts';
import { FREE_SHIPPING_MIN_BAHT, SHIPPING_FEE_BAHT } from './rules.ts';

/**
 * What the order is close to (docs/pricing.md "Nudges"): for the same input as `priceCart`, the
 * next step of each promotion, free shipping and each coupon's minimum, each with the one addition
 * that reaches it. Every addition is more units of a line the order already holds, checked with
 * the engine's own rules (a step promotion's units; an amount counted as the engine counts it).
 * Pure, like the engine.
 */

type Add = { index: number; quantity: number };

/** Adds `quantity` units to line `index`. */
function withAdded(lines: readonly Line[], { index, quantity }: Add): Line[] {
  return lines.map((l, i) =>
    i === index ? priceLine({ ...l.input, quantity: l.input.quantity + quantity }) : l,
  );
}

/** Room left on a line under QUANTITY_MAX. */
const room = (l: Line) => QUANTITY_MAX - l.input.quantity;

/** The goods total the engine computes: lines' net totals less the promotions' discounts. */
function goodsOf(lines: readonly Line[], promotions: readonly PricingPromotion[]): Satang {
  return netOf(lines) - applyPromotions(promotions, lines).discount;
}

/**
 * The cheapest addition to one of `candidates` (indexes into `lines`) that brings `measure` to
 * `target`: for each line, the fewest units that reach it (never fewer than the missing amount over
 * its net unit price, since an added unit raises any measure by at most its net price), then the
 * one costing least (net unit x units), the earlier line on a tie. None when no line can reach it
 * under 999.
 */
export function cheapestAdd(
  lines: readonly Line[],
  candidates: readonly number[],
  measure: (lines: readonly Line[]) => Satang,
  target: Satang,
): Add | undefined {
  const missing = target - measure(lines);
  const bounds = candidates
    .filter((index) => (lines[index] as Line).netUnit > 0)
    .map((index) => {
      const unit = (lines[index] as Line).netUnit;
      return { index, unit, first: Math.max(1, Math.ceil(missing / unit)) };
    })
    .sort((a, b) => a.first * a.unit - b.first * b.unit || a.index - b.index);
  let best: { add: Add; cost: Satang } | undefined;
  for (const { index, unit, first } of bounds) {
    // Sorted by the least each could cost: once that is above the best found, stop.
    if (best && first * unit > best.cost) break;
    for (let quantity = first; quantity <= room(lines[index] as Line); quantity++) {
      if (measure(withAdded(lines, { index, quantity })) < target) continue;
      const cost = quantity * unit;
      if (!best || cost < best.cost || (cost === best.cost && index < best.add.index))
        best = { add: { index, quantity }, cost };
      break;
    }
  }
  return best?.add;
}

/** The first line (cart order) among `indexes` with room for `quantity` more units. */
function firstWithRoom(lines: readonly Line[], indexes: readonly number[], quantity: number) {
  const index = indexes.find((i) => room(lines[i] as Line) >= quantity);
  return index === undefined ? undefined : { index, quantity };
}

/** The tier with the lowest min_qty above qty (the first listed on a tie). */
function nextTier<T extends { min_qty: number }>(tiers: readonly T[], qty: number): T | undefined {
  let next: T | undefined;
  for (const t of tiers) if (t.min_qty > qty && (!next || t.min_qty < next.min_qty)) next = t;
  return next;
}

const giftOf = (l: Line, free_quantity: number): Premium => ({
  sku_id: l.input.sku_id,
  title: l.input.title,
  price: toBaht(l.list),
  free_quantity,
  image: l.input.image_url,
});

type Draft = Omit<Nudge, 'add'> & { add: Add | undefined };

const EMPTY = {
  promotion_id: null,
  name: '',
  coupon_code: null,
  missing_qty: null,
  missing_amount: null,
  percent: null,
  gift: null,
  discount: null,
} as const;

/** The next step of one promotion: one nudge, or one per line for step_free. */
function promotionNudges(p: PricingPromotion, lines: readonly Line[]): Draft[] {
  const own = { ...EMPTY, kind: p.type, promotion_id: p.id, name: p.name };
  const mine = linesOf(p, lines);
  const indexes = mine.map((l) => lines.indexOf(l));
  const spend = (ls: readonly Line[]) => netOf(linesOf(p, ls));
  switch (p.type) {
    case 'step_discount': {
      const units = mine.reduce((n, l) => n + l.input.quantity, 0);
      const tier = nextTier(p.rules.tiers, units);
      if (!tier || mine.length === 0) return [];
      const missing = tier.min_qty - units;
      const add = firstWithRoom(lines, indexes, missing);
      return [{ ...own, missing_qty: missing, percent: tier.percent, add }];
    }
    case 'step_free':
      return mine.flatMap((l, i) => {
        const tier = nextTier(p.rules.tiers, l.input.quantity);
        if (!tier) return [];
        const missing = tier.min_qty - l.input.quantity;
        const add = firstWithRoom(lines, [indexes[i] as number], missing);
        return [{ ...own, missing_qty: missing, gift: giftOf(l, tier.free_qty), add }];
      });
    case 'premium': {
      const min = toSatang(p.rules.min_amount);
      const sets = Math.floor(spend(lines) / min);
      if (p.rules.max_sets !== undefined && sets >= p.rules.max_sets) return [];
      const target = (sets + 1) * min;
      const { title, price, image } = p.rules.gift;
      const gift = { sku_id: null, title, price: toBaht(toSatang(price)), image };
      return [
        {
          ...own,
          missing_amount: toBaht(target - spend(lines)),
          gift: { ...gift, free_quantity: p.rules.free_quantity },
          add: cheapestAdd(lines, indexes, spend, target),
        },
      ];
    }
    case 'theme_brand': {
      const target = toSatang(p.rules.min_amount);
      if (spend(lines) >= target || mine.length === 0) return [];
      const add = cheapestAdd(lines, indexes, spend, target);
      return [{ ...own, missing_amount: toBaht(target - spend(lines)), percent: p.rules.percent, add }];
    }
  }
}

/**
 * The nudges of a priced cart, in this order: each running promotion's next step (promotion order;
 * step_free line by line), free shipping, then each usable coupon whose minimum the goods do not
 * reach yet and that, once reached, would take off more than the coupon selected now
 * (`currentCouponDiscount`). A nudge with no addition that reaches it under 999 is left out.
 */
export function nudgesFor(input: PricingInput, currentCouponDiscount: Satang): Nudge[] {
  const lines = input.lines.map(priceLine);
  const all = lines.map((_, i) => i);
  const goods = (ls: readonly Line[]) => goodsOf(ls, input.promotions);
  const drafts: Draft[] = input.promotions.flatMap((p) => promotionNudges(p, lines));

  const freeShipping = toSatang(FREE_SHIPPING_MIN_BAHT);
  if (goods(lines) < freeShipping)
    drafts.push({
      ...EMPTY,
      kind: 'free_shipping',
      missing_amount: toBaht(freeShipping - goods(lines)),
      discount: SHIPPING_FEE_BAHT,
      add: cheapestAdd(lines, all, goods, freeShipping),
    });

  for (const coupon of input.coupons) {
    const now = evaluateCoupon(coupon, goods(lines), input.now);
    if (!now.usable || now.applicable) continue;
    const add = cheapestAdd(lines, all, goods, toSatang(coupon.min_total));
    const reached = add && evaluateCoupon(coupon, goods(withAdded(lines, add)), input.now);
    if (!reached || reached.discount <= currentCouponDiscount) continue;
    drafts.push({
      ...EMPTY,
      kind: 'coupon',
      name: coupon.name,
      coupon_code: coupon.code,
      missing_amount: toBaht(now.missing),
      discount: toBaht(reached.discount),
      add,
    });
  }

  return drafts.flatMap(({ add, ...nudge }) => {
    const line = add && lines[add.index];
    if (!add || !line) return [];
    const { sku_id, title, pack_size = null } = line.input;
    return [{ ...nudge, add: { sku_id, quantity: add.quantity, title, pack_size } }];
  });
}
