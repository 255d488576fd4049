import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import { SUGGESTIONS_SHOWN, type searchBoxMachine } from './search-box-machine.ts';
import type { LoadSuggestionsInput, SearchSuggestion } from './types.ts';

/** The search box chart's loader: GET /skus/suggestions for the text (the signal aborts when the customer types on). */
export function createSearchBoxImplementations({
  api,
}: FlowApi<'getSkuSuggestions'>): MachineImplementationsFrom<typeof searchBoxMachine> {
  return {
    actors: {
      loadSuggestions: fromPromise<SearchSuggestion[], LoadSuggestionsInput>(({ input, signal }) =>
        api.getSkuSuggestions({ query: { search: input.text, limit: SUGGESTIONS_SHOWN } }, { signal }),
      ),
    },
  };
}
