/** Types of the add-to-cart chart (add-to-cart-machine.ts). */
import type { CartLinePayload } from '../cart/types.ts';

export type { CartLinePayload };

/** What the chart hands to the cart once the fly animation is over. */
export type AddLineParams = { line: CartLinePayload; qty: number };

export type AddToCartContext = {
  /** The product page's stepper: integer, minimum 1, default 1 (spec section 5). */
  quantity: number;
  /** The line and amount captured when the button was pressed, added after the flight. */
  pending: AddLineParams | null;
};

export type AddToCartEvent =
  | { type: 'quantity.set'; value: number }
  | { type: 'quantity.increment' }
  | { type: 'quantity.decrement' }
  | { type: 'addToCart.press'; line: CartLinePayload };
