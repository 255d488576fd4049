import { type CartSnapshot, cartTotal, everySelected, MINIMUM_ORDER_BAHT } from './cart-machine.ts';
import type { CartLine } from './types.ts';

/** Selectors of the cart chart, for the bag icon, the cart screen and checkout. */

/** The bag icon's dot: the cart holds at least one product (spec section 4 "Bag icon"). */
export const hasProducts = (snapshot: CartSnapshot): boolean => snapshot.context.products.length > 0;

export const selectLines = (snapshot: CartSnapshot): CartLine[] => snapshot.context.products;

/** The ticked lines (what checkout prices and orders). */
export const selectSelectedLines = (snapshot: CartSnapshot): CartLine[] =>
  snapshot.context.products.filter((line) => line.select);

export const selectTotal = (snapshot: CartSnapshot): number => snapshot.context.total;

/** Displayed price x qty over the selected lines (computed, not read from the stored total). */
export const selectedTotal = (snapshot: CartSnapshot): number => cartTotal(snapshot.context.products);

/** What the select-all box shows: every line ticked (false for an empty cart). */
export const allSelected = (snapshot: CartSnapshot): boolean => everySelected(snapshot.context.products);

/** The count on the pay button. */
export const selectedCount = (snapshot: CartSnapshot): number => selectSelectedLines(snapshot).length;

/** The red banner shows: 0 < selected total < 500 (spec section 2 "Cart"). */
export const isBelowMinimum = (snapshot: CartSnapshot): boolean => {
  const total = selectedTotal(snapshot);
  return total > 0 && total < MINIMUM_ORDER_BAHT;
};

/** Baht still missing to reach the minimum (0 when reached), exact to the satang. */
export const remainingToMinimum = (snapshot: CartSnapshot): number =>
  Math.max(0, MINIMUM_ORDER_BAHT * 100 - Math.round(selectedTotal(snapshot) * 100)) / 100;

/** The pay button is enabled: at least one line selected and the selected total at least 500. */
export const canPay = (snapshot: CartSnapshot): boolean =>
  selectedCount(snapshot) > 0 && selectedTotal(snapshot) >= MINIMUM_ORDER_BAHT;

/** The lookups of the refresh on opening are running. */
export const isRefreshing = (snapshot: CartSnapshot): boolean => snapshot.matches('refreshing');
