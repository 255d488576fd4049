import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';
import { cartTotal, createDefaultCart, DEFAULT_CART_ID } from './lines.ts';
import type { Cart, CartLine } from './types.ts';

/**
 * Reading the cart kept in local storage under `cart` (spec section 3 "Cart"). Pure: whatever the
 * storage holds (nothing, broken JSON, another app's value, an old shape) becomes a valid cart.
 * - not an object with a `products` array: the default cart { id: 1, products: [], total: 0 };
 * - a line missing a field or of the wrong type is dropped (the rest of the cart is kept);
 * - a line's qty is brought into 1..999 (decimals truncated), a missing `select` reads false,
 *   a null discount reads 0; a second line with the same id is dropped; a pack size (text) and
 *   the not-refreshed mark are kept when present;
 * - the id is always 1 and the total is recomputed from the lines (a stored total is not trusted).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One stored line, or null when it cannot be one. */
export function parseCartLine(value: unknown): CartLine | null {
  if (!isRecord(value)) return null;
  const { id, name, price, qty, discount, imageUrl, select, packSize, stale } = value;
  if (!isFiniteNumber(id) || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof name !== 'string') return null;
  if (!isFiniteNumber(price) || price < 0) return null;
  if (!isFiniteNumber(qty)) return null;
  if (
    discount !== null &&
    discount !== undefined &&
    (!isFiniteNumber(discount) || discount < 0 || discount > 100)
  )
    return null;
  if (imageUrl !== null && imageUrl !== undefined && typeof imageUrl !== 'string') return null;
  return {
    id,
    name,
    price,
    qty: Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(qty))),
    discount: discount ?? 0,
    imageUrl: imageUrl ?? null,
    select: select === true,
    ...(typeof packSize === 'string' || packSize === null ? { packSize } : {}),
    ...(stale === true ? { stale } : {}),
  };
}

/** The stored value (already JSON-parsed, or null) as a valid cart; see the rules above. */
export function parseStoredCart(value: unknown): Cart {
  if (!isRecord(value) || !Array.isArray(value.products)) return createDefaultCart();
  const products: CartLine[] = [];
  for (const item of value.products) {
    const line = parseCartLine(item);
    if (line && !products.some((p) => p.id === line.id)) products.push(line);
  }
  return { id: DEFAULT_CART_ID, products, total: cartTotal(products) };
}
