import type { AddToCartSnapshot } from './add-to-cart-machine.ts';
import type { AddLineParams, QtyNotice } from './types.ts';

/** The add button is enabled: not during the fly-to-cart animation. */
export const canAdd = (snapshot: AddToCartSnapshot): boolean => !snapshot.hasTag('busy');

/** The fly animation is playing (the button is disabled and greyed). */
export const isFlying = (snapshot: AddToCartSnapshot): boolean => snapshot.matches('flying');

export const selectQuantity = (snapshot: AddToCartSnapshot): number => snapshot.context.quantity;

/** What the stepper's box shows: the refused text being typed, else the quantity. */
export const selectQuantityText = (snapshot: AddToCartSnapshot): string =>
  snapshot.context.draft ?? String(snapshot.context.quantity);

/** The message next to the stepper, or null. */
export const selectQuantityNotice = (snapshot: AddToCartSnapshot): QtyNotice | null =>
  snapshot.context.notice;

/** The decrement button is enabled: the quantity is above its minimum. */
export const canDecrement = (snapshot: AddToCartSnapshot): boolean =>
  snapshot.can({ type: 'quantity.decrement' });

/** The increment button is enabled: the quantity is below 999. */
export const canIncrement = (snapshot: AddToCartSnapshot): boolean =>
  snapshot.can({ type: 'quantity.increment' });

/** The line and amount the notice after an add names while it shows, else null. */
export const selectAddedNotice = (snapshot: AddToCartSnapshot): AddLineParams | null =>
  snapshot.matches({ idle: 'noticing' }) ? snapshot.context.added : null;

/** What the stepper and the add button show (useAddToCart): the quantity, its notice and the flags. */
export const addToCartView = (snapshot: AddToCartSnapshot) => ({
  quantity: selectQuantity(snapshot),
  text: selectQuantityText(snapshot),
  notice: selectQuantityNotice(snapshot),
  canAdd: canAdd(snapshot),
  canDecrement: canDecrement(snapshot),
  canIncrement: canIncrement(snapshot),
  flying: isFlying(snapshot),
  /** The line and amount the notice after an add names while it shows, else null. */
  added: selectAddedNotice(snapshot),
});
