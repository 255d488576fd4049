import { assign, type SnapshotFrom, setup } from 'xstate';
import { type SharePickerInput, type SharePickerOutput, sharePickerMachine } from '../share-picker/index.ts';
import type { ProductShareContext, ProductShareEvent } from './types.ts';

/**
 * The product page's share button (spec section 5 "Share target picker"): each press runs ONE share
 * target picker (the share-picker chart, invoked as a child, so leaving the page or a new share
 * stops it); presses while it runs are ignored; how it ended stays beside the button until the next
 * press. Pure: the app provides `sharePicker` bound to LIFF (src/features/product/share/use-share.ts).
 */

/** What the page says when the picker chart itself fails (not one of its own outcomes). */
export const SHARE_CHART_FAILED = 'share picker stopped';

const pickerInputOf = ({ event }: { event: ProductShareEvent }): SharePickerInput => event.picker;

export const productShareMachine = setup({
  types: {
    context: {} as ProductShareContext,
    events: {} as ProductShareEvent,
    tags: {} as 'busy',
  },
  actors: {
    sharePicker: sharePickerMachine,
  },
  actions: {
    clearOutcome: assign({ outcome: null }),
    assignOutcome: assign((_, outcome: SharePickerOutput | undefined) => ({
      outcome: outcome ?? { status: 'error' as const, message: SHARE_CHART_FAILED },
    })),
    assignChartFailed: assign({ outcome: { status: 'error', message: SHARE_CHART_FAILED } }),
  },
}).createMachine({
  id: 'productShare',
  description: "The product page's share button: one share target picker at a time, then how it ended.",
  context: { outcome: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'No share yet on this page: the button waits.',
      on: {
        'share.start': {
          target: 'sharing',
          description: 'The customer presses share: the share target picker starts with the product card.',
        },
      },
    },
    sharing: {
      description: 'The share target picker runs: the button is busy and further presses are ignored.',
      tags: 'busy',
      invoke: {
        id: 'sharePicker',
        src: 'sharePicker',
        input: pickerInputOf,
        onDone: {
          target: 'shared',
          description: 'The picker ended (shared, cancelled, opened or failed): show how.',
          actions: { type: 'assignOutcome', params: ({ event }) => event.output },
        },
        onError: {
          target: 'shared',
          description: 'The picker itself broke: the share shows as failed.',
          actions: 'assignChartFailed',
        },
      },
    },
    shared: {
      description: 'The last share ended: shared, cancelled, opened, or failed with its message.',
      on: {
        'share.start': {
          target: 'sharing',
          actions: 'clearOutcome',
          description: 'The customer presses share again: a new picker starts and the old status goes.',
        },
      },
    },
  },
});

export type ProductShareMachine = typeof productShareMachine;
export type ProductShareSnapshot = SnapshotFrom<typeof productShareMachine>;
