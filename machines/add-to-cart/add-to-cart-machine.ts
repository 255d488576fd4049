import { assign, type SnapshotFrom, setup } from 'xstate';
import type { AddLineParams, AddToCartContext, AddToCartEvent, CartLinePayload } from './types.ts';

/**
 * The product page's quantity stepper and its add button (spec section 4 "Adding to cart",
 * section 5 "Quantity stepper on product detail", section 9 "Add-to-cart animation: about 1000 ms").
 * Pressing the button starts the fly-to-cart animation: the button is disabled for the named delay
 * `flyToCartDuration`, then the line is handed to the cart (`addLineToCart`, provided in src) and
 * the button is enabled again. Pure: the cart is reached only through the provided action.
 */

/** Product detail quantity: default 1, minimum 1 (spec section 9). */
export const DEFAULT_QUANTITY = 1;
export const MIN_QUANTITY = 1;
/** The fly-to-cart animation (spec section 9): the button stays disabled this long. */
export const FLY_TO_CART_MS = 1000;

/** A quantity the stepper accepts: an integer (no decimals) of at least 1. */
export const isValidQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= MIN_QUANTITY;

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    tags: {} as 'busy',
  },
  guards: {
    isValidQuantity: (_, params: { value: number }) => isValidQuantity(params.value),
    isAboveMinimum: ({ context }) => context.quantity > MIN_QUANTITY,
  },
  delays: {
    flyToCartDuration: FLY_TO_CART_MS,
  },
  actions: {
    assignQuantity: assign((_, params: { value: number }) => ({ quantity: params.value })),
    incrementQuantity: assign(({ context }) => ({ quantity: context.quantity + 1 })),
    decrementQuantity: assign(({ context }) => ({ quantity: context.quantity - 1 })),
    assignPending: assign(({ context }, params: { line: CartLinePayload }) => ({
      pending: { line: params.line, qty: context.quantity },
    })),
    clearPending: assign({ pending: null }),
    // Hands the line to the global cart actor: provided by src/features/product/use-add-to-cart.ts.
    addLineToCart: (_, _params: AddLineParams) => {},
  },
}).createMachine({
  id: 'addToCart',
  context: { quantity: DEFAULT_QUANTITY, pending: null },
  initial: 'idle',
  on: {
    'quantity.set': {
      guard: { type: 'isValidQuantity', params: ({ event }) => ({ value: event.value }) },
      actions: { type: 'assignQuantity', params: ({ event }) => ({ value: event.value }) },
    },
    'quantity.increment': { actions: 'incrementQuantity' },
    'quantity.decrement': { guard: 'isAboveMinimum', actions: 'decrementQuantity' },
  },
  states: {
    idle: {
      on: {
        'addToCart.press': {
          target: 'flying',
          actions: { type: 'assignPending', params: ({ event }) => ({ line: event.line }) },
        },
      },
    },
    // The product image flies to the bag icon; the button is disabled (addToCart.press unhandled).
    flying: {
      tags: 'busy',
      after: { flyToCartDuration: 'adding' },
    },
    adding: {
      tags: 'busy',
      entry: [
        {
          type: 'addLineToCart',
          params: ({ context }) => context.pending as AddLineParams,
        },
        'clearPending',
      ],
      always: 'idle',
    },
  },
});

export type AddToCartMachine = typeof addToCartMachine;
export type AddToCartSnapshot = SnapshotFrom<typeof addToCartMachine>;
