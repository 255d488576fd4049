import type { SkuSuggestion } from '../../contract/catalogue.ts';
import type { Navigate } from '../navigation.ts';

/** Types of the header search box chart (search-box-machine.ts). */

/**
 * The fields of a suggested product the box shows (its name, selling unit and price) and the quick
 * add puts in the cart (its list price and discount too).
 */
export type SearchSuggestion = Pick<
  SkuSuggestion,
  'id' | 'title' | 'image_url' | 'net_price' | 'pack_size' | 'price' | 'discount_price'
>;

export type SearchBoxContext = {
  /** What is in the box, as typed. */
  text: string;
  /** The text the suggestions shown (or being loaded) are for. */
  suggestedFor: string;
  suggestions: SearchSuggestion[];
  /** Index of the highlighted suggestion (arrow keys), -1 for none. */
  highlighted: number;
  /** The highlighted row's quick add '+' is the active cell (right arrow), not the product. */
  addHighlighted: boolean;
};

export type SearchBoxEvent =
  | { type: 'search.type'; text: string }
  | { type: 'search.highlightNext' }
  | { type: 'search.highlightPrevious' }
  /** A suggestion picked (tap or click); `index` into the suggestions shown. */
  | { type: 'search.choose'; index: number }
  /** Right arrow on a highlighted row: its quick add '+' becomes the active cell. */
  | { type: 'search.highlightAdd' }
  /** Left arrow on a row's '+': the product is the active cell again. */
  | { type: 'search.highlightProduct' }
  /** A tap on a suggestion's '+': open the quick add panel for it; the list stays. */
  | { type: 'search.quickAdd'; index: number }
  /**
   * The page changed (every navigation): the box shows the search results' text on their page
   * (`query`), and is empty anywhere else; the list closes.
   */
  | { type: 'search.pageShown'; query: string }
  /** Enter: the highlighted suggestion if any, else a search for the text. */
  | { type: 'search.submit' }
  /** Escape or leaving the box: the list closes, the text stays. */
  | { type: 'search.close' }
  | { type: 'search.retry' };

/** Input of the loadSuggestions actor. */
export type LoadSuggestionsInput = { text: string };

/**
 * Where the customer goes: a product, or the search results (src/features/catalogue/list-route.ts);
 * or the quick add panel opens for a suggested product (src/components/quick-add.tsx).
 */
export type SearchBoxEmitted =
  | Navigate<{ type: 'search'; indexId: string }>
  | { type: 'quickAdd'; suggestion: SearchSuggestion };
