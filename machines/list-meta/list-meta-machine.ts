import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided, output } from '../chart-helpers.ts';
import type { ListMeta, ListMetaContext, ListMetaEvent, ListMetaInput } from './types.ts';

/**
 * A list page's title, cover and brand tiles when navigation state did not bring them (spec
 * section 2 "Product list pages"): one lookup on entry, nothing when there is nothing to look up.
 * A failed lookup is swallowed (spec section 8): the page keeps what navigation state brought.
 * Pure: `lookupMeta` is a placeholder; list-meta-implementations.ts builds the
 * real one over the API client.
 */
const lookupInput = ({ context }: { context: ListMetaContext }): ListMetaInput => ({
  lookup: context.lookup,
  id: context.id,
});
const found = output<ListMeta>;

export const listMetaMachine = setup({
  types: {
    context: {} as ListMetaContext,
    input: {} as ListMetaInput,
    events: {} as ListMetaEvent,
    tags: {} as 'loading',
  },
  actors: {
    lookupMeta: fromPromise<ListMeta, ListMetaInput>(notProvided('list-meta', 'lookupMeta')),
  },
  guards: {
    hasLookup: ({ context }) => context.lookup !== null,
    isSamePage: ({ context }, input: ListMetaInput) =>
      context.lookup === input.lookup && context.id === input.id,
  },
  actions: {
    assignMeta: assign((_, meta: ListMeta) => meta),
    startPage: assign((_, input: ListMetaInput) => ({
      ...input,
      name: null,
      cover: null,
      brands: [],
      rules: [],
    })),
  },
}).createMachine({
  id: 'listMeta',
  description:
    "A list page's title, cover and brand tiles, looked up once when navigation state did not bring them.",
  context: ({ input }) => ({ ...input, name: null, cover: null, brands: [], rules: [] }),
  initial: 'checking',
  on: {
    'meta.routeChanged': [
      {
        guard: { type: 'isSamePage', params: ({ event }) => event.input },
        description: 'The route names the same page: its name and cover stay.',
      },
      {
        description: "The route names another list: forget this page's name and cover, look the new one up.",
        // Targeting a child re-enters it: a lookup still running is dropped.
        target: '.checking',
        actions: { type: 'startPage', params: ({ event }) => event.input },
      },
    ],
  },
  states: {
    checking: {
      description: 'Decide whether this page has anything to look up.',
      always: [
        {
          guard: 'hasLookup',
          target: 'loading',
          description: 'Navigation state left a name, cover or the brand tiles to find: look them up.',
        },
        { target: 'shown', description: 'Navigation state brought everything: show it, nothing is fetched.' },
      ],
    },
    loading: {
      description: "The page's name, cover or brands are being looked up.",
      tags: 'loading',
      invoke: {
        id: 'lookupMeta',
        src: 'lookupMeta',
        input: lookupInput,
        onDone: {
          target: 'shown',
          description: 'The lookup answered: show the name, cover and brands found.',
          actions: { type: 'assignMeta', params: found },
        },
        onError: {
          target: 'shown',
          description: 'The lookup failed: swallowed, the page keeps what navigation state brought.',
        },
      },
    },
    shown: {
      description:
        'The page shows what was found, or keeps what navigation state brought (failure swallowed).',
    },
  },
});

export type ListMetaSnapshot = SnapshotFrom<typeof listMetaMachine>;
