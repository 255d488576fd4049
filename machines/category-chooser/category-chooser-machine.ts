import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided } from '../chart-helpers.ts';
import type { CategoryChooserContext, CategoryChooserEvent, ChooserCategory } from './types.ts';

/**
 * The category chooser's data (spec section 2 "Category chooser"): load the plain category list
 * once; a failure is silent and leaves it empty (spec section 8). Pure: `loadCategories` is a
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
          target: 'ready',
          description: 'The category list failed to load: silently ignored, no tiles but ทั้งหมด.',
          actions: 'assignNoCategories',
        },
      },
    },
    ready: {
      description: 'The categories with an image are shown as tiles; after a failed load there are none.',
      on: {
        'chooser.reload': { target: 'loading', description: 'Load the category list again.' },
      },
    },
  },
});

export type CategoryChooserSnapshot = SnapshotFrom<typeof categoryChooserMachine>;
