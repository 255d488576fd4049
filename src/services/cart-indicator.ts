import { useSyncExternalStore } from 'react';
import { readItem, readJson, STORAGE_KEYS } from '../../machines/storage.ts';
import { browserStorage } from '../lib/storage.ts';
import { windowEvents } from '../lib/window-events.ts';

/**
 * Whether the stored cart holds at least one product (the bag icon's dot). Plain when the cart's
 * products list is empty or missing. Updates on any change of the stored cart, in this tab
 * (the 'storefront:cart' event) or another one (the 'storage' event).
 */
function cartHasProducts(): boolean {
  const cart = readJson(STORAGE_KEYS.cart, browserStorage()) as { products?: unknown } | null;
  return Array.isArray(cart?.products) && cart.products.length > 0;
}

const subscribe = windowEvents('storage', 'storefront:cart');

export function useCartHasProducts(): boolean {
  return useSyncExternalStore(subscribe, cartHasProducts, () => false);
}

/** A product's amount in the stored cart and the unit it is sold by (a card says 'ในตะกร้า 48 แพ็ค'). */
export type InCart = { qty: number; packSize: string | null };

let lastText: string | null | undefined;
let lastLines: ReadonlyMap<number, InCart> = new Map();

/** Every product's amount in the stored cart, by sku id (the same map while the stored text is the same). */
function cartAmounts(): ReadonlyMap<number, InCart> {
  const text = readItem(STORAGE_KEYS.cart, browserStorage());
  if (text === lastText) return lastLines;
  lastText = text;
  const cart = readJson(STORAGE_KEYS.cart, browserStorage()) as { products?: unknown } | null;
  const lines = new Map<number, InCart>();
  for (const line of Array.isArray(cart?.products) ? cart.products : []) {
    const { id, qty, packSize } = (line ?? {}) as { id?: unknown; qty?: unknown; packSize?: unknown };
    if (typeof id === 'number' && typeof qty === 'number' && qty > 0)
      lines.set(id, { qty, packSize: typeof packSize === 'string' ? packSize : null });
  }
  lastLines = lines;
  return lines;
}

const noLines: ReadonlyMap<number, InCart> = new Map();

/**
 * How many of this product the cart holds, or null: read from the stored cart like the bag dot, so
 * a card on /home shows it without loading the cart's chart.
 */
export function useInCart(id: number): InCart | null {
  const lines = useSyncExternalStore(subscribe, cartAmounts, () => noLines);
  return lines.get(id) ?? null;
}
