import { z } from 'zod';
import { Baht, DateTime, Id, IdNumber, OrderBy, optionalQuery, QueryText } from './common.ts';
import { CouponCode } from './coupons.ts';
import { LINES_MAX, Quantity } from './summary.ts';

export const PAYMENT_METHOD_QR = 1;

const IdRef = z.object({ id: IdNumber });

export const OrderBody = z
  .object({
    total: Baht.describe('the amount to pay the client was shown; must match the server figure'),
    payment_method: z.literal(PAYMENT_METHOD_QR, { error: 'must be 1 (QR payment)' }),
    shipping_address: IdRef,
    shipping_fee: Baht,
    discount_shipping: Baht,
    tax_address: IdRef,
    order_items: z
      .array(
        z.object({
          sku_id: IdNumber,
          seq: z.number().int().min(1).max(LINES_MAX),
          quantity: Quantity,
        }),
      )
      .min(1, 'must hold at least one line')
      .max(LINES_MAX, `must hold at most ${LINES_MAX} lines`),
    coupon_code: z.union([CouponCode, z.literal(''), z.null()]).optional(),
  })
  .meta({ id: 'OrderRequest' });
export type OrderBody = z.infer<typeof OrderBody>;

export const IdempotencyKey = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(100, 'must be at most 100 characters')
  .regex(/^[A-Za-z0-9:._-]+$/, 'may contain only letters, digits and ":._-"');

export const OrderCreated = z
  .object({
    order_id: z.number().int(),
    order_no: z.string(),
    payment_id: z.number().int().nullable(),
    qr_code: z.string().nullable().describe('base64 JPEG of the PromptPay QR (no data: prefix)'),
    qr_timeout: z.number().int().nullable().describe('minutes'),
    created_date: DateTime.nullable().describe('when the payment was created'),
    total_amount: Baht,
  })
  .meta({ id: 'OrderCreated' });
export type OrderCreated = z.infer<typeof OrderCreated>;

export const OrdersPagedQuery = z.object({
  limit: optionalQuery(z.coerce.number().int().min(1).max(100)),
  page: optionalQuery(z.coerce.number().int().min(1).max(100_000)),
  order_name: optionalQuery(z.enum(['created_date', 'order_no', 'total_amount', 'status_id'])),
  order_by: optionalQuery(OrderBy),
  search: optionalQuery(QueryText),
  status: optionalQuery(z.coerce.number().int().min(1).max(99)),
  start_date: optionalQuery(z.iso.date('must be a date YYYY-MM-DD')),
  end_date: optionalQuery(z.iso.date('must be a date YYYY-MM-DD')),
});

export const OrderListItem = z
  .object({
    order_id: z.number().int(),
    order_no: z.string(),
    status_id: z.number().int(),
    created_date: DateTime,
    total_sku: z.number().int(),
    total_amount: Baht,
  })
  .meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderDetailQuery = z.object({ order_id: Id });
export const OrderIdBody = z.object({ order_id: IdNumber });

export const OrderDetail = z
  .object({
    order_id: z.number().int(),
    order_no: z.string(),
    status_id: z.number().int(),
    created_date: DateTime,
    customer_name: z.string(),
    shipping_address_detail: z.object({
      phone_1: z.string().nullable(),
      phone_2: z.string().nullable(),
      address: z.string(),
      sub_dist: z.string(),
      district: z.string(),
      province: z.string(),
      zipcode: z.string(),
    }),
    order_items: z.array(
      z.object({
        sku_id: z.number().int(),
        image_url: z.string().nullable(),
        title: z.string(),
        price: Baht,
        quantity: z.number().int(),
      }),
    ),
    premiums: z.array(
      z.object({
        image: z.string().nullable(),
        title: z.string(),
        price: Baht,
        free_quantity: z.number().int(),
      }),
    ),
    total_sale: Baht,
    shipping_fee: Baht,
    discount_shipping: Baht,
    total_discount: Baht.describe('promotion discount'),
    coupon_discount: Baht,
    coupon_code: z.string().nullable(),
    total_amount: Baht,
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof OrderDetail>;

export const OrderCancelled = z.object({ order_id: z.number().int(), status_id: z.number().int() });
