import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  hasNoMatches,
  highlightedSuggestion,
  isLoadingSuggestions,
  isSearchBoxOpen,
  type LoadSuggestionsInput,
  type SearchSuggestion,
  SUGGESTIONS_SHOWN,
  searchBoxMachine,
  searchText,
  shownSuggestions,
  suggestionsFailed,
} from '../../../machines/search-box/index.ts';
import type { ApiClient } from '../../api/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/** Loads the suggestions for a text; the signal aborts when the customer types on. */
export type LoadSuggestions = (text: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;

/** The real loader: GET /skus/suggestions through the API client. */
export function suggestionsFromApi(api: Pick<ApiClient, 'getSkuSuggestions'>): LoadSuggestions {
  return (text, signal) =>
    api.getSkuSuggestions({ query: { search: text, limit: SUGGESTIONS_SHOWN } }, { signal });
}

/** The search box chart's actor. */
export function createSearchBoxImplementations(load: LoadSuggestions) {
  return {
    actors: {
      loadSuggestions: fromPromise<SearchSuggestion[], LoadSuggestionsInput>(({ input, signal }) =>
        load(input.text, signal),
      ),
    },
  };
}

/** The header search box: its chart's view and `send`; its navigation goes through the router. */
export function useSearchBox(load: LoadSuggestions) {
  const [machine] = useState(() => searchBoxMachine.provide(createSearchBoxImplementations(load)));
  const actorRef = useActorRef(machine, { inspect });
  useMachineNavigation(actorRef);
  return {
    send: actorRef.send,
    text: useSelector(actorRef, searchText),
    open: useSelector(actorRef, isSearchBoxOpen),
    loading: useSelector(actorRef, isLoadingSuggestions),
    suggestions: useSelector(actorRef, shownSuggestions),
    highlighted: useSelector(actorRef, highlightedSuggestion),
    noMatches: useSelector(actorRef, hasNoMatches),
    failed: useSelector(actorRef, suggestionsFailed),
  };
}

export type SearchBoxView = ReturnType<typeof useSearchBox>;
