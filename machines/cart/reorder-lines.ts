import { QUANTITY_MAX } from '../../contract/limits.ts';
import type { OrderDetail } from '../../contract/orders.ts';
import { mapWithConcurrency } from './pool.ts';
import { cartLineOf } from './product-line.ts';
import { isProductGone, type LookupSku, lookupWithTimeout, MAX_LOOKUPS_IN_FLIGHT } from './refresh.ts';
import type { ReorderLines } from './types.ts';

/** GET /orders/detail's number and items (the app passes api.getOrderDetail). */
export type GetOrderItems = (
  orderId: number,
  signal?: AbortSignal,
) => Promise<Pick<OrderDetail, 'order_no' | 'order_items'>>;

type Item = { sku_id: number; title: string; quantity: number };

/** One line per product: an order holding the same product twice buys it once, quantities added. */
function mergeItems(items: readonly Item[]): Item[] {
  const byId = new Map<number, Item>();
  for (const item of items) {
    const seen = byId.get(item.sku_id);
    byId.set(item.sku_id, seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item });
  }
  return [...byId.values()];
}

/**
 * The lines of a reorder ('ซื้ออีกครั้ง', restocking an earlier order) and the order's number: its
 * items, each looked up like a cart line on opening so the price, discount, image and pack size are
 * today's. A 404 (or an
 * answer without a sku) means the product is no longer sold: its name goes to `unavailable`. Any
 * other failure rejects: the chart says the reorder failed and the cart is left as it was.
 */
export async function loadReorderLines(
  orderId: number,
  getOrderItems: GetOrderItems,
  lookup: LookupSku,
  signal?: AbortSignal,
): Promise<ReorderLines> {
  const order = await getOrderItems(orderId, signal);
  const items = mergeItems(order.order_items);
  const found = await mapWithConcurrency(items, MAX_LOOKUPS_IN_FLIGHT, async (item) => {
    try {
      return { item, answer: await lookupWithTimeout(lookup, item.sku_id, { signal }) };
    } catch (error) {
      if (isProductGone(error)) return { item, answer: null };
      throw error;
    }
  });
  const result: ReorderLines = { lines: [], unavailable: [], orderNo: order.order_no };
  for (const { item, answer } of found) {
    if (!answer?.sku) {
      result.unavailable.push(item.title);
      continue;
    }
    result.lines.push({
      line: cartLineOf({ ...answer, id: item.sku_id }),
      qty: Math.min(item.quantity, QUANTITY_MAX),
    });
  }
  return result;
}
