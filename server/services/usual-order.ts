import type { UsualItem } from '../../contract/index.ts';
import {
  BOUGHT_ORDER_STATUSES,
  QUANTITY_MAX,
  USUAL_ITEMS_MAX,
  USUAL_ORDERS_READ,
} from '../../contract/index.ts';
import type { Db } from '../db/index.ts';
import { toListItem } from './catalogue-products.ts';

interface UsualRow {
  sku_id: number;
  title: string;
  quantity: number;
  order_count: number;
  last_ordered: Date;
  sku: string | null;
  product_title: string | null;
  image_url: string | null;
  price: number | null;
  discount_price: number | null;
  pack_size: string | null;
  is_active: boolean | null;
}

/**
 * The shop's usual order (GET /orders/usual, 'สั่งซ้ำ' on home): the products of its latest
 * USUAL_ORDERS_READ paid or delivered orders (never one awaiting payment or cancelled), one per
 * product, those bought in more of them first, then the most recent; each with the quantity of
 * the latest order holding it (the lines of one order added up, at most 999) and the product as
 * sold today, or null when it is no longer sold (inactive or gone). Empty for a new shop. Read
 * per caller, never cached.
 */
export function createUsualOrder(db: Db) {
  return async function usualOrder(customerId: number): Promise<UsualItem[]> {
    const rows = await db.query<UsualRow>(
      `WITH recent AS (
         SELECT id, created_date FROM orders
          WHERE customer_id = $1 AND status_id IN (${BOUGHT_ORDER_STATUSES.join(', ')})
          ORDER BY created_date DESC, id DESC LIMIT $2
       ), lines AS (
         SELECT i.sku_id, r.id AS order_id, r.created_date, MIN(i.title) AS title,
                SUM(i.quantity)::int AS quantity
           FROM order_items i JOIN recent r ON r.id = i.order_id
          GROUP BY i.sku_id, r.id, r.created_date
       ), ranked AS (
         SELECT l.*,
                ROW_NUMBER() OVER (PARTITION BY l.sku_id ORDER BY l.created_date DESC, l.order_id DESC) AS rn,
                (COUNT(*) OVER (PARTITION BY l.sku_id))::int AS order_count
           FROM lines l
       )
       SELECT r.sku_id, r.title, LEAST(r.quantity, $3)::int AS quantity, r.order_count,
              r.created_date AS last_ordered, s.sku, s.title AS product_title, s.image_url,
              s.price, s.discount_price, s.pack_size, s.is_active
         FROM ranked r LEFT JOIN skus s ON s.id = r.sku_id
        WHERE r.rn = 1
        ORDER BY r.order_count DESC, r.created_date DESC, r.sku_id
        LIMIT $4`,
      [customerId, USUAL_ORDERS_READ, QUANTITY_MAX, USUAL_ITEMS_MAX],
    );
    return rows.map((row) => ({
      sku_id: row.sku_id,
      title: row.title,
      quantity: row.quantity,
      order_count: row.order_count,
      last_ordered: row.last_ordered.toISOString(),
      product:
        row.is_active && row.sku && row.product_title !== null && row.price !== null
          ? {
              ...toListItem({
                id: row.sku_id,
                sku: row.sku,
                title: row.product_title,
                image_url: row.image_url,
                price: row.price,
                discount_price: row.discount_price,
              }),
              pack_size: row.pack_size,
            }
          : null,
    }));
  };
}
export type UsualOrder = ReturnType<typeof createUsualOrder>;
