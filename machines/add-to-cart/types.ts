/** Types of the add-to-cart chart (add-to-cart-machine.ts). */

import type { CartLinePayload, CartRef, QtyNotice } from '../cart/index.ts';

export type { CartLinePayload, QtyNotice };

/** What the factory is given (add-to-cart-implementations.ts): the cart the line goes to. */
export type AddToCartDeps = { cart: CartRef };

/** What the chart hands to the cart once the fly animation is over. */
export type AddLineParams = { line: CartLinePayload; qty: number };

export type AddToCartContext = {
  /** The product page's stepper: integer 1..999, default 1 (spec section 5). */
  quantity: number;
  /** The typed text the chart refused (shown, and the add refused, until a valid entry); null when none. */
  draft: string | null;
  /** The message next to the stepper: a refused text, or a quantity brought down to 999. */
  notice: QtyNotice | null;
  /** The line and amount captured when the button was pressed, added after the flight. */
  pending: AddLineParams | null;
  /** The last line added and its amount, named by the notice while it shows. */
  added: AddLineParams | null;
};

export type AddToCartEvent =
  | { type: 'quantity.type'; text: string }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'addToCart.press'; line: CartLinePayload };

/** Emitted once the line is in the cart (the page's notice reads the chart's `selectAddedNotice`). */
export type AddToCartEmitted = {
  type: 'addToCart.added';
  name: string;
  qty: number;
  packSize: string | null;
};
