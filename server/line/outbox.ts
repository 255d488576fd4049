import { ORDER_STATUS } from '../../contract/index.ts';
import type { Queryable } from '../db/index.ts';
import type { NewsKind, OrderNews } from './messages.ts';

/**
 * The LINE outbox (migration 008, docs/line-messaging.md): a message about an order is a row
 * written in the transaction of the change that causes it, one per LINE user bound to the order's
 * shop, so it exists exactly when the change does. worker.ts sends the rows.
 */

/** The news an order's new status brings; null for none (status 1 is 'placed', written by the placement). */
function newsOfStatus(statusId: number): NewsKind | null {
  switch (statusId) {
    case ORDER_STATUS.paidPreparing:
      return 'paid';
    case ORDER_STATUS.packing:
      return 'preparing';
    case ORDER_STATUS.inTransit:
      return 'in_transit';
    case ORDER_STATUS.delivered:
      return 'delivered';
    case ORDER_STATUS.cancelledByCustomer:
    case ORDER_STATUS.cancelledUnpaid:
    case ORDER_STATUS.cancelledBySupplier:
      return 'cancelled';
    default:
      return null;
  }
}

/**
 * Queues `kind` for every LINE user bound to the order's shop, inside the caller's transaction.
 * The same news about one order is queued once (unique order, kind, user).
 */
export async function enqueueOrderNews(tx: Queryable, orderId: number, kind: NewsKind, now: Date) {
  await tx.query(
    `INSERT INTO line_outbox (kind, order_id, line_user_id, next_attempt_at, created_at)
     SELECT $2, o.id, b.line_user_id, $3, $3
       FROM orders o JOIN line_bindings b ON b.customer_id = o.customer_id
      WHERE o.id = $1
     ON CONFLICT (order_id, kind, line_user_id) DO NOTHING`,
    [orderId, kind, now],
  );
}

/** The news of an order's move to `statusId`, if it brings one (order-state.ts moveOrder). */
export async function enqueueStatusNews(tx: Queryable, orderId: number, statusId: number, now: Date) {
  const kind = newsOfStatus(statusId);
  if (kind) await enqueueOrderNews(tx, orderId, kind, now);
}

/** What a message says about its order, read from the order, its lines and its newest payment. */
export async function readOrderNews(db: Queryable, orderId: number): Promise<OrderNews | null> {
  const [o] = await db.query<{
    id: number;
    order_no: string;
    total_sale: number;
    shipping_fee: number;
    discount_shipping: number;
    total_discount: number;
    coupon_discount: number;
    coupon_code: string | null;
    total_amount: number;
  }>(
    `SELECT id, order_no, total_sale, shipping_fee, discount_shipping, total_discount, coupon_discount,
            coupon_code, total_amount FROM orders WHERE id = $1`,
    [orderId],
  );
  if (!o) return null;
  const items = await db.query<{ title: string; quantity: number; price: number }>(
    'SELECT title, quantity, price FROM order_items WHERE order_id = $1 ORDER BY seq',
    [orderId],
  );
  const gifts = await db.query<{ title: string; quantity: number }>(
    'SELECT title, free_quantity AS quantity FROM order_premiums WHERE order_id = $1 ORDER BY seq',
    [orderId],
  );
  const [p] = await db.query<{ id: number; created_date: Date; qr_timeout: number; updated_date: Date }>(
    'SELECT id, created_date, qr_timeout, updated_date FROM payments WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
    [orderId],
  );
  return {
    orderId: o.id,
    orderNo: o.order_no,
    totalSale: o.total_sale,
    shippingFee: o.shipping_fee,
    discountShipping: o.discount_shipping,
    totalDiscount: o.total_discount,
    couponDiscount: o.coupon_discount,
    couponCode: o.coupon_code,
    totalAmount: o.total_amount,
    items,
    gifts,
    payment: p
      ? {
          id: p.id,
          deadline: new Date(p.created_date.getTime() + p.qr_timeout * 60_000),
          paidAt: p.updated_date,
        }
      : null,
  };
}
