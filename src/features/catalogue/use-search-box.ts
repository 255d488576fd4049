import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { FlowApi } from '../../../machines/deps.ts';
import {
  createSearchBoxImplementations,
  hasNoMatches,
  highlightedSuggestion,
  isLoadingSuggestions,
  isSearchBoxOpen,
  searchBoxMachine,
  searchText,
  shownSuggestions,
  suggestionsFailed,
} from '../../../machines/search-box/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useMachineNavigation } from '../../services/use-machine-navigation.ts';

/** The header search box: its chart's view and `send`; its navigation goes through the router. */
export function useSearchBox(deps: FlowApi<'getSkuSuggestions'>) {
  const [machine] = useState(() => searchBoxMachine.provide(createSearchBoxImplementations(deps)));
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
