import { QUANTITY_MAX } from '../../contract/limits.ts';
import { netUnitPrice, netUnitSatang, toSatang } from '../../contract/money.ts';
import type { Cart, CartLine, CartLinePayload, CartLineRefresh, RemovedLine } from './types.ts';

/**
 * The cart's pure rules over its lines (spec section 3 "Cart", section 4 "Adding to cart", "Cart
 * selection", "Cart refresh on opening", section 5, section 9). The chart (cart-machine.ts) applies
 * them in its named actions; the screens read them through selectors.ts.
 */

/** Default cart: id 1, no products, total 0 (spec section 9). */
export const DEFAULT_CART_ID = 1;
export const createDefaultCart = (): Cart => ({ id: DEFAULT_CART_ID, products: [], total: 0 });

/**
 * Displayed price of a line: price minus its percent discount, in baht: the server's net_price, by
 * the same function (contract/money.ts; 47.00 less 15% is 39.95).
 */
export const displayedPrice = (line: Pick<CartLine, 'price' | 'discount'>): number =>
  netUnitPrice(line.price, line.discount);

/** A line's net price in integer satang. */
const lineSatang = (line: Pick<CartLine, 'price' | 'discount'>): number =>
  netUnitSatang(toSatang(line.price), line.discount);

/** A line's total: displayed price x qty, exact to the satang. */
export const lineTotal = (line: Pick<CartLine, 'price' | 'discount' | 'qty'>): number =>
  (lineSatang(line) * line.qty) / 100;

/**
 * The cart total: displayed price x qty summed over the SELECTED lines only. Chosen so the stored
 * total is what the cart's bottom bar shows and what the 500-baht minimum is checked against
 * (spec section 2 "Cart": "the selected total"); a freshly added line (select false) adds nothing.
 */
export function cartTotal(products: readonly CartLine[]): number {
  const satang = products
    .filter((line) => line.select)
    .reduce((sum, line) => sum + lineSatang(line) * line.qty, 0);
  return satang / 100;
}

/** The product fields of a payload (a pack size only when the catalogue gave one). */
const productFields = (line: CartLinePayload) => ({
  name: line.name,
  price: line.price,
  discount: line.discount,
  imageUrl: line.imageUrl,
  ...(line.packSize === undefined ? {} : { packSize: line.packSize }),
});

/**
 * Adds `qty` of a product (spec section 4 "Adding to cart"): a line already in the cart gets its
 * quantity raised by qty (capped at 999) and its name, price and discount refreshed; otherwise a
 * new line is appended with select false (qty capped at 999 too).
 */
export function addLine(products: readonly CartLine[], line: CartLinePayload, qty: number): CartLine[] {
  const existing = products.find((p) => p.id === line.id);
  if (!existing) {
    return [
      ...products,
      { id: line.id, ...productFields(line), qty: Math.min(qty, QUANTITY_MAX), select: false },
    ];
  }
  return products.map((p) =>
    p.id === line.id
      ? { ...p, ...productFields(line), imageUrl: p.imageUrl, qty: Math.min(p.qty + qty, QUANTITY_MAX) }
      : p,
  );
}

/** Sets one line's quantity (the caller checked it with isCartQty). */
export const setLineQty = (products: readonly CartLine[], id: number, qty: number): CartLine[] =>
  products.map((line) => (line.id === id ? { ...line, qty } : line));

/** Drops the lines with the given ids (one id: the remove icon; several: checkout's ordered lines). */
export const removeLines = (products: readonly CartLine[], ids: readonly number[]): CartLine[] =>
  products.filter((line) => !ids.includes(line.id));

/** The line with this id and its place, for the undo of a removal. */
export function findRemoved(products: readonly CartLine[], id: number): RemovedLine | null {
  const index = products.findIndex((line) => line.id === id);
  const line = products[index];
  return line ? { line, index } : null;
}

/** Puts a removed line back at its place (or last, when the cart has since become shorter). */
export function restoreLine(products: readonly CartLine[], removed: RemovedLine): CartLine[] {
  const next = [...products];
  next.splice(Math.min(removed.index, next.length), 0, removed.line);
  return next;
}

/** Ticks or unticks one line. */
export const toggleLine = (products: readonly CartLine[], id: number): CartLine[] =>
  products.map((line) => (line.id === id ? { ...line, select: !line.select } : line));

/** Every line is ticked (and there is at least one): what the select-all box shows. */
export const everySelected = (products: readonly CartLine[]): boolean =>
  products.length > 0 && products.every((line) => line.select);

/** Select-all (spec section 4 "Cart selection"): clears every line if all are ticked, else ticks all. */
export function toggleAll(products: readonly CartLine[]): CartLine[] {
  const select = !everySelected(products);
  return products.map((line) => ({ ...line, select }));
}

/** Ticks exactly the lines with these ids (a reorder's lines) and unticks the others. */
export const selectOnly = (products: readonly CartLine[], ids: readonly number[]): CartLine[] =>
  products.map((line) => ({ ...line, select: ids.includes(line.id) }));

/**
 * What one tap on a nudge sends (docs/pricing.md "Nudges"): `cart.addLine` with the line's own
 * product fields and the quantity the nudge is missing (a line already in the cart keeps its tick
 * and gets its quantity raised); none when the line is no longer in the cart.
 */
export function nudgeAddition(
  products: readonly CartLine[],
  add: { sku_id: number; quantity: number },
): { type: 'cart.addLine'; line: CartLinePayload; qty: number } | null {
  const line = products.find((p) => p.id === add.sku_id);
  if (!line) return null;
  const { id, name, price, discount, imageUrl } = line;
  const packSize = line.packSize === undefined ? {} : { packSize: line.packSize };
  return {
    type: 'cart.addLine',
    line: { id, name, price, discount, imageUrl, ...packSize },
    qty: add.quantity,
  };
}

/** The selected lines as the server prices them (the cart's estimate, cart-preview-machine.ts). */
export const previewLines = (products: readonly CartLine[]) =>
  products.filter((line) => line.select).map((line) => ({ sku_id: line.id, quantity: line.qty }));

/** The selected lines' count and total: what the pay button checks. */
export const selectedLines = (products: readonly CartLine[]): CartLine[] =>
  products.filter((line) => line.select);

/**
 * Applies the lookups' outcomes (spec section 4 "Cart refresh on opening"; section 8 as read in
 * docs/adr/0004-cart-keeps-lines.md): an updated line takes the answer's price, discount, image
 * and pack size; a line whose product is gone (404) is dropped; a line whose lookup failed
 * otherwise stays, marked stale; an unchanged one and a line without an outcome (added while the
 * lookups ran) stay as they are. Works on the CURRENT lines, so a quantity changed or a line
 * removed during the refresh is kept as the customer left it.
 */
export function applyRefresh(
  products: readonly CartLine[],
  outcomes: readonly CartLineRefresh[],
): CartLine[] {
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  const next: CartLine[] = [];
  for (const line of products) {
    const outcome = byId.get(line.id);
    const { stale: _stale, ...fresh } = line;
    if (outcome?.outcome === 'gone') continue;
    if (outcome?.outcome === 'failed') next.push({ ...line, stale: true });
    else if (outcome?.outcome === 'updated') {
      const { price, discount, imageUrl, packSize } = outcome;
      next.push({ ...fresh, price, discount, imageUrl, ...(packSize === undefined ? {} : { packSize }) });
    } else if (outcome) next.push(fresh);
    else next.push(line);
  }
  return next;
}

/** The lines with their (selected) total, as the chart assigns them. */
export const withTotal = (products: CartLine[]) => ({ products, total: cartTotal(products) });

/** A per-line record without this line's entry (drafts, notices). */
export const without = <T>(record: Record<number, T>, id: number): Record<number, T> => {
  const { [id]: _gone, ...rest } = record;
  return rest;
};
