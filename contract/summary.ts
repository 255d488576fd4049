import * as z from 'zod/mini';
import { Baht, DateTime, described, IdNumber, Int, NullableString } from './common.ts';
import { CouponCode } from './coupons.ts';
import { LINES_MAX, QUANTITY_MAX, QUANTITY_MIN } from './limits.ts';
import { optionalQuery } from './query.ts';
import { Address } from './users.ts';

export const Quantity = z
  .int({
    error: (issue) => (typeof issue.input === 'number' ? 'must be a whole number' : 'must be a number'),
  })
  .check(
    z.minimum(QUANTITY_MIN, `must be at least ${QUANTITY_MIN}`),
    z.maximum(QUANTITY_MAX, `must be at most ${QUANTITY_MAX}`),
  );

const SummaryLine = z.object({ sku_id: IdNumber, quantity: Quantity });

/** Body of POST /summary/saleitem: the selected cart lines. */
export const SummaryBody = z
  .array(SummaryLine)
  .check(
    z.minLength(1, 'must hold at least one line'),
    z.maxLength(LINES_MAX, `must hold at most ${LINES_MAX} lines`),
  );
export type SummaryBody = z.infer<typeof SummaryBody>;

export const SummaryQuery = z.object({
  coupon_code: optionalQuery(CouponCode),
  not_use_coupon: optionalQuery(z.enum(['0', '1'])),
});

export const SaleItem = z.object({
  sku_id: Int,
  seq: Int,
  quantity: Int,
  price: described(Baht, 'unit list price'),
  net_price: described(Baht, 'unit net price after the product discount'),
  total_net_price: described(Baht, 'net_price x quantity'),
  title: z.string(),
  image: NullableString,
});

export const SummaryCoupon = z.object({
  code: z.string(),
  name: z.string(),
  detail: z.string(),
  image: NullableString,
  end_date: DateTime,
  selected: z.boolean(),
  applicable: described(z.boolean(), 'the order meets the coupon condition'),
  discount: described(Baht, 'what this coupon would take off this order; 0 when not applicable'),
  status: NullableString,
  privilege_condition_type_name: z.string(),
  min_total: described(
    z.optional(Baht),
    'the goods total (after promotions) an order must reach; 0 for none',
  ),
  max_discount: described(
    z.optional(z.nullable(Baht)),
    'the most a percent coupon takes off; null for no cap',
  ),
  missing: described(
    z.optional(Baht),
    'how much more goods this order needs for the coupon to apply; 0 when it applies',
  ),
});
export type SummaryCoupon = z.infer<typeof SummaryCoupon>;

export const Premium = z.object({
  sku_id: described(z.nullable(z.int()), 'set when the gift is a catalogue product'),
  title: z.string(),
  price: described(Baht, 'value of one gift unit'),
  free_quantity: Int,
  image: NullableString,
});
export type Premium = z.infer<typeof Premium>;

export const AppliedPromotion = z.object({
  promotion_id: Int,
  type: z.string(),
  name: z.string(),
  discount: Baht,
  premiums: z.array(Premium),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotion>;

/** What one tap on a nudge adds: more units of a line the order already holds (docs/pricing.md "Nudges"). */
const NudgeAdd = z.object({
  sku_id: Int,
  quantity: described(Int, 'units to add to that line (its quantity stays at most 999)'),
  title: z.string(),
  pack_size: described(NullableString, "the product's selling unit ('ลัง 24 ขวด'), null when unknown"),
});

/**
 * What the order is close to (docs/pricing.md "Nudges"): the next step of a promotion, free
 * shipping, or a coupon's minimum, with what is missing and the one addition that reaches it.
 */
export const Nudge = z
  .object({
    kind: z.enum(['step_discount', 'step_free', 'premium', 'theme_brand', 'free_shipping', 'coupon']),
    promotion_id: described(z.nullable(Int), 'the promotion, for a promotion nudge'),
    name: described(z.string(), "the promotion's or coupon's name; empty for free shipping"),
    coupon_code: z.nullable(z.string()),
    missing_qty: described(z.nullable(Int), 'units still missing (step_discount, step_free)'),
    missing_amount: described(z.nullable(Baht), 'goods in baht still missing (the other kinds)'),
    percent: described(
      z.nullable(z.number()),
      'the percent the next step takes off (step_discount, theme_brand)',
    ),
    gift: described(z.nullable(Premium), 'the gift the next step adds (step_free, premium)'),
    discount: described(
      z.nullable(Baht),
      'coupon: what it would take off once reached; free_shipping: the fee saved',
    ),
    add: NudgeAdd,
  })
  .check(z.meta({ id: 'Nudge' }));
export type Nudge = z.infer<typeof Nudge>;

const SummaryCart = z.object({
  sale_items: z.array(SaleItem),
  coupons: z.array(SummaryCoupon),
  promotions: z.array(AppliedPromotion),
  promotion_discounts: Baht,
  coupon_discount: Baht,
  total_sale: described(Baht, 'sum of net line totals before promotions and coupon'),
  total_net_price: described(Baht, 'amount to pay'),
  total_shipping: described(Baht, 'shipping fee before its discount'),
  shipping_matching: z.array(z.object({ shipping_discount: Baht })),
  nudges: described(
    z.optional(z.array(Nudge)),
    'what the order is close to, from the pricing engine (the reference server; absent elsewhere)',
  ),
});

export const Summary = z
  .object({
    cart: z.array(SummaryCart).check(z.length(1)),
    total_sku_discount: described(Baht, 'what product discounts (discount_price) took off list prices'),
    shipping_address: z.array(Address),
  })
  .check(z.meta({ id: 'Summary' }));
export type Summary = z.infer<typeof Summary>;
