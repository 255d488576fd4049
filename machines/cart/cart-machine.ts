import { assign, emit, enqueueActions, type SnapshotFrom, sendTo, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { LINES_MAX, MINIMUM_ORDER_BAHT } from '../../contract/limits.ts';
import { cartPreviewMachine } from './cart-preview-machine.ts';
import { cartSyncMachine } from './cart-sync-machine.ts';
import {
  addedLine,
  cartAfterReorder,
  draftDropped,
  initialContext,
  keptForUndo,
  linesRemoved,
  payNoticed,
  previewRequest,
  qtyClamped,
  qtyRefused,
  qtySet,
  refreshed,
  reordered,
  reorderFailed,
  restored,
  storedCart,
  toggled,
  toggledAll,
} from './context.ts';
import { cartTotal, selectedLines } from './lines.ts';
import { isCartQty, isValidQty, readQtyText, typedQty } from './quantity.ts';
import type { Cart, CartContext, CartEmitted, CartEvent, CartInput, CartSyncEvent } from './types.ts';

/**
 * The global cart (spec section 3 "Cart", section 4 "Adding to cart", "Bag icon", "Cart selection",
 * "Cart refresh on opening", section 5 cart rules). Two children run for its whole life: `cartSync`
 * (cart-sync-machine.ts) runs the refresh on opening and a reorder one at a time and answers with
 * `cart.refreshed` (only a 404 drops a line, docs/adr/0004-cart-keeps-lines.md), `cart.reordered`
 * or `cart.reorderFailed`; `cartPreview` (cart-preview-machine.ts) is told the selected lines on
 * every change and prices them on the server (the estimated total and the nudges).
 * `undo`: 'เลิกทำ' puts a removed line back at its place for `undoWindow`. A typed quantity is raw
 * text (`cart.typeQty`): read by quantity.ts, clamped above 999, the rest refused with a message per
 * line. `cart.pay` names why it cannot pay or emits the navigation to /summary. Every change runs
 * `persistCart` (cart-implementations.ts). Pure: no I/O in this file.
 */

/** How long 'เลิกทำ' is offered after a line is removed. */
export const UNDO_WINDOW_MS = 5000;

/** The actions `saveChange` runs. */
type SaveChangeAction = 'clearPayNotice' | { type: 'persistCart'; params: Cart } | 'askPreview';

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  // Refresh and reorder one at a time; the estimate. Their actors: cart-implementations.ts.
  actors: { cartSync: cartSyncMachine, cartPreview: cartPreviewMachine },
  delays: { undoWindow: UNDO_WINDOW_MS },
  guards: {
    isValidQty: (_, params: { qty: number }) => isValidQty(params.qty),
    isCartQty: ({ context }, params: { id: number; qty: number }) =>
      isCartQty(params.qty) && context.products.some((line) => line.id === params.id),
    hasLine: ({ context }, params: { ids: readonly number[] }) =>
      context.products.some((line) => params.ids.includes(line.id)),
    hasLines: ({ context }) => context.products.length > 0,
    // A typed quantity for a line in the cart: 1..999, or a whole number above 999 (clamped).
    isQtyText: ({ context }, params: { id: number; text: string }) =>
      readQtyText(params.text).kind === 'ok' && context.products.some((line) => line.id === params.id),
    isOverMaxText: ({ context }, params: { id: number; text: string }) =>
      readQtyText(params.text).kind === 'over' && context.products.some((line) => line.id === params.id),
    canRestore: ({ context }) =>
      context.removed !== null && !context.products.some((line) => line.id === context.removed?.line.id),
    isNothingSelected: ({ context }) => selectedLines(context.products).length === 0,
    isBelowMinimum: ({ context }) => cartTotal(context.products) < MINIMUM_ORDER_BAHT,
    hasTooManyLines: ({ context }) => selectedLines(context.products).length > LINES_MAX,
  },
  actions: {
    // Any change answers the last pay press (its message goes), saves the cart and asks for its
    // estimate; by name, so the app's `persistCart` is called (setup() cannot type its own actions).
    saveChange: enqueueActions(({ context, enqueue }) => {
      const run = enqueue as unknown as (action: SaveChangeAction) => void;
      run('clearPayNotice');
      run({ type: 'persistCart', params: storedCart({ context }) });
      run('askPreview');
    }),
    assignAddedLine: assign(addedLine),
    assignQty: assign(qtySet),
    assignClampedQty: assign(qtyClamped),
    assignRefusedQty: assign(qtyRefused),
    clearDraft: assign(draftDropped),
    assignRemoved: assign(linesRemoved),
    keepForUndo: assign(keptForUndo),
    restoreRemoved: assign(restored),
    // Stryker disable next-line ObjectLiteral: equivalent, `removed` is read only in undo.offering, whose every entry sets it again (keepForUndo).
    forgetRemoved: assign({ removed: null }),
    assignToggled: assign(toggled),
    assignToggledAll: assign(toggledAll),
    assignRefreshed: assign(refreshed),
    assignReordered: assign(reordered),
    assignReorderFailed: assign(reorderFailed),
    clearReorderNotice: assign({ reorderNotice: null }),
    assignPayNotice: assign(payNoticed),
    clearPayNotice: assign({ payNotice: null }),
    // What the cart-sync child is asked to do (cart-sync-machine.ts).
    askSync: sendTo('cartSync', (_, params: CartSyncEvent) => params),
    askPreview: sendTo('cartPreview', previewRequest),
    navigateToCart: emit(cartAfterReorder),
    navigateToSummary: emit({ type: 'navigate', to: paths.summary() } as const),
    // Writes the cart (local storage `cart`) and tells the bag icon: provided by cart-implementations.ts.
    persistCart: (_, _cart: Cart) => {},
  },
}).createMachine({
  id: 'cart',
  description:
    'Cart (/cart): lines with tick boxes and quantities, saved to local storage on every change; the pay button.',
  context: initialContext,
  type: 'parallel',
  invoke: [
    { id: 'cartSync', src: 'cartSync' },
    { id: 'cartPreview', src: 'cartPreview' },
  ],
  // Editing works in every state; a refresh's outcomes are applied to the lines as they are then.
  on: {
    'cart.addLine': {
      description:
        'A product is added: its quantity is raised if already in the cart, otherwise a new unselected line.',
      guard: { type: 'isValidQty', params: ({ event }) => ({ qty: event.qty }) },
      actions: [{ type: 'assignAddedLine', params: ({ event }) => event }, 'saveChange'],
    },
    'cart.setQty': {
      description: 'The customer steps a line quantity with − or + (1 to 999).',
      guard: { type: 'isCartQty', params: ({ event }) => ({ id: event.id, qty: event.qty }) },
      actions: [{ type: 'assignQty', params: ({ event }) => event }, 'saveChange'],
    },
    'cart.typeQty': [
      {
        description: 'The customer types a whole number from 1 to 999 in a line: it becomes the quantity.',
        guard: { type: 'isQtyText', params: ({ event }) => event },
        actions: [
          { type: 'assignQty', params: ({ event }) => ({ id: event.id, qty: typedQty(event.text) }) },
          'saveChange',
        ],
      },
      {
        guard: { type: 'isOverMaxText', params: ({ event }) => event },
        description: 'The customer types a number above 999: the line is brought down to 999 with a message.',
        actions: [{ type: 'assignClampedQty', params: ({ event }) => event }, 'saveChange'],
      },
      {
        guard: { type: 'hasLine', params: ({ event }) => ({ ids: [event.id] }) },
        description:
          'The customer types anything else (empty, 0, negative, decimals): refused with a message.',
        actions: { type: 'assignRefusedQty', params: ({ event }) => event },
      },
    ],
    'cart.commitQty': {
      description:
        'The customer leaves the quantity box: a refused text is dropped, the quantity held stays.',
      actions: { type: 'clearDraft', params: ({ event }) => event },
    },
    'cart.removeLines': {
      description: 'The given lines leave the cart (the ordered lines after an order is placed).',
      guard: { type: 'hasLine', params: ({ event }) => ({ ids: event.ids }) },
      actions: [{ type: 'assignRemoved', params: ({ event }) => event }, 'saveChange'],
    },
    'cart.toggleSelect': {
      description: 'The customer ticks or unticks one line.',
      guard: { type: 'hasLine', params: ({ event }) => ({ ids: [event.id] }) },
      actions: [{ type: 'assignToggled', params: ({ event }) => event }, 'saveChange'],
    },
    'cart.toggleSelectAll': {
      description: 'Select-all: clears every line if all are already selected, otherwise selects all.',
      guard: 'hasLines',
      actions: ['assignToggledAll', 'saveChange'],
    },
    'cart.refresh': {
      guard: 'hasLines',
      description:
        'The cart opens with lines: refresh each line from a product lookup (ignored while one runs).',
      actions: {
        type: 'askSync',
        params: ({ context }) => ({ type: 'sync.refresh', lines: context.products }),
      },
    },
    'cart.reorder': {
      description:
        "The customer presses 'ซื้ออีกครั้ง' on a past order: load its items (ignored while one loads).",
      actions: [
        'clearReorderNotice',
        { type: 'askSync', params: ({ event }) => ({ type: 'sync.reorder', orderId: event.orderId }) },
      ],
    },
    'cart.refreshed': {
      description:
        'Every line was looked up: prices, discounts and images updated, a product gone (404) dropped, the cart saved.',
      actions: [
        { type: 'assignRefreshed', params: ({ event }) => event },
        { type: 'persistCart', params: storedCart },
        'askPreview',
      ],
    },
    'cart.reordered': {
      description:
        "The order's items are in the cart, ticked (those no longer sold named): save it and open /cart, told how many lines are new and how many grew.",
      actions: [{ type: 'assignReordered', params: ({ event }) => event }, 'saveChange', 'navigateToCart'],
    },
    'cart.reorderFailed': {
      description: "The order's items could not be loaded: the cart says the reorder failed.",
      actions: { type: 'assignReorderFailed', params: ({ event }) => event },
    },
    'cart.pay': [
      {
        description: "Pay with no line selected: the warning 'กรุณาเลือกสินค้า'.",
        guard: 'isNothingSelected',
        actions: { type: 'assignPayNotice', params: { notice: 'noneSelected' } },
      },
      {
        guard: 'isBelowMinimum',
        description: "Pay with the selected total under 500 baht: the message 'สั่งซื้อขั้นต่ำ 500 บาท'.",
        actions: { type: 'assignPayNotice', params: { notice: 'belowMinimum' } },
      },
      {
        guard: 'hasTooManyLines',
        description: 'Pay with more selected lines than one order can hold: a message, no order.',
        actions: { type: 'assignPayNotice', params: { notice: 'tooManyLines' } },
      },
      {
        description: 'Pay with a valid selection: go to /summary.',
        actions: ['clearPayNotice', 'navigateToSummary'],
      },
    ],
  },
  states: {
    undo: {
      description: "After a line is removed, 'เลิกทำ' can put it back for a few seconds.",
      initial: 'none',
      states: {
        none: {
          description: 'No removal can be undone.',
          on: {
            // The line goes, kept aside with its place while 'เลิกทำ' is offered.
            'cart.remove': {
              guard: { type: 'hasLine', params: ({ event }) => ({ ids: [event.id] }) },
              target: 'offering',
              description: "The customer taps a line's remove icon: the line goes and 'เลิกทำ' is offered.",
              actions: [
                { type: 'keepForUndo', params: ({ event }) => event },
                { type: 'assignRemoved', params: ({ event }) => ({ ids: [event.id] }) },
                'saveChange',
              ],
            },
          },
        },
        offering: {
          description: "'เลิกทำ' is offered for the line just removed (5 s).",
          initial: 'window',
          on: {
            // Another removal restarts the window with that line (the earlier one stays removed):
            // targeting the child re-enters it, so its 5 s start again.
            'cart.remove': {
              guard: { type: 'hasLine', params: ({ event }) => ({ ids: [event.id] }) },
              target: '.window',
              description:
                "Another line is removed: 'เลิกทำ' is offered for it instead (5 s again), the earlier one stays removed.",
              actions: [
                { type: 'keepForUndo', params: ({ event }) => event },
                { type: 'assignRemoved', params: ({ event }) => ({ ids: [event.id] }) },
                'saveChange',
              ],
            },
            'cart.undoRemove': {
              guard: 'canRestore',
              // Stryker disable next-line StringLiteral: equivalent, without a target restoreRemoved has emptied `removed`: 'เลิกทำ' is gone (selectUndoable null, canRestore false) until the window ends.
              target: 'none',
              description: "The customer presses 'เลิกทำ': the line comes back at its place.",
              actions: ['restoreRemoved', 'saveChange'],
            },
          },
          states: {
            window: {
              description: "The 5 s in which 'เลิกทำ' can be pressed; another removal starts them again.",
              after: {
                undoWindow: {
                  // Stryker disable next-line StringLiteral: equivalent, with no target or without forgetRemoved 'เลิกทำ' is gone all the same (selectUndoable null, canRestore false) and the next removal enters offering again.
                  target: '#cart.undo.none',
                  description: "5 s have passed: 'เลิกทำ' is no longer offered, the line stays removed.",
                  actions: 'forgetRemoved',
                },
              },
            },
          },
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
