import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided } from '../chart-helpers.ts';
import type {
  LoadSuggestionsInput,
  SearchBoxContext,
  SearchBoxEmitted,
  SearchBoxEvent,
  SearchSuggestion,
} from './types.ts';

/**
 * The header search box with suggestions while typing (shop owners find a product without a results page): each key restarts a
 * short pause (`suggestDelay`); then the closest products are loaded (GET /skus/suggestions) and
 * listed under the box. A key pressed while they load cancels that request (leaving `loading`
 * stops the invoked actor, whose AbortSignal aborts the call) and starts a new pause. Arrow keys
 * move the highlight (up and down the rows, right and left between a row's product and its quick
 * add '+'), Enter opens the highlighted product, opens the quick add for it when its '+' is
 * highlighted, or searches for the text; Escape closes the list. A failed load shows a failure
 * with retry; searching still works. On every page change the box shows the search results' text
 * on their page and is empty elsewhere (a stale search text on another page reads as a filter).
 * Pure: `loadSuggestions` is a placeholder; src/features/catalogue/use-search-box.ts provides it.
 */

/** Pause after the last key before suggestions are asked for. */
export const SUGGEST_DELAY = 250;
/** Suggestions are asked for from this many characters (trimmed) on. */
const SUGGEST_MIN_LENGTH = 2;
/** At most this many suggestions are listed. */
export const SUGGESTIONS_SHOWN = 5;

const trimmed = (text: string) => text.trim();

export const searchBoxMachine = setup({
  types: {
    context: {} as SearchBoxContext,
    events: {} as SearchBoxEvent,
    emitted: {} as SearchBoxEmitted,
    tags: {} as 'open' | 'busy',
  },
  delays: { suggestDelay: SUGGEST_DELAY },
  actors: {
    loadSuggestions: fromPromise<SearchSuggestion[], LoadSuggestionsInput>(
      notProvided('search box', 'loadSuggestions'),
    ),
  },
  guards: {
    longEnough: ({ context }) => trimmed(context.text).length >= SUGGEST_MIN_LENGTH,
    typedLongEnough: (_, params: { text: string }) => trimmed(params.text).length >= SUGGEST_MIN_LENGTH,
    foundSome: (_, params: { suggestions: SearchSuggestion[] }) => params.suggestions.length > 0,
    hasText: ({ context }) => trimmed(context.text).length > 0,
    hasHighlight: ({ context }) =>
      context.highlighted >= 0 && context.highlighted < context.suggestions.length,
    addIsHighlighted: ({ context }) =>
      context.addHighlighted && context.highlighted >= 0 && context.highlighted < context.suggestions.length,
    isSuggestion: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.suggestions.length,
    hasSuggestionsForText: ({ context }) =>
      context.suggestions.length > 0 && context.suggestedFor === trimmed(context.text),
  },
  actions: {
    assignText: assign((_, params: { text: string }) => ({ text: params.text })),
    assignSuggestions: assign(({ context }, suggestions: SearchSuggestion[]) => ({
      suggestions: suggestions.slice(0, SUGGESTIONS_SHOWN),
      suggestedFor: trimmed(context.text),
      highlighted: -1,
      addHighlighted: false,
    })),
    clearSuggestions: assign({ suggestions: [], suggestedFor: '', highlighted: -1, addHighlighted: false }),
    // Up and down keep the column (the product or the '+'); back in the box there is none.
    highlightNext: assign(({ context }) => {
      const highlighted =
        context.highlighted + 1 >= context.suggestions.length ? -1 : context.highlighted + 1;
      return { highlighted, addHighlighted: highlighted >= 0 && context.addHighlighted };
    }),
    highlightPrevious: assign(({ context }) => {
      const highlighted =
        context.highlighted <= -1 ? context.suggestions.length - 1 : context.highlighted - 1;
      return { highlighted, addHighlighted: highlighted >= 0 && context.addHighlighted };
    }),
    highlightAdd: assign({ addHighlighted: true }),
    highlightProduct: assign({ addHighlighted: false }),
    clearHighlight: assign({ highlighted: -1, addHighlighted: false }),
    showPage: assign((_, params: { query: string }) => ({
      text: params.query,
      suggestions: [],
      suggestedFor: '',
      highlighted: -1,
      addHighlighted: false,
    })),
    openQuickAdd: emit(({ context }, params: { index: number }) => {
      const suggestion = context.suggestions[params.index];
      if (!suggestion) throw new Error(`no suggestion ${params.index}`);
      return { type: 'quickAdd' as const, suggestion };
    }),
    goToProduct: emit(({ context }, params: { index: number }) => ({
      type: 'navigate' as const,
      to: paths.product(context.suggestions[params.index]?.id ?? 0),
    })),
    goToSearchResults: emit(({ context }) => ({
      type: 'navigate' as const,
      to: paths.products(),
      state: { type: 'search' as const, indexId: trimmed(context.text) },
    })),
  },
}).createMachine({
  id: 'searchBox',
  description: "Header search box 'ค้นหาสินค้า': suggestions while typing, Enter opens the search results.",
  context: { text: '', suggestedFor: '', suggestions: [], highlighted: -1, addHighlighted: false },
  initial: 'idle',
  // In every state: typing starts a new pause (or clears the list when too short); Enter searches.
  on: {
    'search.type': [
      {
        guard: { type: 'typedLongEnough', params: ({ event }) => ({ text: event.text }) },
        description:
          'The customer types 2 or more characters: wait for the typing to pause (each key starts the wait again), then suggest.',
        // Targeting a child re-enters it: the pause (suggestDelay) starts again on every key.
        target: '.debouncing',
        actions: { type: 'assignText', params: ({ event }) => ({ text: event.text }) },
      },
      {
        target: '.idle',
        description: 'The text is shorter than 2 characters: no suggestions.',
        actions: [{ type: 'assignText', params: ({ event }) => ({ text: event.text }) }, 'clearSuggestions'],
      },
    ],
    'search.submit': {
      guard: 'hasText',
      description: 'The customer presses Enter with text: open the search results for it.',
      target: '.idle',
      actions: ['goToSearchResults', 'clearHighlight'],
    },
    'search.pageShown': {
      description:
        "Another page is shown: the box holds the search results' text on their page, nothing elsewhere; the list closes.",
      target: '.idle',
      actions: { type: 'showPage', params: ({ event }) => ({ query: event.query }) },
    },
  },
  states: {
    /** The list is closed; the down arrow opens it again on the suggestions for the same text. */
    idle: {
      description: 'The suggestion list is closed.',
      on: {
        'search.highlightNext': {
          guard: 'hasSuggestionsForText',
          target: 'showing',
          description: 'The down arrow opens the list again on the suggestions for the same text.',
        },
      },
    },
    /** Waiting for the typing to pause. */
    debouncing: {
      description: 'Waiting for the typing to pause before asking for suggestions.',
      after: {
        suggestDelay: { target: 'loading', description: 'The typing paused: ask for suggestions.' },
      },
      on: { 'search.close': { target: 'idle', description: 'The customer closes the box: no suggestions.' } },
    },
    loading: {
      description: 'The suggestions for the typed text are loading.',
      tags: 'busy',
      invoke: {
        id: 'loadSuggestions',
        src: 'loadSuggestions',
        input: ({ context }) => ({ text: trimmed(context.text) }),
        onDone: [
          {
            guard: { type: 'foundSome', params: ({ event }) => ({ suggestions: event.output }) },
            target: 'showing',
            description: 'Suggestions came back: list them under the box.',
            actions: { type: 'assignSuggestions', params: ({ event }) => event.output },
          },
          {
            target: 'noMatches',
            description: 'No suggestion came back: a short note that nothing is close.',
            actions: 'clearSuggestions',
          },
        ],
        onError: {
          target: 'failed',
          description: 'The suggestions failed to load: a note with retry; searching still works.',
          actions: 'clearSuggestions',
        },
      },
      on: {
        'search.close': {
          target: 'idle',
          description: 'The customer closes the box: the suggestions are dropped.',
        },
      },
    },
    /** The suggestions are listed under the box. */
    showing: {
      description: 'The suggestions are listed under the box.',
      tags: 'open',
      on: {
        'search.highlightNext': {
          description: 'The down arrow highlights the next suggestion.',
          actions: 'highlightNext',
        },
        'search.highlightPrevious': {
          description: 'The up arrow highlights the previous suggestion.',
          actions: 'highlightPrevious',
        },
        'search.highlightAdd': {
          guard: 'hasHighlight',
          description: "The right arrow on a highlighted row: its quick add '+' is the active cell.",
          actions: 'highlightAdd',
        },
        'search.highlightProduct': {
          description: "The left arrow: the highlighted row's product is the active cell again.",
          actions: 'highlightProduct',
        },
        'search.quickAdd': {
          guard: { type: 'isSuggestion', params: ({ event }) => ({ index: event.index }) },
          description:
            "The customer taps a suggestion's '+': the quick add panel opens for it; the list stays for the next one.",
          actions: { type: 'openQuickAdd', params: ({ event }) => ({ index: event.index }) },
        },
        'search.choose': {
          guard: { type: 'isSuggestion', params: ({ event }) => ({ index: event.index }) },
          description: 'The customer picks a suggestion: open that product.',
          target: 'idle',
          actions: { type: 'goToProduct', params: ({ event }) => ({ index: event.index }) },
        },
        'search.submit': [
          {
            guard: 'addIsHighlighted',
            description: "Enter on a highlighted row's '+': the quick add panel opens for that product.",
            actions: { type: 'openQuickAdd', params: ({ context }) => ({ index: context.highlighted }) },
          },
          {
            guard: 'hasHighlight',
            description: 'Enter with a suggestion highlighted: open that product.',
            target: 'idle',
            actions: { type: 'goToProduct', params: ({ context }) => ({ index: context.highlighted }) },
          },
          {
            guard: 'hasText',
            description: 'Enter with nothing highlighted: open the search results for the text.',
            target: 'idle',
            actions: ['goToSearchResults', 'clearHighlight'],
          },
        ],
        'search.close': {
          target: 'idle',
          description: 'The customer closes the list.',
          actions: 'clearHighlight',
        },
      },
    },
    /** Nothing is close to the text: a short note under the box. */
    noMatches: {
      description: 'Nothing is close to the text: a short note under the box.',
      tags: 'open',
      on: { 'search.close': { target: 'idle', description: 'The customer closes the note.' } },
    },
    /** The suggestions could not be loaded: a note with retry (searching still works). */
    failed: {
      description: 'The suggestions could not be loaded: a note with retry; searching still works.',
      tags: 'open',
      on: {
        'search.retry': {
          guard: 'longEnough',
          target: 'loading',
          description: 'The customer presses retry: load the suggestions again.',
        },
        'search.close': { target: 'idle', description: 'The customer closes the note.' },
      },
    },
  },
});

export type SearchBoxSnapshot = SnapshotFrom<typeof searchBoxMachine>;
