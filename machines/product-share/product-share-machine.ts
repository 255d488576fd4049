import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import { type SharePickerInput, type SharePickerOutput, sharePickerMachine } from '../share-picker/index.ts';
import type { ProductShareContext, ProductShareEvent, ShareProduct, ShareTarget } from './types.ts';

/**
 * The product page's share button (spec section 5 "Share target picker"): LIFF's sharing loads as
 * the page opens (`loadShareLiff`; the button shows only where the share target picker is
 * available); each press runs ONE share target picker (the share-picker chart, invoked as a child,
 * so leaving the page or a new share stops it) with the product's card; presses while it runs are
 * ignored; how it ended stays beside the button until the next press. Pure: the actors and the card
 * come from product-share-implementations.ts.
 */

/** What the page says when the picker chart itself fails (not one of its own outcomes). */
const SHARE_CHART_FAILED = 'share picker stopped';

/** The picker's input for one press: the messages, and where LIFF shares from. */
export const pickerInputOf = (target: ShareTarget | null, messages: unknown[]): SharePickerInput => ({
  messages,
  appId: target?.appId ?? null,
  inClient: target?.inClient ?? false,
  lineVersion: target?.lineVersion ?? null,
});

const pickerOf = ({ context }: { context: ProductShareContext }) => context.picker as SharePickerInput;

export const productShareMachine = setup({
  types: {
    context: {} as ProductShareContext,
    events: {} as ProductShareEvent,
    tags: {} as 'busy',
  },
  actors: {
    loadShareLiff: fromPromise<ShareTarget | null>(notProvided('product-share', 'loadShareLiff')),
    sharePicker: sharePickerMachine,
  },
  guards: {
    isUnavailable: (_, target: ShareTarget | null) => target === null,
  },
  actions: {
    keepTarget: assign((_, target: ShareTarget | null) => ({ target })),
    /**
     * The picker's input for this press. The chart writes no card (the app's is Thai text): the
     * factory provides this action with deps.buildMessage's card; without it there is no message.
     */
    preparePicker: assign(({ context }, _product: ShareProduct) => ({
      picker: pickerInputOf(context.target, []),
    })),
    clearOutcome: assign({ outcome: null }),
    assignOutcome: assign((_, outcome: SharePickerOutput | undefined) => ({
      outcome: outcome ?? { status: 'error' as const, message: SHARE_CHART_FAILED },
    })),
    assignChartFailed: assign({ outcome: { status: 'error', message: SHARE_CHART_FAILED } }),
  },
}).createMachine({
  id: 'productShare',
  description: "The product page's share button: one share target picker at a time, then how it ended.",
  context: { target: null, picker: null, outcome: null },
  initial: 'checkingAvailability',
  states: {
    checkingAvailability: {
      description: "LIFF's sharing loads; the button is not shown until it says the picker is available.",
      invoke: {
        id: 'loadShareLiff',
        src: 'loadShareLiff',
        onDone: [
          {
            guard: { type: 'isUnavailable', params: ({ event }) => event.output },
            target: 'unavailable',
            description: 'LIFF says the share target picker is not available here: no button.',
          },
          {
            target: 'ready',
            description: 'The share target picker is available: the button shows.',
            actions: { type: 'keepTarget', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'unavailable',
          description: "LIFF's sharing modules did not load: no button.",
        },
      },
    },
    unavailable: {
      description: 'No share target picker here: the page shows no share button (a press changes nothing).',
    },
    ready: {
      description: 'No share yet on this page: the button waits.',
      on: {
        'share.start': {
          target: 'sharing',
          description: 'The customer presses share: the share target picker starts with the product card.',
          actions: { type: 'preparePicker', params: ({ event }) => event.product },
        },
      },
    },
    sharing: {
      description: 'The share target picker runs: the button is busy and further presses are ignored.',
      tags: 'busy',
      invoke: {
        id: 'sharePicker',
        src: 'sharePicker',
        input: pickerOf,
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
          actions: ['clearOutcome', { type: 'preparePicker', params: ({ event }) => event.product }],
          description: 'The customer presses share again: a new picker starts and the old status goes.',
        },
      },
    },
  },
});

export type ProductShareSnapshot = SnapshotFrom<typeof productShareMachine>;
