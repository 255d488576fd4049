import type { AddToCartSnapshot } from './add-to-cart-machine.ts';

/** The add button is enabled: not during the fly-to-cart animation. */
export const canAdd = (snapshot: AddToCartSnapshot): boolean => !snapshot.hasTag('busy');

/** The fly animation is playing (the button is disabled and greyed). */
export const isFlying = (snapshot: AddToCartSnapshot): boolean => snapshot.matches('flying');

export const selectQuantity = (snapshot: AddToCartSnapshot): number => snapshot.context.quantity;

/** The decrement button is enabled: the quantity is above its minimum. */
export const canDecrement = (snapshot: AddToCartSnapshot): boolean =>
  snapshot.can({ type: 'quantity.decrement' });
