import type { SearchSuggestion } from '../../machines/search-box/index.ts';

/** Suggested products for the search box tests (chart and component), as the API lists them. */
export const COKE: SearchSuggestion = {
  id: 43,
  title: 'โค้ก ออริจินัล 325 มล. ลัง 24 กระป๋อง',
  image_url: null,
  net_price: 312,
  price: 312,
  discount_price: null,
  pack_size: 'ลัง 24 กระป๋อง',
};
export const COKE_ZERO: SearchSuggestion = {
  id: 51,
  title: 'โค้ก ไม่มีน้ำตาล 325 มล. ลัง 24 กระป๋อง',
  image_url: null,
  net_price: 299.5,
  price: 299.5,
  discount_price: null,
};

/** Answers a text's suggestions; the signal aborts when the customer types on. */
export type LoadSuggestions = (text: string, signal: AbortSignal) => Promise<SearchSuggestion[]>;

/** The search box's deps over a loader the test answers: GET /skus/suggestions reduced to its text. */
export const suggestionsApi = (load: LoadSuggestions) => ({
  api: {
    getSkuSuggestions: (input: { query: { search: string } }, options?: { signal?: AbortSignal }) =>
      load(input.query.search, options?.signal ?? new AbortController().signal),
  },
});
