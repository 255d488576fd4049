import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { CartPreview, CartPreviewContext, CartPreviewEvent, PreviewLine } from './types.ts';

/**
 * The cart's estimate: its selected lines priced by the server's one pricing engine (POST
 * /summary/saleitem, as /summary prices them: the coupon chosen there, else the best) for the
 * estimated total after discounts and the nudges (what the order is close to; docs/pricing.md
 * "Nudges"). A child the cart chart invokes for its whole life (cart-machine.ts): every change of
 * the cart sends `preview.lines` with the selected lines; a change waits `previewDebounce` for the
 * next one, so typing 48 asks once. An answer is kept with the lines it priced (`preview.key`): the
 * screen shows it only while the selection is still those lines (selectors.ts), so the cart and the
 * summary never disagree silently. The cart page's opening sends `preview.reprice`: a coupon chosen
 * on /summary since changes the estimate of the same lines, so the one kept goes and they are
 * priced again. A failure shows no estimate until the next change, or `preview.retry` (the browser
 * back online) prices the same lines again. The actor is a placeholder here, provided by
 * cart-implementations.ts. Pure: no I/O in this file.
 */

/** How long a change waits for the next one before the lines are priced. */
export const PREVIEW_DEBOUNCE_MS = 400;

/** The key of a selection: what a preview priced. */
export const previewKey = (lines: readonly PreviewLine[]): string =>
  lines.map((l) => `${l.sku_id}x${l.quantity}`).join(',');

export const cartPreviewMachine = setup({
  types: {
    context: {} as CartPreviewContext,
    events: {} as CartPreviewEvent,
  },
  actors: {
    // The selected lines priced (POST /summary/saleitem): cart-implementations.ts.
    loadPreview: fromPromise<Omit<CartPreview, 'key'>, { lines: PreviewLine[] }>(async () => ({
      total: 0,
      nudges: [],
    })),
  },
  delays: { previewDebounce: PREVIEW_DEBOUNCE_MS },
  guards: {
    hasLines: (_, params: { lines: readonly PreviewLine[] }) => params.lines.length > 0,
  },
  actions: {
    assignLines: assign((_, params: { lines: PreviewLine[] }) => ({ lines: params.lines })),
    assignPreview: assign(({ context }, params: Omit<CartPreview, 'key'>) => ({
      preview: { ...params, key: previewKey(context.lines) },
    })),
    clearPreview: assign({ lines: [], preview: null }),
    dropPreview: assign({ preview: null }),
  },
}).createMachine({
  id: 'cartPreview',
  description: "The cart's selected lines priced by the server: the estimated total and the nudges.",
  context: { lines: [], preview: null },
  initial: 'idle',
  on: {
    'preview.lines': [
      {
        guard: { type: 'hasLines', params: ({ event }) => event },
        target: '.waiting',
        description: 'The selection or a quantity changed: price the selected lines once the changes pause.',
        actions: { type: 'assignLines', params: ({ event }) => event },
      },
      {
        target: '.idle',
        description: 'Nothing is selected: no estimate, no nudges.',
        actions: 'clearPreview',
      },
    ],
    'preview.reprice': {
      guard: { type: 'hasLines', params: ({ context }) => context },
      target: '.waiting',
      description:
        'The cart page opens: the estimate shown goes (a coupon chosen on /summary since changes it) and the selected lines are priced again once the changes pause.',
      actions: 'dropPreview',
    },
  },
  states: {
    idle: { description: 'Nothing to price: no line is selected, or nothing was asked yet.' },
    waiting: {
      description: 'A change was made: wait for the next one (which starts the wait again) before pricing.',
      after: {
        previewDebounce: {
          target: 'pricing',
          description: 'The changes paused: price the selected lines.',
        },
      },
    },
    pricing: {
      description: 'The selected lines are priced by the server (POST /summary/saleitem).',
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => ({ lines: context.lines }),
        onDone: {
          target: 'priced',
          description: 'The estimate and the nudges arrived: the cart shows them.',
          actions: { type: 'assignPreview', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description: 'The lines could not be priced: the cart shows no estimate.',
        },
      },
    },
    priced: { description: 'The estimate of the lines it priced is shown while they are the selection.' },
    failed: {
      description: 'The last pricing failed: no estimate until the next change, or until back online.',
      on: {
        'preview.retry': {
          target: 'pricing',
          description: 'The browser is back online: the same lines are priced again.',
        },
      },
    },
  },
});

export type CartPreviewSnapshot = SnapshotFrom<typeof cartPreviewMachine>;
