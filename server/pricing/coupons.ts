import type { SummaryCoupon } from '../../contract/summary.ts';
import { percentOf, type Satang, toBaht, toSatang } from './money.ts';

/**
 * Coupons in the pricing engine (./engine.ts): which of the customer's coupons are usable and
 * applicable to the goods total, what each takes off, and which one the summary selects (the best,
 * none, or the one asked for). Pure, like the engine; docs/pricing.md has the rules with examples.
 */

export type PricingError = 'coupon_not_found' | 'coupon_not_applicable';

export interface PricingCoupon {
  code: string;
  name: string;
  detail: string;
  image: string | null;
  start_date: string; // ISO-8601
  end_date: string; // ISO-8601
  status: string | null; // null = usable; 'Used', 'Expired', 'Cancelled'
  privilege_condition_type_name: string;
  discount_type: 'amount' | 'percent';
  discount_value: number; // baht for 'amount', percent for 'percent'
  max_discount: number | null; // baht cap of a 'percent' coupon
  min_total: number; // baht of goods (after promotions) the order must reach
}

export type CouponChoice = { kind: 'best' } | { kind: 'none' } | { kind: 'code'; code: string };

export interface CouponEval {
  coupon: PricingCoupon;
  usable: boolean;
  applicable: boolean;
  discount: Satang;
  /** Goods still missing to reach min_total (0 when reached): what the picker says is missing. */
  missing: Satang;
  end: number;
}

/** Usable: status null and start_date <= now <= end_date. Applicable: usable and goods >= min_total. */
export function evaluateCoupon(coupon: PricingCoupon, goods: Satang, now: Date): CouponEval {
  const t = now.getTime();
  const end = Date.parse(coupon.end_date);
  const usable = coupon.status === null && Date.parse(coupon.start_date) <= t && t <= end;
  const applicable = usable && goods >= toSatang(coupon.min_total);
  const discount = applicable ? Math.min(couponValue(coupon, goods), goods) : 0;
  const missing = Math.max(0, toSatang(coupon.min_total) - goods);
  return { coupon, usable, applicable, discount, missing, end };
}

/** What a coupon takes off `goods` before the goods cap: its amount, or its percent up to max_discount. */
function couponValue(coupon: PricingCoupon, goods: Satang): Satang {
  if (coupon.discount_type === 'amount') return toSatang(coupon.discount_value);
  const percent = percentOf(goods, coupon.discount_value);
  return coupon.max_discount === null ? percent : Math.min(percent, toSatang(coupon.max_discount));
}

/** Whether `a` beats `b` for `best`: higher discount, then earlier end_date, then code ascending. */
function better(a: CouponEval, b: CouponEval): boolean {
  if (a.discount !== b.discount) {
    // Stryker disable next-line EqualityOperator: `>=` is `>` here, the discounts differ.
    return a.discount > b.discount;
  }
  if (a.end !== b.end) {
    // Stryker disable next-line EqualityOperator: `<=` is `<` here, the end dates differ.
    return a.end < b.end;
  }
  // Stryker disable next-line EqualityOperator: `<=` is `<` here, codes are unique (coupons.code UNIQUE).
  return a.coupon.code < b.coupon.code;
}

/** Best: the applicable coupon worth more than 0 that beats the others (see `better`). */
function bestCoupon(evals: readonly CouponEval[]): CouponEval | undefined {
  let best: CouponEval | undefined;
  for (const e of evals) if (e.applicable && e.discount > 0 && (!best || better(e, best))) best = e;
  return best;
}

export function chooseCoupon(
  evals: readonly CouponEval[],
  choice: CouponChoice,
): { ok: true; selected: CouponEval | undefined } | { ok: false; error: PricingError } {
  if (choice.kind === 'none') return { ok: true, selected: undefined };
  if (choice.kind === 'best') return { ok: true, selected: bestCoupon(evals) };
  const found = evals.find((e) => e.coupon.code === choice.code);
  if (!found) return { ok: false, error: 'coupon_not_found' };
  if (!found.applicable) return { ok: false, error: 'coupon_not_applicable' };
  return { ok: true, selected: found };
}

export function summaryCoupon(e: CouponEval, selected: boolean): SummaryCoupon {
  const { code, name, detail, image, end_date, status, privilege_condition_type_name } = e.coupon;
  const { applicable } = e;
  return {
    code,
    name,
    detail,
    image,
    end_date,
    selected,
    applicable,
    discount: toBaht(e.discount),
    status,
    privilege_condition_type_name,
    min_total: e.coupon.min_total,
    max_discount: e.coupon.discount_type === 'percent' ? e.coupon.max_discount : null,
    missing: toBaht(e.missing),
  };
}
