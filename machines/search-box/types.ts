import type { SkuSuggestion } from '../../contract/catalogue.ts';
import type { Navigate } from '../navigation.ts';

/** Types of the header search box chart (search-box-machine.ts). */

/** The fields of a suggested product the box shows: its name, selling unit and price. */
export type SearchSuggestion = Pick<SkuSuggestion, 'id' | 'title' | 'image_url' | 'net_price' | 'pack_size'>;

export type SearchBoxContext = {
  /** What is in the box, as typed. */
  text: string;
  /** The text the suggestions shown (or being loaded) are for. */
  suggestedFor: string;
  suggestions: SearchSuggestion[];
  /** Index of the highlighted suggestion (arrow keys), -1 for none. */
  highlighted: number;
};

export type SearchBoxEvent =
  | { type: 'search.type'; text: string }
  | { type: 'search.highlightNext' }
  | { type: 'search.highlightPrevious' }
  /** A suggestion picked (tap or click); `index` into the suggestions shown. */
  | { type: 'search.choose'; index: number }
  /** Enter: the highlighted suggestion if any, else a search for the text. */
  | { type: 'search.submit' }
  /** Escape or leaving the box: the list closes, the text stays. */
  | { type: 'search.close' }
  | { type: 'search.retry' };

/** Input of the loadSuggestions actor. */
export type LoadSuggestionsInput = { text: string };

/** Where the customer goes: a product, or the search results (src/features/catalogue/list-route.ts). */
export type SearchBoxEmitted = Navigate<{ type: 'search'; indexId: string }>;
