import { assign, type SnapshotFrom, setup } from 'xstate';
import type { Cart, CartContext, CartEvent, CartInput, CartLine, CartLinePayload } from './types.ts';

/**
 * The global cart (spec section 3 "Cart", section 4 "Adding to cart", "Bag icon"). A minimal
 * chart: adding and merging lines. The cart issue extends it (remove, select, refresh on opening).
 * Every change runs the named action `persistCart` with the whole cart; it is a placeholder here,
 * src/features/cart/cart-actor.ts provides the local-storage write. Pure: no I/O in this file.
 */

/** Cart quantity range (spec sections 5 and 9). */
export const MIN_LINE_QTY = 1;
export const MAX_LINE_QTY = 999;

/** Default cart: id 1, no products, total 0 (spec section 9). */
export const DEFAULT_CART_ID = 1;
export const createDefaultCart = (): Cart => ({ id: DEFAULT_CART_ID, products: [], total: 0 });

/**
 * Displayed price of a line: price minus its percent discount, in baht. Computed in integer satang,
 * the discount rounded half up to the satang, as the server's pricing engine does (so 47.00 less
 * 15% is 39.95, the product's net_price).
 */
export function displayedPrice(line: Pick<CartLine, 'price' | 'discount'>): number {
  const satang = Math.round(line.price * 100);
  const hundredths = Math.round((line.discount || 0) * 100);
  const discount = Math.floor((satang * hundredths + 5000) / 10000);
  return (satang - discount) / 100;
}

/**
 * The cart total: displayed price x qty summed over the SELECTED lines only. Chosen so the stored
 * total is what the cart's bottom bar shows and what the 500-baht minimum is checked against
 * (spec section 2 "Cart": "the selected total"); a freshly added line (select false) adds nothing.
 */
export function cartTotal(products: readonly CartLine[]): number {
  const satang = products
    .filter((line) => line.select)
    .reduce((sum, line) => sum + Math.round(displayedPrice(line) * 100) * line.qty, 0);
  return satang / 100;
}

/** A chosen amount the cart accepts: a whole number of at least 1. */
export const isValidQty = (qty: unknown): qty is number =>
  typeof qty === 'number' && Number.isSafeInteger(qty) && qty >= MIN_LINE_QTY;

/**
 * Adds `qty` of a product (spec section 4 "Adding to cart"): a line already in the cart gets its
 * quantity raised by qty (capped at 999) and its name, price and discount refreshed; otherwise a
 * new line is appended with select false (qty capped at 999 too).
 */
export function addLine(products: readonly CartLine[], line: CartLinePayload, qty: number): CartLine[] {
  const existing = products.find((p) => p.id === line.id);
  if (!existing) {
    return [...products, { ...line, qty: Math.min(qty, MAX_LINE_QTY), select: false }];
  }
  return products.map((p) =>
    p.id === line.id
      ? {
          ...p,
          name: line.name,
          price: line.price,
          discount: line.discount,
          qty: Math.min(p.qty + qty, MAX_LINE_QTY),
        }
      : p,
  );
}

const storedCart = ({ context }: { context: CartContext }): Cart => ({
  id: context.id,
  products: context.products,
  total: context.total,
});

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  guards: {
    isValidQty: (_, params: { qty: number }) => isValidQty(params.qty),
  },
  actions: {
    assignAddedLine: assign(({ context }, params: { line: CartLinePayload; qty: number }) => {
      const products = addLine(context.products, params.line, params.qty);
      return { products, total: cartTotal(products) };
    }),
    // Writes the cart (local storage `cart`) and tells the bag icon: provided by src/features/cart.
    persistCart: (_, _cart: Cart) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => input.cart ?? createDefaultCart(),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'cart.addLine': {
          guard: { type: 'isValidQty', params: ({ event }) => ({ qty: event.qty }) },
          actions: [
            { type: 'assignAddedLine', params: ({ event }) => ({ line: event.line, qty: event.qty }) },
            { type: 'persistCart', params: storedCart },
          ],
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
