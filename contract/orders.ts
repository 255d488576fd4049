import * as z from 'zod/mini';
import { SkuSuggestion } from './catalogue.ts';
import { Baht, DateTime, described, Id, IdNumber, Int, NullableString } from './common.ts';
import { CouponCode } from './coupons.ts';
import { LINES_MAX } from './limits.ts';
import { OrderBy, optionalQuery, QueryText, queryInt } from './query.ts';
import { Quantity } from './summary.ts';

const PAYMENT_METHOD_QR = 1;

const IdRef = z.object({ id: IdNumber });

export const OrderBody = z
  .object({
    total: described(Baht, 'the amount to pay the client was shown; must match the server figure'),
    payment_method: z.literal(PAYMENT_METHOD_QR, { error: 'must be 1 (QR payment)' }),
    shipping_address: IdRef,
    shipping_fee: Baht,
    discount_shipping: Baht,
    tax_address: IdRef,
    order_items: z
      .array(
        z.object({
          sku_id: IdNumber,
          seq: z.int().check(z.minimum(1), z.maximum(LINES_MAX)),
          quantity: Quantity,
        }),
      )
      .check(
        z.minLength(1, 'must hold at least one line'),
        z.maxLength(LINES_MAX, `must hold at most ${LINES_MAX} lines`),
      ),
    coupon_code: z.optional(z.union([CouponCode, z.literal(''), z.null()])),
  })
  .check(z.meta({ id: 'OrderRequest' }));
export type OrderBody = z.infer<typeof OrderBody>;

export const IdempotencyKey = z
  .string()
  .check(
    z.minLength(8, 'must be at least 8 characters'),
    z.maxLength(100, 'must be at most 100 characters'),
    z.regex(/^[A-Za-z0-9:._-]+$/, 'may contain only letters, digits and ":._-"'),
  );

export const OrderCreated = z
  .object({
    order_id: Int,
    order_no: z.string(),
    payment_id: z.nullable(z.int()),
    qr_code: described(NullableString, 'base64 JPEG of the PromptPay QR (no data: prefix)'),
    qr_timeout: described(z.nullable(z.int()), 'minutes'),
    created_date: described(z.nullable(DateTime), 'when the payment was created'),
    total_amount: Baht,
  })
  .check(z.meta({ id: 'OrderCreated' }));
export type OrderCreated = z.infer<typeof OrderCreated>;

export const OrdersPagedQuery = z.object({
  limit: optionalQuery(queryInt(1, 100)),
  page: optionalQuery(queryInt(1, 100_000)),
  order_name: optionalQuery(z.enum(['created_date', 'order_no', 'total_amount', 'status_id'])),
  order_by: optionalQuery(OrderBy),
  search: optionalQuery(QueryText),
  status: optionalQuery(queryInt(1, 99)),
  start_date: optionalQuery(z.iso.date('must be a date YYYY-MM-DD')),
  end_date: optionalQuery(z.iso.date('must be a date YYYY-MM-DD')),
});

export const OrderListItem = z
  .object({
    order_id: Int,
    order_no: z.string(),
    status_id: Int,
    created_date: DateTime,
    total_sku: described(z.optional(z.nullable(Int)), 'item count; a client reads it as 0 when absent'),
    total_amount: Baht,
  })
  .check(z.meta({ id: 'OrderListItem' }));
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderDetailQuery = z.object({ order_id: Id });
export const OrderIdBody = z.object({ order_id: IdNumber });

export const OrderDetail = z
  .object({
    order_id: Int,
    order_no: z.string(),
    status_id: Int,
    created_date: DateTime,
    customer_name: z.string(),
    shipping_address_detail: z.object({
      phone_1: NullableString,
      phone_2: NullableString,
      address: z.string(),
      sub_dist: z.string(),
      district: z.string(),
      province: z.string(),
      zipcode: z.string(),
    }),
    order_items: z.array(
      z.object({ sku_id: Int, image_url: NullableString, title: z.string(), price: Baht, quantity: Int }),
    ),
    premiums: z.array(
      z.object({ image: NullableString, title: z.string(), price: Baht, free_quantity: Int }),
    ),
    total_sale: Baht,
    shipping_fee: Baht,
    discount_shipping: Baht,
    total_discount: described(Baht, 'promotion discount'),
    coupon_discount: Baht,
    coupon_code: NullableString,
    total_amount: Baht,
    refunds: described(
      z.optional(
        z.array(
          z.object({
            payment_id: Int,
            amount: Baht,
            reason: described(
              z.string(),
              'superseded_payment, order_not_awaiting_payment or order_cancelled (docs/api.md)',
            ),
            created_date: DateTime,
          }),
        ),
      ),
      'payments of this order that do not count and are to be paid back',
    ),
  })
  .check(z.meta({ id: 'OrderDetail' }));
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderCancelled = z.object({ order_id: Int, status_id: Int });

/**
 * One product of the shop's usual order (GET /orders/usual): what it bought in its latest paid or
 * delivered orders, with the quantity of the latest of them, and the product as sold today (price,
 * discount, image, selling unit), or null when it is no longer sold.
 */
export const UsualItem = z
  .object({
    sku_id: described(IdNumber, 'the sku id'),
    title: described(z.string(), 'the name on the latest order (shown when the product is no longer sold)'),
    quantity: described(Quantity, 'the quantity of the latest order holding it'),
    order_count: described(Int, 'in how many of the orders read it was bought'),
    last_ordered: described(DateTime, 'created_date of the latest order holding it'),
    product: described(z.nullable(SkuSuggestion), "today's product; null when it is no longer sold"),
  })
  .check(z.meta({ id: 'UsualItem' }));
export type UsualItem = z.infer<typeof UsualItem>;
