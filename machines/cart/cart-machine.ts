import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type {
  Cart,
  CartContext,
  CartEvent,
  CartInput,
  CartLine,
  CartLinePayload,
  CartLineRefresh,
  RefreshLinesInput,
} from './types.ts';

/**
 * The global cart (spec section 3 "Cart", section 4 "Adding to cart", "Bag icon", "Cart selection",
 * "Cart refresh on opening", section 5 cart rules). Adding and merging lines, quantity 1..999,
 * removing, ticking lines and select-all, removing ordered lines (checkout), and the refresh of
 * every line from the product lookup when /cart opens (state `refreshing`, actor `refreshLines`,
 * a placeholder here: src/features/cart/refresh-lines.ts does the lookups, at most 6 in flight).
 * Every change runs the named action `persistCart` with the whole cart; it is a placeholder here,
 * src/features/cart/cart-actor.ts provides the local-storage write. Pure: no I/O in this file.
 */

/** Cart quantity range (spec sections 5 and 9). */
export const MIN_LINE_QTY = 1;
export const MAX_LINE_QTY = 999;

/** Minimum order in baht (spec section 9): the ONE place this number lives. */
export const MINIMUM_ORDER_BAHT = 500;

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

/** A quantity the cart stepper accepts (spec section 5): an integer 1..999. */
export const isCartQty = (qty: unknown): qty is number => isValidQty(qty) && qty <= MAX_LINE_QTY;

/** Sets one line's quantity (the caller checked it with isCartQty). */
export const setLineQty = (products: readonly CartLine[], id: number, qty: number): CartLine[] =>
  products.map((line) => (line.id === id ? { ...line, qty } : line));

/** Drops the lines with the given ids (one id: the remove icon; several: checkout's ordered lines). */
export const removeLines = (products: readonly CartLine[], ids: readonly number[]): CartLine[] =>
  products.filter((line) => !ids.includes(line.id));

/** Ticks or unticks one line. */
export const toggleLine = (products: readonly CartLine[], id: number): CartLine[] =>
  products.map((line) => (line.id === id ? { ...line, select: !line.select } : line));

/** Every line is ticked (and there is at least one): what the select-all box shows. */
export const everySelected = (products: readonly CartLine[]): boolean =>
  products.length > 0 && products.every((line) => line.select);

/** Select-all (spec section 4 "Cart selection"): clears every line if all are ticked, else ticks all. */
export function toggleAll(products: readonly CartLine[]): CartLine[] {
  const select = !everySelected(products);
  return products.map((line) => ({ ...line, select }));
}

/**
 * Applies the lookups' outcomes (spec section 4 "Cart refresh on opening", section 8): an updated
 * line takes the answer's price, discount and image; a failed one is dropped; an unchanged one and a
 * line without an outcome (added while the lookups ran) stay as they are. Works on the CURRENT lines,
 * so a quantity changed or a line removed during the refresh is kept as the customer left it.
 */
export function applyRefresh(
  products: readonly CartLine[],
  outcomes: readonly CartLineRefresh[],
): CartLine[] {
  const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
  const next: CartLine[] = [];
  for (const line of products) {
    const outcome = byId.get(line.id);
    if (outcome?.outcome === 'failed') continue;
    if (outcome?.outcome === 'updated') {
      next.push({ ...line, price: outcome.price, discount: outcome.discount, imageUrl: outcome.imageUrl });
    } else next.push(line);
  }
  return next;
}

const withTotal = (products: CartLine[]) => ({ products, total: cartTotal(products) });

const storedCart = ({ context }: { context: CartContext }): Cart => ({
  id: context.id,
  products: context.products,
  total: context.total,
});

const persist = { type: 'persistCart', params: storedCart } as const;

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    // Looks every line up (GET /skus/lookup/{sku_id}), at most 6 at once: src/features/cart/refresh-lines.ts.
    refreshLines: fromPromise<CartLineRefresh[], RefreshLinesInput>(async () => []),
  },
  guards: {
    isValidQty: (_, params: { qty: number }) => isValidQty(params.qty),
    isCartQty: ({ context }, params: { id: number; qty: number }) =>
      isCartQty(params.qty) && context.products.some((line) => line.id === params.id),
    hasLine: ({ context }, params: { ids: readonly number[] }) =>
      context.products.some((line) => params.ids.includes(line.id)),
    hasLines: ({ context }) => context.products.length > 0,
  },
  actions: {
    assignAddedLine: assign(({ context }, params: { line: CartLinePayload; qty: number }) =>
      withTotal(addLine(context.products, params.line, params.qty)),
    ),
    assignQty: assign(({ context }, params: { id: number; qty: number }) =>
      withTotal(setLineQty(context.products, params.id, params.qty)),
    ),
    assignRemoved: assign(({ context }, params: { ids: readonly number[] }) =>
      withTotal(removeLines(context.products, params.ids)),
    ),
    assignToggled: assign(({ context }, params: { id: number }) =>
      withTotal(toggleLine(context.products, params.id)),
    ),
    assignToggledAll: assign(({ context }) => withTotal(toggleAll(context.products))),
    assignRefreshed: assign(({ context }, params: { outcomes: readonly CartLineRefresh[] }) =>
      withTotal(applyRefresh(context.products, params.outcomes)),
    ),
    // Writes the cart (local storage `cart`) and tells the bag icon: provided by src/features/cart.
    persistCart: (_, _cart: Cart) => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => input.cart ?? createDefaultCart(),
  initial: 'idle',
  // Editing works in both states; a refresh's outcomes are applied to the lines as they are then.
  on: {
    'cart.addLine': {
      guard: { type: 'isValidQty', params: ({ event }) => ({ qty: event.qty }) },
      actions: [
        { type: 'assignAddedLine', params: ({ event }) => ({ line: event.line, qty: event.qty }) },
        persist,
      ],
    },
    'cart.setQty': {
      guard: { type: 'isCartQty', params: ({ event }) => ({ id: event.id, qty: event.qty }) },
      actions: [{ type: 'assignQty', params: ({ event }) => ({ id: event.id, qty: event.qty }) }, persist],
    },
    'cart.remove': {
      guard: { type: 'hasLine', params: ({ event }) => ({ ids: [event.id] }) },
      actions: [{ type: 'assignRemoved', params: ({ event }) => ({ ids: [event.id] }) }, persist],
    },
    'cart.removeLines': {
      guard: { type: 'hasLine', params: ({ event }) => ({ ids: event.ids }) },
      actions: [{ type: 'assignRemoved', params: ({ event }) => ({ ids: event.ids }) }, persist],
    },
    'cart.toggleSelect': {
      guard: { type: 'hasLine', params: ({ event }) => ({ ids: [event.id] }) },
      actions: [{ type: 'assignToggled', params: ({ event }) => ({ id: event.id }) }, persist],
    },
    'cart.toggleSelectAll': {
      guard: 'hasLines',
      actions: ['assignToggledAll', persist],
    },
  },
  states: {
    idle: {
      on: {
        'cart.refresh': { guard: 'hasLines', target: 'refreshing' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshLines',
        src: 'refreshLines',
        input: ({ context }) => ({ lines: context.products }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'assignRefreshed', params: ({ event }) => ({ outcomes: event.output }) },
            persist,
          ],
        },
        // The pool never rejects (each failure is a 'failed' outcome); a rejection changes nothing.
        onError: { target: 'idle' },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
