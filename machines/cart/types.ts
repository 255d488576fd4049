/** Types of the cart chart (cart-machine.ts): the stored cart, its lines and events (spec section 3 "Cart"). */

/** One cart line, as stored under the local-storage key `cart` (spec section 3 "Cart line"). */
export type CartLine = {
  /** The SKU id (the product detail's `id`). */
  id: number;
  name: string;
  /** List price in baht, before the line's discount. */
  price: number;
  /** Integer, 1..999 (spec section 5, cart stepper). */
  qty: number;
  /** Discount in percent (the product's discount_price; 0 when it has none). */
  discount: number;
  imageUrl: string | null;
  /** Ticked for payment; false when the line is added. */
  select: boolean;
};

/** What a product page hands to the cart: the line's product fields (qty and select are the cart's). */
export type CartLinePayload = Pick<CartLine, 'id' | 'name' | 'price' | 'discount' | 'imageUrl'>;

/** The cart as stored: { id: 1, products, total } (spec section 3 and 9 "Default cart"). */
export type Cart = {
  id: number;
  products: CartLine[];
  /** Sum of displayed price x qty over the SELECTED lines (see cartTotal). */
  total: number;
};

export type CartContext = Cart;

/** The chart's input: the stored cart, already validated (src/features/cart/stored-cart.ts). */
export type CartInput = { cart?: Cart | null };

/**
 * The outcome of one line's product lookup (spec section 4 "Cart refresh on opening"):
 * - 'updated': the answer has a sku; price, discount and image replace the line's;
 * - 'unchanged': the answer has no sku; the line stays as it is;
 * - 'failed': the lookup failed; the line is dropped (spec section 8).
 */
export type CartLineRefresh =
  | { id: number; outcome: 'updated'; price: number; discount: number; imageUrl: string | null }
  | { id: number; outcome: 'unchanged' }
  | { id: number; outcome: 'failed' };

/** Input of the `refreshLines` actor: the lines to look up. */
export type RefreshLinesInput = { lines: CartLine[] };

export type CartEvent =
  | { type: 'cart.addLine'; line: CartLinePayload; qty: number }
  | { type: 'cart.setQty'; id: number; qty: number }
  | { type: 'cart.remove'; id: number }
  | { type: 'cart.toggleSelect'; id: number }
  | { type: 'cart.toggleSelectAll' }
  | { type: 'cart.removeLines'; ids: readonly number[] }
  | { type: 'cart.refresh' };
