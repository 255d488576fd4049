import { assign, emit, type SnapshotFrom, setup } from 'xstate';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';
import { readQtyText } from '../cart/index.ts';
import type {
  AddLineParams,
  AddToCartContext,
  AddToCartEmitted,
  AddToCartEvent,
  CartLinePayload,
} from './types.ts';

/**
 * The product page's quantity stepper and its add button (spec section 4 "Adding to cart",
 * section 5 "Quantity stepper on product detail", section 9 "Add-to-cart animation: about 1000 ms"). The stepper sends the raw typed text (`quantity.type`); the chart reads it
 * with the cart's rule (machines/cart/quantity.ts): a whole number 1..999 becomes the quantity, a
 * larger one is brought down to 999 with a message, anything else (empty, 0, negative, decimals)
 * is kept as a refused draft with a message and pressing the button is refused while it stands
 * (leaving the box does not clear it: tapping the button blurs the box first), until a valid
 * number is typed or −/+ steps from the quantity held.
 * Pressing the button with a valid quantity starts the fly-to-cart animation: the button is
 * disabled for the named delay `flyToCartDuration`, then the line is handed to the cart
 * (`addLineToCart`, add-to-cart-implementations.ts), `addToCart.added` is emitted and the
 * stepper returns to 1.
 * The notice naming the product and the amount then shows for `addedNoticeDuration` (long
 * enough to read, never over the header's controls), or until the next press starts a new flight. Pure: the cart is reached only through the
 * provided action.
 */

/** Product detail quantity: default 1, minimum 1 (spec section 9). */
export const DEFAULT_QUANTITY = 1;
const MIN_QUANTITY = QUANTITY_MIN;
/** The fly-to-cart animation (spec section 9): the button stays disabled this long. */
export const FLY_TO_CART_MS = 1000;
/**
 * The quick add of a product card (no image flies there): the add button is held only this long,
 * so a second tap does not add twice, then the line goes to the cart (the `flyToCartDuration` the
 * card's panel provides).
 */
export const QUICK_ADD_MS = 250;
/** How long the notice after an add shows (as the toast it replaced did). */
export const ADDED_NOTICE_MS = 4000;

const typedQuantity = (text: string): number => {
  const read = readQtyText(text);
  return read.kind === 'invalid' ? DEFAULT_QUANTITY : read.qty;
};

export const addToCartMachine = setup({
  types: {
    context: {} as AddToCartContext,
    events: {} as AddToCartEvent,
    emitted: {} as AddToCartEmitted,
    tags: {} as 'busy',
  },
  guards: {
    isQuantityText: (_, params: { text: string }) => readQtyText(params.text).kind === 'ok',
    isOverMaxText: (_, params: { text: string }) => readQtyText(params.text).kind === 'over',
    isAboveMinimum: ({ context }) => context.quantity > MIN_QUANTITY,
    isBelowMaximum: ({ context }) => context.quantity < QUANTITY_MAX,
    hasRefusedDraft: ({ context }) => context.draft !== null,
  },
  delays: {
    flyToCartDuration: FLY_TO_CART_MS,
    addedNoticeDuration: ADDED_NOTICE_MS,
  },
  actions: {
    assignQuantity: assign((_, params: { value: number }) => ({
      quantity: params.value,
      draft: null,
      notice: null,
    })),
    assignClamped: assign({ quantity: QUANTITY_MAX, draft: null, notice: 'clamped' }),
    assignRefused: assign((_, params: { text: string }) => ({
      draft: params.text,
      notice: 'invalid' as const,
    })),
    // −/+ step from the quantity held and replace a refused text.
    incrementQuantity: assign(({ context }) => ({
      quantity: context.quantity + 1,
      draft: null,
      notice: null,
    })),
    decrementQuantity: assign(({ context }) => ({
      quantity: context.quantity - 1,
      draft: null,
      notice: null,
    })),
    assignPending: assign(({ context }, params: { line: CartLinePayload }) => ({
      pending: { line: params.line, qty: context.quantity },
    })),
    assignAdded: assign((_, params: AddLineParams) => ({ added: params })),
    // After the add the stepper starts again at 1 (so a second tap does not add 48 more).
    resetQuantity: assign({ quantity: DEFAULT_QUANTITY, draft: null, notice: null, pending: null }),
    // Hands the line to the cart: provided by add-to-cart-implementations.ts.
    addLineToCart: (_, _params: AddLineParams) => {},
    emitAdded: emit((_, params: AddLineParams) => ({
      type: 'addToCart.added' as const,
      name: params.line.name,
      qty: params.qty,
      packSize: params.line.packSize ?? null,
    })),
  },
}).createMachine({
  id: 'addToCart',
  description:
    "Product page quantity stepper and add button 'เพิ่มสินค้า': fly to the cart icon, then add the line.",
  context: { quantity: DEFAULT_QUANTITY, draft: null, notice: null, pending: null, added: null },
  initial: 'idle',
  on: {
    'quantity.type': [
      {
        guard: { type: 'isQuantityText', params: ({ event }) => event },
        description: 'The customer types a whole number from 1 to 999: it becomes the quantity.',
        actions: { type: 'assignQuantity', params: ({ event }) => ({ value: typedQuantity(event.text) }) },
      },
      {
        guard: { type: 'isOverMaxText', params: ({ event }) => event },
        description: 'The customer types a number above 999: it is brought down to 999 with a message.',
        actions: 'assignClamped',
      },
      {
        description:
          'The customer types anything else (empty, 0, negative, decimals): refused with a message.',
        actions: { type: 'assignRefused', params: ({ event }) => event },
      },
    ],
    'quantity.increment': {
      guard: 'isBelowMaximum',
      description: 'The customer presses +: the quantity goes up by 1, up to 999.',
      actions: 'incrementQuantity',
    },
    'quantity.decrement': {
      guard: 'isAboveMinimum',
      description: 'The customer presses −: the quantity goes down by 1, never below 1.',
      actions: 'decrementQuantity',
    },
  },
  states: {
    idle: {
      description: 'The add button is enabled; the stepper holds the quantity (default 1).',
      initial: 'quiet',
      states: {
        quiet: { description: 'No notice.' },
        // A bare 'added' says nothing on a busy page: the notice names the product and the amount in its unit, with 'ดูตะกร้า'.
        noticing: {
          description:
            'The notice names the product added and its amount, with a link to the cart (about 4 s).',
          after: {
            addedNoticeDuration: { target: 'quiet', description: 'About 4 s have passed: the notice goes.' },
          },
        },
      },
      on: {
        'addToCart.press': [
          // A refused text stands (empty, 0, -2, 1.5): the add is refused, the message stays.
          {
            guard: 'hasRefusedDraft',
            description: 'A refused quantity text stands: nothing is added, the message stays.',
          },
          {
            target: 'flying',
            description: 'The customer presses the add button: the fly-to-cart animation starts.',
            actions: { type: 'assignPending', params: ({ event }) => ({ line: event.line }) },
          },
        ],
      },
    },
    // The product image flies to the bag icon; the button is disabled (addToCart.press unhandled).
    flying: {
      description:
        'The product image flies to the cart icon (about 1 s); the add button is disabled and greyed.',
      tags: 'busy',
      after: {
        flyToCartDuration: {
          target: 'adding',
          description: 'The fly-to-cart animation ended (about 1 s): the item is added.',
        },
      },
    },
    adding: {
      description: 'The line is added to the cart, the notice shows and the stepper returns to 1.',
      tags: 'busy',
      entry: [
        { type: 'addLineToCart', params: ({ context }) => context.pending as AddLineParams },
        { type: 'emitAdded', params: ({ context }) => context.pending as AddLineParams },
        { type: 'assignAdded', params: ({ context }) => context.pending as AddLineParams },
        'resetQuantity',
      ],
      always: {
        target: 'idle.noticing',
        description: 'The item is in the cart: the add button is enabled again and the notice shows.',
      },
    },
  },
});

export type AddToCartSnapshot = SnapshotFrom<typeof addToCartMachine>;
