import type { SearchBoxSnapshot } from './search-box-machine.ts';
import type { SearchSuggestion } from './types.ts';

/** The list (or its note) shows under the box. */
export const isSearchBoxOpen = (snapshot: SearchBoxSnapshot): boolean => snapshot.hasTag('open');
/** Suggestions are being loaded. */
export const isLoadingSuggestions = (snapshot: SearchBoxSnapshot): boolean => snapshot.hasTag('busy');
const searchText = (snapshot: SearchBoxSnapshot): string => snapshot.context.text;
/** The suggestions listed (empty unless showing). */
export const shownSuggestions = (snapshot: SearchBoxSnapshot): SearchSuggestion[] =>
  snapshot.matches('showing') ? snapshot.context.suggestions : [];
export const highlightedSuggestion = (snapshot: SearchBoxSnapshot): number =>
  snapshot.matches('showing') ? snapshot.context.highlighted : -1;
export const hasNoMatches = (snapshot: SearchBoxSnapshot): boolean => snapshot.matches('noMatches');
export const suggestionsFailed = (snapshot: SearchBoxSnapshot): boolean => snapshot.matches('failed');
/** The highlighted row's quick add '+' is the active cell (false when no row is highlighted). */
export const isAddHighlighted = (snapshot: SearchBoxSnapshot): boolean =>
  snapshot.matches('showing') && snapshot.context.highlighted >= 0 && snapshot.context.addHighlighted;

/** What the header search box shows (useSearchBox): its text, the list or its note, the highlight. */
export const searchBoxView = (snapshot: SearchBoxSnapshot) => ({
  text: searchText(snapshot),
  open: isSearchBoxOpen(snapshot),
  loading: isLoadingSuggestions(snapshot),
  suggestions: shownSuggestions(snapshot),
  highlighted: highlightedSuggestion(snapshot),
  addHighlighted: isAddHighlighted(snapshot),
  noMatches: hasNoMatches(snapshot),
  failed: suggestionsFailed(snapshot),
});
