import { createHash } from 'node:crypto';
import type { OrderBody, OrderCreated, OrderDetail, OrderListItem } from '../../src/contract/index.ts';
import {
  CANCELLABLE_ORDER_STATUSES,
  ORDER_PAYMENT_WINDOW_HOURS,
  ORDER_STATUS,
  PAYMENT_STATUS,
} from '../../src/contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import { qrJpegBase64 } from '../payments/qr.ts';
import { MINIMUM_ORDER_BAHT } from '../pricing/rules.ts';
import type { Customer } from './auth.ts';
import { loadPricingInput, price } from './checkout.ts';
import { addressesOf } from './customers.ts';
import { openPayment, type PaymentSettings } from './payments.ts';

type ListQuery = {
  limit?: number | undefined;
  page?: number | undefined;
  order_name?: 'created_date' | 'order_no' | 'total_amount' | 'status_id' | undefined;
  order_by?: 'asc' | 'desc' | undefined;
  search?: string | undefined;
  status?: number | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
};

/** 'SO' + the Bangkok date (YYMMDD) + the id: SO261121010001. */
export function orderNumber(id: number, at: Date) {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
  })
    .format(at)
    .replaceAll('-', '');
  return `SO${ymd}${String(id).padStart(6, '0')}`;
}

interface OrderRow {
  id: number;
  order_no: string;
  customer_id: number;
  status_id: number;
  created_date: Date;
  customer_name: string;
  ship_phone_1: string | null;
  ship_phone_2: string | null;
  ship_address: string;
  ship_sub_dist: string;
  ship_district: string;
  ship_province: string;
  ship_zipcode: string;
  coupon_code: string | null;
  total_sale: number;
  shipping_fee: number;
  discount_shipping: number;
  total_discount: number;
  coupon_discount: number;
  total_amount: number;
}

const requestHash = (body: OrderBody) => createHash('sha256').update(JSON.stringify(body)).digest('hex');
const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

/** Releases a coupon that a cancelled order had used. */
async function releaseCoupon(tx: Queryable, orderId: number) {
  await tx.query(
    `UPDATE coupons SET status = NULL, used_order_id = NULL WHERE used_order_id = $1 AND status = 'Used'`,
    [orderId],
  );
}

export function createOrders(db: Db, clock: Clock, settings: PaymentSettings) {
  /** Orders unpaid for 24 hours become status 7; their pending payments are cancelled. */
  async function expireUnpaid() {
    const cutoff = new Date(clock.now().getTime() - ORDER_PAYMENT_WINDOW_HOURS * 3_600_000);
    return db.transaction(async (tx) => {
      const expired = await tx.query<{ id: number }>(
        `UPDATE orders SET status_id = $1, updated_date = $2
          WHERE status_id = $3 AND created_date <= $4 RETURNING id`,
        [ORDER_STATUS.cancelledUnpaid, clock.now(), ORDER_STATUS.awaitingPayment, cutoff],
      );
      for (const { id } of expired) {
        await tx.query(
          'UPDATE payments SET status = $2, updated_date = $3 WHERE order_id = $1 AND status = $4',
          [id, PAYMENT_STATUS.cancelled, clock.now(), PAYMENT_STATUS.pending],
        );
        await releaseCoupon(tx, id);
      }
      return expired.length;
    });
  }

  async function ownOrder(tx: Queryable, customer: Customer, orderId: number, field: string, lock = false) {
    const [order] = await tx.query<OrderRow>(
      `SELECT * FROM orders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [orderId],
    );
    if (!order) throw notFound(field, 'no such order');
    if (order.customer_id !== customer.id) throw forbidden(`${field} is not your order`);
    return order;
  }

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
    if (!order) throw new ApiError(500, 'idempotency record vanished');
    if (order.request_hash !== hash) throw conflict('Idempotency-Key was already used for a different order');
    const [payment] = await db.query<{
      id: number;
      qr_payload: string;
      qr_timeout: number;
      created_date: Date;
    }>(
      'SELECT id, qr_payload, qr_timeout, created_date FROM payments WHERE order_id = $1 AND status = $2 ORDER BY id DESC LIMIT 1',
      [order.id, PAYMENT_STATUS.pending],
    );
    return {
      order_id: order.id,
      order_no: order.order_no,
      payment_id: payment?.id ?? null,
      qr_code: payment ? qrJpegBase64(payment.qr_payload) : null,
      qr_timeout: payment?.qr_timeout ?? null,
      created_date: payment?.created_date.toISOString() ?? null,
      total_amount: order.total_amount,
    };
  }

  return {
    expireUnpaid,

    /** POST /orders: recompute everything, refuse a stale total (409), store, open a payment. */
    async create(
      customer: Customer,
      body: OrderBody,
      idempotencyKey: string | undefined,
    ): Promise<OrderCreated> {
      const hash = requestHash(body);
      if (idempotencyKey) {
        const [existing] = await db.query(
          'SELECT 1 FROM orders WHERE customer_id = $1 AND idempotency_key = $2',
          [customer.id, idempotencyKey],
        );
        if (existing) return replay(customer, idempotencyKey, hash);
      }
      const now = clock.now();
      const { shipping, tax } = await addressesOf(db, customer.id);
      if (body.shipping_address.id !== shipping.id)
        throw notFound('body.shipping_address.id', 'is not your shipping address');
      if (body.tax_address.id !== tax.id)
        throw notFound('body.tax_address.id', 'is not your tax-invoice address');
      const items = [...body.order_items].sort((a, b) => a.seq - b.seq);
      const coupon = body.coupon_code
        ? { kind: 'code' as const, code: body.coupon_code }
        : { kind: 'none' as const };
      const input = await loadPricingInput(db, customer.id, items, coupon, now, 'body.order_items');
      const v = price(input, 'body.coupon_code');
      if (v.total_sale < MINIMUM_ORDER_BAHT)
        throw conflict(`the minimum order is ${MINIMUM_ORDER_BAHT} baht`);
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
        throw conflict('prices changed since the summary; review the new figures', figures);
      }
      try {
        return await db.transaction(async (tx) => {
          const [next] = await tx.query<{ id: number }>(`SELECT nextval('orders_id_seq') AS id`);
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
              orderNumber(next!.id, now),
            ],
          );
          const orderId = order!.id;
          for (const [i, line] of v.sale_items.entries()) {
            await tx.query(
              `INSERT INTO order_items (order_id, seq, sku_id, title, image_url, list_price, price, quantity)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [
                orderId,
                items[i]!.seq,
                line.sku_id,
                line.title,
                line.image,
                line.price,
                line.net_price,
                line.quantity,
              ],
            );
          }
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
            if (used.length === 0) throw conflict('body.coupon_code was used already');
          }
          const payment = await openPayment(
            tx,
            { id: orderId, order_no: order!.order_no, total_amount: v.total_net_price },
            settings,
            now,
          );
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
      } catch (error) {
        // Two requests with one key raced: the loser answers what the winner stored.
        if (idempotencyKey && isUniqueViolation(error)) return replay(customer, idempotencyKey, hash);
        throw error;
      }
    },

    async list(customer: Customer, q: ListQuery): Promise<OrderListItem[]> {
      await expireUnpaid();
      const limit = q.limit ?? 20;
      const params: unknown[] = [customer.id];
      const where = ['o.customer_id = $1'];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('$?', `$${params.length}`));
      };
      if (q.status) add('o.status_id = $?', q.status);
      if (q.search) add(`o.order_no ILIKE $?`, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (q.start_date) add(`(o.created_date AT TIME ZONE 'Asia/Bangkok')::date >= $?::date`, q.start_date);
      if (q.end_date) add(`(o.created_date AT TIME ZONE 'Asia/Bangkok')::date <= $?::date`, q.end_date);
      const column = {
        created_date: 'o.created_date',
        order_no: 'o.order_no',
        total_amount: 'o.total_amount',
        status_id: 'o.status_id',
      }[q.order_name ?? 'created_date'];
      const dir = q.order_by === 'asc' ? 'ASC' : q.order_by === 'desc' || !q.order_name ? 'DESC' : 'ASC';
      params.push(limit, ((q.page ?? 1) - 1) * limit);
      const rows = await db.query<Omit<OrderListItem, 'created_date'> & { created_date: Date }>(
        `SELECT o.id AS order_id, o.order_no, o.status_id, o.created_date, o.total_amount,
                (SELECT COUNT(*) FROM order_items i WHERE i.order_id = o.id) AS total_sku
           FROM orders o WHERE ${where.join(' AND ')}
          ORDER BY ${column} ${dir}, o.id ${dir} LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      return rows.map((r) => ({ ...r, created_date: r.created_date.toISOString() }));
    },

    async detail(customer: Customer, orderId: number): Promise<OrderDetail> {
      await expireUnpaid();
      const o = await ownOrder(db, customer, orderId, 'query.order_id');
      const items = await db.query<OrderDetail['order_items'][number]>(
        'SELECT sku_id, image_url, title, price, quantity FROM order_items WHERE order_id = $1 ORDER BY seq',
        [orderId],
      );
      const premiums = await db.query<OrderDetail['premiums'][number]>(
        'SELECT image, title, price, free_quantity FROM order_premiums WHERE order_id = $1 ORDER BY seq',
        [orderId],
      );
      return {
        order_id: o.id,
        order_no: o.order_no,
        status_id: o.status_id,
        created_date: o.created_date.toISOString(),
        customer_name: o.customer_name,
        shipping_address_detail: {
          phone_1: o.ship_phone_1,
          phone_2: o.ship_phone_2,
          address: o.ship_address,
          sub_dist: o.ship_sub_dist,
          district: o.ship_district,
          province: o.ship_province,
          zipcode: o.ship_zipcode,
        },
        order_items: items,
        premiums,
        total_sale: o.total_sale,
        shipping_fee: o.shipping_fee,
        discount_shipping: o.discount_shipping,
        total_discount: o.total_discount,
        coupon_discount: o.coupon_discount,
        coupon_code: o.coupon_code,
        total_amount: o.total_amount,
      };
    },

    /** Cancel in status 1 or 2 (409 otherwise): pending payments end, a used coupon returns. */
    async cancel(customer: Customer, orderId: number) {
      await expireUnpaid();
      return db.transaction(async (tx) => {
        const order = await ownOrder(tx, customer, orderId, 'body.order_id', true);
        if (!CANCELLABLE_ORDER_STATUSES.includes(order.status_id)) {
          throw conflict(`order cannot be cancelled in status ${order.status_id}`);
        }
        const now = clock.now();
        await tx.query('UPDATE orders SET status_id = $2, updated_date = $3 WHERE id = $1', [
          orderId,
          ORDER_STATUS.cancelledByCustomer,
          now,
        ]);
        await tx.query(
          'UPDATE payments SET status = $2, updated_date = $3 WHERE order_id = $1 AND status = $4',
          [orderId, PAYMENT_STATUS.cancelled, now, PAYMENT_STATUS.pending],
        );
        await releaseCoupon(tx, orderId);
        return { order_id: orderId, status_id: ORDER_STATUS.cancelledByCustomer };
      });
    },

    /** Development control: move an order to any status. */
    async setStatus(orderId: number, statusId: number) {
      const rows = await db.query(
        'UPDATE orders SET status_id = $2, updated_date = $3 WHERE id = $1 RETURNING id',
        [orderId, statusId, clock.now()],
      );
      if (rows.length === 0) throw notFound('params.order_id', 'no such order');
      return { order_id: orderId, status_id: statusId };
    },
  };
}
export type Orders = ReturnType<typeof createOrders>;
