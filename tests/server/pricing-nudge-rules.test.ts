import { describe, expect, it } from 'vitest';
import {
  type Line,
  type PricingLine,
  type PricingPromotion,
  priceCart,
  priceLine,
} from '../../server/pricing/engine.ts';
import { cheapestAdd } from '../../server/pricing/nudges.ts';
import { base, coupon, line, NOW, nudges, ofKind } from './pricing-fixtures.ts';

// The edges of docs/pricing.md "Nudges" (what the order is close to, and what one tap adds) that
// the examples of pricing-nudges.test.ts do not reach: the cheapest addition's search, the room
// under 999, the ties, and each "when" of the table at its boundary.

const lines = (...inputs: PricingLine[]): Line[] => inputs.map(priceLine);
const qty = (ls: readonly Line[], i: number) => ls[i]?.input.quantity ?? 0;
const net = (ls: readonly Line[]) => ls.reduce((n, l) => n + l.net, 0);

describe('cheapestAdd: the cheapest quantity of one line that reaches the target', () => {
  // Two lines at 0.10 and 0.12 baht a unit, counted by a measure in which a unit of the first
  // raises it by only 5 satang: 20 are missing.
  const two = lines(line(1, 1, 0.1), line(2, 1, 0.12));
  const uneven = (ls: readonly Line[]) => qty(ls, 0) * 5 + qty(ls, 1) * 12;

  it('counts as the measure counts, one line at a time: the line cheapest to reach, not the cheapest bound', () => {
    // Line 1: at least 2 units (0.20), but the measure needs 4 (0.40); line 2: 2 units (0.24).
    expect(cheapestAdd(two, [0, 1], uneven, 37)).toEqual({ index: 1, quantity: 2 });
    expect(cheapestAdd(two, [1, 0], uneven, 37)).toEqual({ index: 1, quantity: 2 });
    expect(cheapestAdd(two, [0], uneven, 37)).toEqual({ index: 0, quantity: 4 });
  });

  it('two lines costing the same: the earlier line, whatever the order of the candidates', () => {
    const same = lines(line(1, 1, 0.1), line(2, 1, 0.1));
    const even = (ls: readonly Line[]) => (qty(ls, 0) + qty(ls, 1)) * 7;
    // Each needs 3 units (0.30) where its bound said 2.
    expect(cheapestAdd(same, [0, 1], even, 34)).toEqual({ index: 0, quantity: 3 });
    expect(cheapestAdd(same, [1, 0], even, 34)).toEqual({ index: 0, quantity: 3 });
    expect(cheapestAdd(same, [1, 0], net, net(same) + 20)).toEqual({ index: 0, quantity: 2 });
  });

  it('never above 999 units: exactly up to 999 is an addition, one more is none', () => {
    expect(cheapestAdd(lines(line(1, 997, 1)), [0], net, net(lines(line(1, 997, 1))) + 200)).toEqual({
      index: 0,
      quantity: 2,
    });
    expect(cheapestAdd(lines(line(1, 998, 1)), [0], net, net(lines(line(1, 998, 1))) + 200)).toBeUndefined();
    expect(cheapestAdd(two, [], net, net(two) + 1)).toBeUndefined();
  });

  it('the cheapest of three, wherever it stands among the candidates', () => {
    // 1.00, 2.00 and 0.30 a unit, 0.90 missing: one unit (1.00), one unit (2.00), three units (0.90).
    const three = lines(line(1, 1, 1), line(2, 1, 2), line(3, 1, 0.3));
    for (const order of [
      [0, 1, 2],
      [2, 1, 0],
      [1, 0, 2],
    ])
      expect(cheapestAdd(three, order, net, net(three) + 90)).toEqual({ index: 2, quantity: 3 });
  });

  it('a line whose least addition looked cheaper but costs more does not replace a cheaper one', () => {
    // 0.10 and 0.12 a unit, each unit counting 7 satang, 20 missing: 3 units each, 0.30 and 0.36.
    const measure = (ls: readonly Line[]) => (qty(ls, 0) + qty(ls, 1)) * 7;
    expect(cheapestAdd(two, [0, 1], measure, 34)).toEqual({ index: 0, quantity: 3 });
  });

  it('a tie between a later line looked at first and an earlier one: the earlier line', () => {
    // 0.10 and 0.06 a unit, counting 6 and 4 satang, 18 missing: 3 units (0.30) and 5 units (0.30);
    // the second line's least addition (3 units, 0.18) is looked at first.
    const pair = lines(line(1, 1, 0.1), line(2, 1, 0.06));
    const measure = (ls: readonly Line[]) => qty(ls, 0) * 6 + qty(ls, 1) * 4;
    expect(cheapestAdd(pair, [0, 1], measure, 28)).toEqual({ index: 0, quantity: 3 });
    expect(cheapestAdd(pair, [1, 0], measure, 28)).toEqual({ index: 0, quantity: 3 });
  });

  it('an earlier line looked at later that costs more does not replace the cheaper one', () => {
    // 0.10 and 0.06 a unit, counting 5 and 4 satang, 18 missing: the second line's least addition
    // (3 units, 0.18) is looked at first and costs 5 units (0.30); the first line's costs 4 (0.40).
    const pair = lines(line(1, 1, 0.1), line(2, 1, 0.06));
    const measure = (ls: readonly Line[]) => qty(ls, 0) * 5 + qty(ls, 1) * 4;
    expect(cheapestAdd(pair, [0, 1], measure, 27)).toEqual({ index: 1, quantity: 5 });
  });

  it('a line with no net price cannot reach an amount', () => {
    const free = lines({ ...line(1, 1, 100), discount_price: 100 }, line(2, 1, 1));
    expect(cheapestAdd(free, [0, 1], net, net(free) + 150)).toEqual({ index: 1, quantity: 2 });
  });
});

describe('nudgesFor: each kind at its boundary', () => {
  const step = (tiers: { min_qty: number; percent: number }[]): PricingPromotion => ({
    ...base,
    sku_ids: [1],
    type: 'step_discount',
    rules: { tiers },
  });

  it('step_discount: the missing units to the first promoted line with exactly that room; none past the top tier', () => {
    const [nudge] = ofKind(
      nudges({ lines: [line(1, 997, 10)], promotions: [step([{ min_qty: 999, percent: 5 }])] }),
      'step_discount',
    );
    expect(nudge).toMatchObject({ missing_qty: 2, percent: 5, add: { sku_id: 1, quantity: 2 } });
    expect(
      ofKind(
        nudges({ lines: [line(1, 20, 10)], promotions: [step([{ min_qty: 10, percent: 5 }])] }),
        'step_discount',
      ),
    ).toEqual([]);
    // A tier no line can reach under 999 is left out.
    expect(
      ofKind(
        nudges({ lines: [line(1, 999, 10)], promotions: [step([{ min_qty: 1000, percent: 5 }])] }),
        'step_discount',
      ),
    ).toEqual([]);
  });

  it('the next tier on a tie of min_qty is the first listed', () => {
    const tiers = [
      { min_qty: 10, percent: 5 },
      { min_qty: 10, percent: 7 },
    ];
    expect(
      ofKind(nudges({ lines: [line(1, 5, 10)], promotions: [step(tiers)] }), 'step_discount')[0],
    ).toMatchObject({ percent: 5 });
  });

  it('a promotion counts only its products: another product of the same brand is not one of them', () => {
    const promotion = { ...step([{ min_qty: 10, percent: 5 }]), brand_id: 1 };
    const cart = {
      lines: [line(1, 4, 10), line(2, 50, 10)],
      promotions: [promotion],
      couponChoice: { kind: 'best' } as const,
      coupons: [],
      now: NOW,
    };
    expect(ofKind(nudges(cart), 'step_discount')[0]).toMatchObject({
      missing_qty: 6,
      add: { sku_id: 1, quantity: 6 },
    });
    const priced = priceCart(cart);
    expect(priced.ok && priced.value.promotion_discounts).toBe(0);
  });

  it('premium: the next set while max_sets is not reached; none once it is', () => {
    const premium = (max_sets: number): PricingPromotion => ({
      ...base,
      type: 'premium',
      rules: { min_amount: 500, free_quantity: 1, max_sets, gift: { title: 'แก้ว', price: 20, image: null } },
    });
    expect(
      ofKind(nudges({ lines: [line(1, 6, 100)], promotions: [premium(2)] }), 'premium')[0],
    ).toMatchObject({
      missing_amount: 400,
      add: { sku_id: 1, quantity: 4 },
    });
    expect(ofKind(nudges({ lines: [line(1, 10, 100)], promotions: [premium(2)] }), 'premium')).toEqual([]);
  });

  it('theme_brand: none once the themed total is exactly min_amount', () => {
    const theme: PricingPromotion = {
      ...base,
      sku_ids: [],
      brand_id: 1,
      type: 'theme_brand',
      rules: { min_amount: 1000, percent: 5 },
    };
    expect(ofKind(nudges({ lines: [line(1, 9, 100)], promotions: [theme] }), 'theme_brand')[0]).toMatchObject(
      {
        missing_amount: 100,
        add: { quantity: 1 },
      },
    );
    expect(ofKind(nudges({ lines: [line(1, 10, 100)], promotions: [theme] }), 'theme_brand')).toEqual([]);
  });

  it('coupon: none for a coupon already reached, nor for one taking off no more than the coupon selected now', () => {
    const goods = [line(1, 10, 100)];
    expect(
      ofKind(nudges({ lines: goods, coupons: [coupon('REACHED', { min_total: 500 })] }), 'coupon'),
    ).toEqual([]);
    const c300 = [coupon('MIN1200', { discount_value: 300, min_total: 1200 })];
    expect(ofKind(nudges({ lines: goods, coupons: c300 }, 30000), 'coupon')).toEqual([]);
    expect(ofKind(nudges({ lines: goods, coupons: c300 }, 29999), 'coupon')).toHaveLength(1);
  });
});

describe('the summary coupon', () => {
  it('shows a maximum discount only for a percent coupon', () => {
    const cart = {
      lines: [line(1, 10, 100)],
      promotions: [],
      couponChoice: { kind: 'best' } as const,
      now: NOW,
      coupons: [
        coupon('AMOUNT', { max_discount: 80 }),
        coupon('PERCENT', { discount_type: 'percent', discount_value: 10, max_discount: 80 }),
      ],
    };
    const priced = priceCart(cart);
    if (!priced.ok) throw new Error(priced.error);
    const byCode = Object.fromEntries(priced.value.coupons.map((c) => [c.code, c.max_discount]));
    expect(byCode).toEqual({ AMOUNT: null, PERCENT: 80 });
  });
});
