import type { OrderDetail, OrderListItem } from '../../contract/index.ts';
import {
  CANCELLABLE_ORDER_STATUSES,
  ORDER_PAYMENT_WINDOW_HOURS,
  ORDER_STATUS,
} from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/index.ts';
import { DomainError } from '../domain/errors.ts';
import type { Customer } from './auth.ts';
import { type LockedOrder, lockOrder, lockPayments, moveOrder, notYourOrder } from './order-state.ts';
import { ORDER_TRANSITIONS, type OrderEvent, supplierPath } from './transitions.ts';

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

export function createOrders(db: Db, clock: Clock) {
  /**
   * Orders unpaid for 24 hours become status 7 (their pending payments are cancelled), one order at
   * a time under the usual locks. Orders another request holds are skipped (SKIP LOCKED): the next
   * sweep, which runs before every order read, takes them.
   */
  async function expireUnpaid() {
    const now = clock.now();
    const cutoff = new Date(now.getTime() - ORDER_PAYMENT_WINDOW_HOURS * 3_600_000);
    const due = await db.query<{ id: number }>(
      'SELECT id FROM orders WHERE status_id = $1 AND created_date <= $2 ORDER BY id LIMIT 500',
      [ORDER_STATUS.awaitingPayment, cutoff],
    );
    let expired = 0;
    for (const { id } of due) {
      expired += await db.transaction(async (tx) => {
        const [order] = await tx.query<LockedOrder>(
          `SELECT id, order_no, customer_id, status_id, total_amount FROM orders
            WHERE id = $1 AND status_id = $2 AND created_date <= $3 FOR UPDATE SKIP LOCKED`,
          [id, ORDER_STATUS.awaitingPayment, cutoff],
        );
        if (!order) return 0;
        await moveOrder(tx, order, await lockPayments(tx, id), 'sweep.expire', now);
        return 1;
      });
    }
    return expired;
  }

  async function ownOrder(tx: Queryable, customer: Customer, orderId: number, lock = false) {
    const [order] = await tx.query<OrderRow>(
      `SELECT * FROM orders WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [orderId],
    );
    if (!order) throw new DomainError('notFound', 'order', 'no such order');
    if (order.customer_id !== customer.id) throw notYourOrder();
    return order;
  }

  return {
    expireUnpaid,

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
      const o = await ownOrder(db, customer, orderId);
      const items = await db.query<OrderDetail['order_items'][number]>(
        'SELECT sku_id, image_url, title, price, quantity FROM order_items WHERE order_id = $1 ORDER BY seq',
        [orderId],
      );
      const premiums = await db.query<OrderDetail['premiums'][number]>(
        'SELECT image, title, price, free_quantity FROM order_premiums WHERE order_id = $1 ORDER BY seq',
        [orderId],
      );
      const refunds = await db.query<{
        payment_id: number;
        amount: number;
        reason: string;
        created_date: Date;
      }>('SELECT payment_id, amount, reason, created_date FROM refunds WHERE order_id = $1 ORDER BY id', [
        orderId,
      ]);
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
        refunds: refunds.map((r) => ({ ...r, created_date: r.created_date.toISOString() })),
      };
    },

    /**
     * Cancel in status 1 or 2 (409 otherwise, from the order table): pending payments end, a paid
     * one is recorded as a payment to refund, a used coupon returns.
     */
    async cancel(customer: Customer, orderId: number) {
      await expireUnpaid();
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (order.customer_id !== customer.id) throw notYourOrder();
        if (!CANCELLABLE_ORDER_STATUSES.includes(order.status_id)) {
          throw new DomainError(
            'conflict',
            'orderStatus',
            `order cannot be cancelled in status ${order.status_id}`,
          );
        }
        await moveOrder(tx, order, await lockPayments(tx, orderId), 'customer.cancel', clock.now());
        return { order_id: orderId, status_id: order.status_id };
      });
    },

    /**
     * Development control ('move order along'): the supplier's steps from the order's status to
     * `statusId`, each checked by the order table (409 when there is no such path, e.g. 1 -> 3:
     * an order is paid only through its payment).
     */
    async setStatus(orderId: number, statusId: number) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const payments = await lockPayments(tx, orderId);
        for (const event of supplierPath(order.status_id, statusId)) {
          await moveOrder(tx, order, payments, event, clock.now());
        }
        return { order_id: orderId, status_id: order.status_id };
      });
    },

    /**
     * The staff API: one step of the order table, the supplier's next status (2 -> 3 -> 4 -> 5) or
     * its cancel (a paid payment recorded for refund, the coupon back: moveOrder), 409 for any other
     * move; the change and its audit row (who, from where, from, to) in one transaction.
     */
    async staffSetStatus(orderId: number, statusId: number, who: { actor: string; address: string }) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const from = order.status_id;
        const event = (['supplier.advance', 'supplier.cancel'] as OrderEvent[]).find(
          (e) => ORDER_TRANSITIONS[from]?.[e] === statusId,
        );
        if (!event) {
          throw new DomainError(
            'conflict',
            'orderStatus',
            `order status ${from} cannot be moved to ${statusId} (the supplier moves 2 -> 3 -> 4 -> 5, or cancels 1, 2 or 3)`,
          );
        }
        const now = clock.now();
        await moveOrder(tx, order, await lockPayments(tx, orderId), event, now);
        await tx.query(
          `INSERT INTO order_status_audit (order_id, actor, address, from_status, to_status, created_date)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [orderId, who.actor, who.address, from, order.status_id, now],
        );
        return { order_id: orderId, from_status_id: from, status_id: order.status_id };
      });
    },
  };
}
export type Orders = ReturnType<typeof createOrders>;
