import { assign, fromPromise, type SnapshotFrom, sendParent, setup } from 'xstate';
import type {
  CartEvent,
  CartLine,
  CartLineRefresh,
  CartSyncContext,
  CartSyncEvent,
  RefreshLinesInput,
  ReorderInput,
  ReorderLines,
} from './types.ts';

/**
 * The cart's refresh and reorder, one at a time (spec section 4 "Cart refresh on opening", and
 * 'ซื้ออีกครั้ง'): a child the cart chart invokes for its whole life (cart-machine.ts), so the two never
 * overlap and a reorder replaces a refresh still running (docs/adr/0004-cart-keeps-lines.md).
 * - `sync.refresh { lines }` (the cart opened with lines): `refreshLines` looks every line up
 *   (refresh.ts: only a 404 drops a line); its outcomes go to the cart as `cart.refreshed`;
 * - `sync.reorder { orderId }` ('ซื้ออีกครั้ง'): `loadReorder` loads the order's items with today's
 *   prices (reorder-lines.ts); the cart gets `cart.reordered` or `cart.reorderFailed`.
 * The cart applies the outcomes to its lines as they are then. The actors are placeholders here,
 * provided by cart-implementations.ts. Pure: no I/O in this file.
 */
export const cartSyncMachine = setup({
  types: {
    context: {} as CartSyncContext,
    events: {} as CartSyncEvent,
    tags: {} as 'busy',
  },
  actors: {
    // The cart's products in batch lookups (POST /skus/lookup, 500 a request): refresh.ts.
    refreshLines: fromPromise<CartLineRefresh[], RefreshLinesInput>(async () => []),
    // The order's items with fresh prices (GET /orders/detail, then the lookups): reorder-lines.ts.
    loadReorder: fromPromise<ReorderLines, ReorderInput>(async () => ({ lines: [], unavailable: [] })),
  },
  actions: {
    assignLines: assign((_, params: { lines: CartLine[] }) => ({ lines: params.lines })),
    assignOrderId: assign((_, params: { orderId: number }) => ({ orderId: params.orderId })),
    // What the cart is told (its events, cart-machine.ts).
    tellRefreshed: sendParent(
      (_, params: { outcomes: CartLineRefresh[] }): CartEvent => ({ type: 'cart.refreshed', ...params }),
    ),
    tellReordered: sendParent(
      (_, params: ReorderLines & { orderId: number }): CartEvent => ({ type: 'cart.reordered', ...params }),
    ),
    tellReorderFailed: sendParent(
      (_, params: { orderId: number }): CartEvent => ({ type: 'cart.reorderFailed', ...params }),
    ),
  },
}).createMachine({
  id: 'cartSync',
  description: "The cart's refresh on opening and the reorder of a past order, one at a time.",
  context: { lines: [], orderId: 0 },
  initial: 'idle',
  states: {
    idle: {
      description: 'The lines are shown as saved.',
      on: {
        'sync.refresh': {
          target: 'refreshing',
          description: 'The cart opens with lines: refresh each line from a product lookup.',
          actions: { type: 'assignLines', params: ({ event }) => event },
        },
        'sync.reorder': {
          target: 'reordering',
          description: "The customer presses 'ซื้ออีกครั้ง' on a past order: load its items into the cart.",
          actions: { type: 'assignOrderId', params: ({ event }) => event },
        },
      },
    },
    refreshing: {
      description:
        'Each line is looked up: price, discount and image updated; a line whose product is gone (404) is dropped, any other failure keeps it marked not refreshed.',
      invoke: {
        id: 'refreshLines',
        src: 'refreshLines',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: {
          target: 'idle',
          description:
            'Every line was looked up: the cart updates prices, discounts and images, drops a product gone (404) and is saved.',
          actions: { type: 'tellRefreshed', params: ({ event }) => ({ outcomes: event.output }) },
        },
        // The pool never rejects (each failure is an outcome); a rejection changes nothing.
        onError: {
          target: 'idle',
          description: 'The refresh broke down as a whole: the lines stay as saved.',
        },
      },
      on: {
        'sync.reorder': {
          target: 'reordering',
          description:
            "The customer presses 'ซื้ออีกครั้ง' during a refresh: the order's items are loaded instead.",
          actions: { type: 'assignOrderId', params: ({ event }) => event },
        },
      },
    },
    reordering: {
      description: "A past order's items are loading into the cart; then the cart opens.",
      tags: 'busy',
      invoke: {
        id: 'loadReorder',
        src: 'loadReorder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'idle',
          description:
            "The order's items go to the cart, ticked (those no longer sold named): it is saved and /cart opens.",
          actions: {
            type: 'tellReordered',
            params: ({ context, event }) => ({ orderId: context.orderId, ...event.output }),
          },
        },
        onError: {
          target: 'idle',
          description: "The order's items could not be loaded: the cart says the reorder failed.",
          actions: { type: 'tellReorderFailed', params: ({ context }) => ({ orderId: context.orderId }) },
        },
      },
    },
  },
});

export type CartSyncSnapshot = SnapshotFrom<typeof cartSyncMachine>;
