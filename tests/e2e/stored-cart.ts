import type { Page } from '@playwright/test';
import type { CartLine } from '../../machines/cart/types.ts';

/**
 * Carts written straight into the browser storage, the way the cart stores them (spec section 3
 * "Cart"): the e2e specs that start from a given cart, and the cart bench.
 */

/** A cart line: 'SKU <id>' at ฿47, one unit, no discount, no image, ticked; `fields` tell otherwise. */
export const cartLine = (id: number, fields: Partial<CartLine> = {}): CartLine => ({
  id,
  name: `SKU ${id}`,
  price: 47,
  qty: 1,
  discount: 0,
  imageUrl: null,
  select: true,
  ...fields,
});

/** Stores `products` as the cart (the page must already be on the app's origin). */
export async function storeCart(page: Page, products: CartLine[], total = 0) {
  await page.evaluate(
    ({ products, total }) => localStorage.setItem('cart', JSON.stringify({ id: 1, products, total })),
    { products, total },
  );
}
