import { useSyncExternalStore } from 'react';
import { readJson, STORAGE_KEYS } from '../../machines/storage.ts';
import { browserStorage } from '../lib/storage.ts';

/**
 * Whether the stored cart holds at least one product (the bag icon's dot). Plain when the cart's
 * products list is empty or missing. Updates on any change of the stored cart, in this tab
 * (the 'storefront:cart' event) or another one (the 'storage' event).
 */
export function cartHasProducts(): boolean {
  const cart = readJson(STORAGE_KEYS.cart, browserStorage()) as { products?: unknown } | null;
  return Array.isArray(cart?.products) && cart.products.length > 0;
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener('storefront:cart', onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener('storefront:cart', onChange);
  };
}

export function useCartHasProducts(): boolean {
  return useSyncExternalStore(subscribe, cartHasProducts, () => false);
}
