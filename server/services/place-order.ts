import { createHash } from 'node:crypto';
import type { OrderBody, OrderCreated } from '../../contract/index.ts';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../contract/index.ts';
import { MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import { enqueueOrderNews } from '../line/outbox.ts';
import { assertDistinct } from '../pricing/lines.ts';
import { loadPricingInput } from '../pricing/load-input.ts';
import { price } from '../pricing/price.ts';
import type { Customer } from './auth.ts';
import { type AddressRow, shippingAndTax } from './customers.ts';
import { issuePayment, type PaymentSettings, storedQrImage, storePayment } from './payment-issue.ts';

/**
 * Placing an order (POST /orders): recompute every figure, refuse a stale total (409), store the
 * order, its items and gifts, mark its coupon used, and open its PromptPay payment, all in one
 * transaction; an Idempotency-Key makes a repeated request answer the same order.
 */
const BANGKOK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});

/** 'SO' + the Bangkok date (YYMMDD) + the id: SO261121010001. */
function orderNumber(id: number, at: Date) {
  const ymd = BANGKOK_DATE.format(at).replaceAll('-', '');
  return `SO${ymd}${String(id).padStart(6, '0')}`;
}

const requestHash = (body: OrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
/** Only the unique index on (customer, Idempotency-Key) means two requests with one key raced. */
const isIdempotencyRace = (e: unknown) => {
  const error = e as { code?: string; constraint?: string; message?: string };
  return (
    error?.code === '23505' &&
    (error.constraint === 'orders_idempotency_idx' || /orders_idempotency_idx/.test(error.message ?? ''))
  );
};

export function createOrderPlacement(
  db: Db,
  clock: Clock,
  settings: PaymentSettings,
  /** Called once per order stored (not for a replay): the orders-placed metric. */
  onPlaced: () => void = () => {},
) {
  /** The answer of an order placed earlier with the same Idempotency-Key. */
  async function replay(customer: Customer, key: string, hash: string): Promise<OrderCreated> {
    const [order] = await db.query<{
      id: number;
      order_no: string;
      request_hash: string;
      total_amount: number;
    }>(
      'SELECT id, order_no, request_hash, total_amount FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
      [customer.id, key],
    );
    if (!order) throw new Error('idempotency record vanished');
    if (order.request_hash !== hash) {
      throw new DomainError(
        'conflict',
        'idempotencyKey',
        'Idempotency-Key was already used for a different order',
      );
    }
    const [payment] = await db.query<{
      id: number;
      qr_payload: string;
      qr_image: string | null;
      qr_timeout: number;
      created_date: Date;
    }>(
      'SELECT id, qr_payload, qr_image, qr_timeout, created_date FROM payments WHERE order_id = $1 AND status = $2 ORDER BY id DESC LIMIT 1',
      [order.id, PAYMENT_STATUS.pending],
    );
    return {
      order_id: order.id,
      order_no: order.order_no,
      payment_id: payment?.id ?? null,
      qr_code: payment ? await storedQrImage(payment) : null,
      qr_timeout: payment?.qr_timeout ?? null,
      created_date: payment?.created_date.toISOString() ?? null,
      total_amount: order.total_amount,
    };
  }

  /** POST /orders: recompute everything, refuse a stale total (409), store, open a payment. */
  return async function placeOrder(
    customer: Customer,
    body: OrderBody,
    idempotencyKey: string | undefined,
  ): Promise<OrderCreated> {
    // Two lines with one `seq` or one `sku_id`: refused, naming the second line.
    assertDistinct(body.order_items, 'seq');
    assertDistinct(body.order_items, 'sku_id');
    const hash = requestHash(body);
    if (idempotencyKey) {
      const [existing] = await db.query(
        'SELECT 1 FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
        [customer.id, idempotencyKey],
      );
      if (existing) return replay(customer, idempotencyKey, hash);
    }
    const now = clock.now();
    // Lines keep the body's order, so an error's index names the line as sent; `seq` is stored.
    const items = body.order_items;
    const coupon = body.coupon_code
      ? { kind: 'code' as const, code: body.coupon_code }
      : { kind: 'none' as const };
    const { input, addressRows } = await loadPricingInput(db, customer.id, items, coupon, now);
    const { shipping, tax } = shippingAndTax(addressRows as AddressRow[]);
    if (body.shipping_address.id !== shipping.id)
      throw new DomainError('notFound', 'shippingAddress', 'is not your shipping address');
    if (body.tax_address.id !== tax.id)
      throw new DomainError('notFound', 'taxAddress', 'is not your tax-invoice address');
    const v = price(input);
    if (v.total_sale < MINIMUM_ORDER_BAHT) {
      throw new DomainError('conflict', 'orderTotal', `the minimum order is ${MINIMUM_ORDER_BAHT} baht`);
    }
    const figures = {
      total: v.total_net_price,
      shipping_fee: v.total_shipping,
      discount_shipping: v.shipping_discount,
    };
    if (
      body.total !== figures.total ||
      body.shipping_fee !== figures.shipping_fee ||
      body.discount_shipping !== figures.discount_shipping
    ) {
      throw new DomainError(
        'conflict',
        'orderTotal',
        'prices changed since the summary; review the new figures',
        {
          data: figures,
        },
      );
    }
    // The order's id and its charge at the provider come first, outside the transaction, so the
    // provider's answer holds no lock (services/payments.ts issuePayment).
    const [next] = await db.query<{ id: number; payment_id: number }>(
      `SELECT nextval('orders_id_seq')::integer AS id, nextval('payments_id_seq')::integer AS payment_id`,
    );
    const orderNo = orderNumber(next!.id, now);
    const issued = await issuePayment(
      db,
      { order_no: orderNo, total_amount: v.total_net_price },
      settings,
      next!.payment_id,
    );
    try {
      const placed = await db.transaction(async (tx) => {
        const [order] = await tx.query<{ id: number; order_no: string }>(
          `INSERT INTO orders (id, order_no, customer_id, status_id, created_date, updated_date, idempotency_key, request_hash,
             payment_method, shipping_address_id, tax_address_id, customer_name, ship_phone_1, ship_phone_2, ship_address,
             ship_sub_dist, ship_district, ship_province, ship_zipcode, coupon_code, total_sale, total_sku_discount,
             total_discount, coupon_discount, shipping_fee, discount_shipping, total_amount)
           VALUES ($24, $25,
             $1, $2, $3, $3, $4, $5, 1, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
           RETURNING id, order_no`,
          [
            customer.id,
            ORDER_STATUS.awaitingPayment,
            now,
            idempotencyKey ?? null,
            hash,
            shipping.id,
            tax.id,
            customer.name,
            shipping.phone_1,
            shipping.phone_2,
            shipping.name,
            shipping.sub_district,
            shipping.district,
            shipping.province,
            shipping.zipcode,
            v.selected_coupon_code,
            v.total_sale,
            v.total_sku_discount,
            v.promotion_discounts,
            v.coupon_discount,
            v.total_shipping,
            v.shipping_discount,
            v.total_net_price,
            next!.id,
            orderNo,
          ],
        );
        const orderId = order!.id;
        // Every line in one statement (a round trip each would be one per line).
        await tx.query(
          `INSERT INTO order_items (order_id, seq, sku_id, title, image_url, list_price, price, quantity)
           SELECT $1, * FROM unnest($2::int[], $3::int[], $4::text[], $5::text[], $6::numeric[], $7::numeric[], $8::int[])`,
          [
            orderId,
            v.sale_items.map((_, i) => items[i]!.seq),
            v.sale_items.map((line) => line.sku_id),
            v.sale_items.map((line) => line.title),
            v.sale_items.map((line) => line.image),
            v.sale_items.map((line) => line.price),
            v.sale_items.map((line) => line.net_price),
            v.sale_items.map((line) => line.quantity),
          ],
        );
        const gifts = v.promotions.flatMap((p) =>
          p.premiums.map((g) => ({ ...g, promotion_id: p.promotion_id })),
        );
        for (const [i, gift] of gifts.entries()) {
          await tx.query(
            `INSERT INTO order_premiums (order_id, seq, promotion_id, title, image, price, free_quantity)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [orderId, i + 1, gift.promotion_id, gift.title, gift.image, gift.price, gift.free_quantity],
          );
        }
        if (v.selected_coupon_code) {
          const used = await tx.query(
            `UPDATE coupons SET status = 'Used', used_order_id = $3
              WHERE customer_id = $1 AND code = $2 AND status IS NULL RETURNING id`,
            [customer.id, v.selected_coupon_code, orderId],
          );
          if (used.length === 0) throw new DomainError('conflict', 'coupon', 'was used already');
        }
        const payment = await storePayment(
          tx,
          { id: orderId, total_amount: v.total_net_price },
          [],
          issued,
          settings,
          now,
        );
        // The 'order placed' LINE message, queued with the order (server/line/outbox.ts).
        await enqueueOrderNews(tx, orderId, 'placed', now);
        return {
          order_id: orderId,
          order_no: order!.order_no,
          payment_id: payment.payment_id,
          qr_code: payment.qr_image,
          qr_timeout: payment.qr_timeout,
          created_date: payment.created_date,
          total_amount: v.total_net_price,
        };
      });
      onPlaced();
      return placed;
    } catch (error) {
      // Two requests with one key raced: the loser answers what the winner stored.
      if (idempotencyKey && isIdempotencyRace(error)) return replay(customer, idempotencyKey, hash);
      throw error;
    }
  };
}
