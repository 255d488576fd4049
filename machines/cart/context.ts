import { paths } from '../../contract/app-paths.ts';
import { QUANTITY_MAX } from '../../contract/limits.ts';
import {
  addLine,
  applyRefresh,
  createDefaultCart,
  findRemoved,
  previewLines,
  removeLines,
  restoreLine,
  selectOnly,
  setLineQty,
  toggleAll,
  toggleLine,
  without,
  withTotal,
} from './lines.ts';
import type { QtyNotice } from './quantity.ts';
import { reorderOutcome } from './reorder.ts';
import type {
  Cart,
  CartContext,
  CartEmitted,
  CartInput,
  CartLinePayload,
  CartLineRefresh,
  CartPreviewEvent,
  ReorderLines,
} from './types.ts';

/**
 * The cart chart's context and its updates (cart-machine.ts assigns them by name): pure functions of
 * the context and the action's params; the lines' rules themselves are lines.ts.
 */
type Args = { context: CartContext };

/** The stored cart it was given (or the default cart), nothing typed, removed or said yet. */
export const initialContext = ({ input }: { input: CartInput }): CartContext => ({
  ...(input.cart ?? createDefaultCart()),
  drafts: {},
  qtyNotices: {},
  removed: null,
  payNotice: null,
  reorderNotice: null,
  reorderId: null,
  reorderOutcome: null,
});

/** What local storage `cart` holds: { id, products, total } (spec section 3 "Cart"). */
export const storedCart = ({ context }: Args): Cart => ({
  id: context.id,
  products: context.products,
  total: context.total,
});

/** What the cart-preview child is told on every change: the selected lines (cart-preview-machine.ts). */
export const previewRequest = ({ context }: Args): CartPreviewEvent => ({
  type: 'preview.lines',
  lines: previewLines(context.products),
});

export const addedLine = ({ context }: Args, params: { line: CartLinePayload; qty: number }) =>
  withTotal(addLine(context.products, params.line, params.qty));

/** A quantity taken: the line's refused text and message go. */
export const qtySet = ({ context }: Args, params: { id: number; qty: number }) => ({
  ...withTotal(setLineQty(context.products, params.id, params.qty)),
  drafts: without(context.drafts, params.id),
  qtyNotices: without(context.qtyNotices, params.id),
});

/** A typed quantity above 999: the line gets 999 and a message saying so. */
export const qtyClamped = ({ context }: Args, params: { id: number }) => ({
  ...withTotal(setLineQty(context.products, params.id, QUANTITY_MAX)),
  drafts: without(context.drafts, params.id),
  qtyNotices: { ...context.qtyNotices, [params.id]: 'clamped' as QtyNotice },
});

/** A refused text: kept as the line's draft, with its message; the quantity stays. */
export const qtyRefused = ({ context }: Args, params: { id: number; text: string }) => ({
  drafts: { ...context.drafts, [params.id]: params.text },
  qtyNotices: { ...context.qtyNotices, [params.id]: 'invalid' as QtyNotice },
});

export const draftDropped = ({ context }: Args, params: { id: number }) => ({
  drafts: without(context.drafts, params.id),
});

export const linesRemoved = ({ context }: Args, params: { ids: readonly number[] }) =>
  withTotal(removeLines(context.products, params.ids));

export const keptForUndo = ({ context }: Args, params: { id: number }) => ({
  removed: findRemoved(context.products, params.id),
});

export const restored = ({ context }: Args) =>
  context.removed ? { ...withTotal(restoreLine(context.products, context.removed)), removed: null } : {};

export const toggled = ({ context }: Args, params: { id: number }) =>
  withTotal(toggleLine(context.products, params.id));

export const toggledAll = ({ context }: Args) => withTotal(toggleAll(context.products));

export const refreshed = ({ context }: Args, params: { outcomes: readonly CartLineRefresh[] }) =>
  withTotal(applyRefresh(context.products, params.outcomes));

/**
 * A reorder's lines merged and exactly they ticked; the items no longer sold named in one notice;
 * how many lines are new and how many grew, counted on the lines before the merge.
 */
export const reordered = ({ context }: Args, params: ReorderLines & { orderId: number }) => {
  const merged = params.lines.reduce((lines, { line, qty }) => addLine(lines, line, qty), context.products);
  const ids = params.lines.map(({ line }) => line.id);
  return {
    ...withTotal(selectOnly(merged, ids)),
    reorderNotice: params.unavailable.length
      ? { kind: 'unavailable' as const, names: params.unavailable }
      : null,
    reorderId: params.orderId,
    reorderOutcome: reorderOutcome(context.products, params),
  };
};

/** /cart after a reorder, told what it did (its navigation state, `reorderOutcomeOf` reads it). */
export const cartAfterReorder = ({ context }: Args): CartEmitted => ({
  type: 'navigate',
  to: paths.cart(),
  ...(context.reorderOutcome && { state: { reorder: context.reorderOutcome } }),
});

/** Why the last pay press did not go on. */
export const payNoticed = (_: Args, params: { notice: CartContext['payNotice'] }) => ({
  payNotice: params.notice,
});

export const reorderFailed = (_: Args, params: { orderId: number }) => ({
  reorderNotice: { kind: 'failed' as const, orderId: params.orderId },
  reorderId: params.orderId,
});
