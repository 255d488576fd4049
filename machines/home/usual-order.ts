import { cartLineOf, type ReorderLines } from '../cart/index.ts';
import type { HomeUsualItem } from './types.ts';

/**
 * 'สั่งซ้ำ' on home: the usual order goes to the cart as a reorder does ('ซื้ออีกครั้ง', the cart
 * chart's `cart.reordered`): every product still sold with its last quantity and today's price,
 * ticked, the cart saved and /cart opened; the names of those no longer sold are said on /cart.
 * USUAL_REORDER_ID stands for the usual order where a reorder names its order (no order id is 0).
 */
export const USUAL_REORDER_ID = 0;

export function usualReorder(items: readonly HomeUsualItem[]): ReorderLines & { orderId: number } {
  const lines: ReorderLines['lines'] = [];
  const unavailable: string[] = [];
  for (const item of items) {
    const product = item.product;
    if (!product) {
      unavailable.push(item.title);
      continue;
    }
    lines.push({ line: cartLineOf(product), qty: item.quantity });
  }
  return { orderId: USUAL_REORDER_ID, lines, unavailable };
}
