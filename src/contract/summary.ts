import { z } from 'zod';
import { Baht, DateTime, IdNumber, optionalQuery } from './common.ts';
import { CouponCode } from './coupons.ts';
import { Address } from './users.ts';

export const QUANTITY_MAX = 999;
export const LINES_MAX = 200;

export const Quantity = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(QUANTITY_MAX, `must be at most ${QUANTITY_MAX}`);

export const SummaryLine = z.object({ sku_id: IdNumber, quantity: Quantity });

/** Body of POST /summary/saleitem: the selected cart lines. */
export const SummaryBody = z
  .array(SummaryLine)
  .min(1, 'must hold at least one line')
  .max(LINES_MAX, `must hold at most ${LINES_MAX} lines`);
export type SummaryBody = z.infer<typeof SummaryBody>;

export const SummaryQuery = z.object({
  coupon_code: optionalQuery(CouponCode),
  not_use_coupon: optionalQuery(z.enum(['0', '1'])),
});

export const SaleItem = z.object({
  sku_id: z.number().int(),
  seq: z.number().int(),
  quantity: z.number().int(),
  price: Baht.describe('unit list price'),
  net_price: Baht.describe('unit net price after the product discount'),
  total_net_price: Baht.describe('net_price x quantity'),
  title: z.string(),
  image: z.string().nullable(),
});

export const SummaryCoupon = z.object({
  code: z.string(),
  name: z.string(),
  detail: z.string(),
  image: z.string().nullable(),
  end_date: DateTime,
  selected: z.boolean(),
  applicable: z.boolean().describe('the order meets the coupon condition'),
  discount: Baht.describe('what this coupon would take off this order; 0 when not applicable'),
  status: z.string().nullable(),
  privilege_condition_type_name: z.string(),
});
export type SummaryCoupon = z.infer<typeof SummaryCoupon>;

export const Premium = z.object({
  sku_id: z.number().int().nullable().describe('set when the gift is a catalogue product'),
  title: z.string(),
  price: Baht.describe('value of one gift unit'),
  free_quantity: z.number().int(),
  image: z.string().nullable(),
});
export type Premium = z.infer<typeof Premium>;

export const AppliedPromotion = z.object({
  promotion_id: z.number().int(),
  type: z.string(),
  name: z.string(),
  discount: Baht,
  premiums: z.array(Premium),
});
export type AppliedPromotion = z.infer<typeof AppliedPromotion>;

export const SummaryCart = z.object({
  sale_items: z.array(SaleItem),
  coupons: z.array(SummaryCoupon),
  promotions: z.array(AppliedPromotion),
  promotion_discounts: Baht,
  coupon_discount: Baht,
  total_sale: Baht.describe('sum of net line totals before promotions and coupon'),
  total_net_price: Baht.describe('amount to pay'),
  total_shipping: Baht.describe('shipping fee before its discount'),
  shipping_matching: z.array(z.object({ shipping_discount: Baht })),
});

export const Summary = z
  .object({
    cart: z.array(SummaryCart).length(1),
    total_sku_discount: Baht.describe('what product discounts (discount_price) took off list prices'),
    shipping_address: z.array(Address),
  })
  .meta({ id: 'Summary' });
export type Summary = z.infer<typeof Summary>;
