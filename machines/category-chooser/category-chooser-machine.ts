import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import type { CategoryChooserContext, CategoryChooserEvent, ChooserCategory } from './types.ts';

/**
 * The category chooser's data (spec section 2 "Category chooser"): load the plain category list
 * once. A failure opens no dialog (spec section 8) but the screen is not left quietly empty: a line
 * says the categories could not be loaded, with a retry; `chooser.retry` (the retry tapped, or the
 * browser back online) loads them again. Pure: `loadCategories` is a
 * placeholder the screen's hook replaces with `machine.provide(...)`.
 */
export const categoryChooserMachine = setup({
  types: {
    context: {} as CategoryChooserContext,
    events: {} as CategoryChooserEvent,
    tags: {} as 'loading',
  },
  actors: {
    loadCategories: fromPromise<ChooserCategory[]>(notProvided('category chooser', 'loadCategories')),
  },
  actions: {
    assignCategories: assign((_, categories: ChooserCategory[]) => ({ categories })),
    assignNoCategories: assign({ categories: [] }),
  },
}).createMachine({
  id: 'categoryChooser',
  description:
    'Categories page: the category tiles load on open; the fixed tile ทั้งหมด leads to all products.',
  context: { categories: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'The category list is loading.',
      tags: 'loading',
      invoke: {
        id: 'loadCategories',
        src: 'loadCategories',
        onDone: {
          target: 'ready',
          description: 'The categories loaded: show those with an image as tiles.',
          actions: { type: 'assignCategories', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description:
            'The category list failed to load: no dialog; only ทั้งหมด and a line that says so, with a retry.',
          actions: 'assignNoCategories',
        },
      },
    },
    ready: {
      description: 'The categories with an image are shown as tiles.',
    },
    failed: {
      description: 'The category list could not be loaded: only ทั้งหมด, and a line that says so with a retry.',
      on: {
        'chooser.retry': {
          target: 'loading',
          description: "The customer taps 'ลองอีกครั้ง', or the browser is back online: the list loads again.",
        },
      },
    },
  },
});

export type CategoryChooserSnapshot = SnapshotFrom<typeof categoryChooserMachine>;
