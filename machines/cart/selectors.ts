import type { CartSnapshot } from './cart-machine.ts';

/** The bag icon's dot: the cart holds at least one product (spec section 4 "Bag icon"). */
export const hasProducts = (snapshot: CartSnapshot): boolean => snapshot.context.products.length > 0;

export const selectLines = (snapshot: CartSnapshot) => snapshot.context.products;

export const selectTotal = (snapshot: CartSnapshot): number => snapshot.context.total;
