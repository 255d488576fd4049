import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { failure, notProvided, output } from '../chart-helpers.ts';
import { isNoSuchList, isSameList, pageQuery, SUGGESTION_LIMIT, searchText } from './list-rules.ts';
import type {
  FetchPageInput,
  ListCategory,
  ProductListContext,
  ProductListEvent,
  ProductListInput,
  ProductSummary,
  SuggestionsInput,
} from './types.ts';

/**
 * Product list paging (spec section 4 "Product lists", sections 7, 8, 9): page 1 on entry, the next
 * page on `list.nearEnd`; the list ends when a page comes back empty. A new route on the same page
 * (`list.routeChanged`: another category, search value, brand...) starts the list again from page 1,
 * as does the 'เคยซื้อ' filter (`list.purchasedToggled`).
 *
 * Failures: spec section 8 swallows a product list load failure (the list ends or stays empty);
 * every list differs on purpose (docs/traceability.md §8.4), as 'ไม่พบสินค้า' or the list's end
 * after a failed request misleads: a failed page goes to `failed` (the products already loaded
 * stay, a line says so) and `list.retry` (the retry tapped, or the browser back online) asks for
 * that page again. Only a 404 or 400 (no such list) ends the list
 * as an empty page does. A search with no results at all goes to `noResults`, which loads the
 * closest suggestions and the categories to browse instead.
 *
 * Pure: `fetchPage`, `loadSuggestions` and `loadCategories` are placeholders;
 * product-list-implementations.ts builds the real ones over the API client. Which lists reset,
 * which failure means "no such list" and each page's query are list-rules.ts.
 */

const nextPageInput = ({ context }: { context: ProductListContext }): FetchPageInput => ({
  query: pageQuery(context, context.page + 1),
});
const suggestionsInput = ({ context }: { context: ProductListContext }): SuggestionsInput => ({
  search: searchText(context),
  limit: SUGGESTION_LIMIT,
});
/** A list from page 0 with nothing loaded. */
const contextOf = (input: ProductListInput): ProductListContext => ({
  listType: input.type,
  indexId: input.indexId,
  customerGroupId: input.customerGroupId,
  search: input.search,
  purchased: input.purchased ?? false,
  page: 0,
  products: [],
  suggestions: [],
  categories: [],
});
const inputOf = (context: ProductListContext): ProductListInput => ({
  type: context.listType,
  indexId: context.indexId,
  ...(context.customerGroupId === undefined ? {} : { customerGroupId: context.customerGroupId }),
  ...(context.search === undefined ? {} : { search: context.search }),
});

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput,
    tags: {} as 'loading',
  },
  actors: {
    fetchPage: fromPromise<ProductSummary[], FetchPageInput>(notProvided('product-list', 'fetchPage')),
    loadSuggestions: fromPromise<ProductSummary[], SuggestionsInput>(
      notProvided('product-list', 'loadSuggestions'),
    ),
    loadCategories: fromPromise<ListCategory[]>(notProvided('product-list', 'loadCategories')),
  },
  guards: {
    isEmptyPage: (_, products: ProductSummary[]) => products.length === 0,
    isNoSearchResult: ({ context }, products: ProductSummary[]) =>
      products.length === 0 && context.page === 0 && context.listType === 'search',
    isNoSuchList: (_, { error }: { error: unknown }) => isNoSuchList(error),
    isSameList: ({ context }, input: ProductListInput) => isSameList(context, input),
  },
  actions: {
    appendPage: assign(({ context }, products: ProductSummary[]) => ({
      page: context.page + 1,
      products: [...context.products, ...products],
    })),
    startList: assign((_, input: ProductListInput) => contextOf(input)),
    togglePurchased: assign(({ context }) => ({
      ...contextOf({ ...inputOf(context), purchased: !context.purchased }),
    })),
    assignSuggestions: assign((_, suggestions: ProductSummary[]) => ({ suggestions })),
    assignCategories: assign((_, categories: ListCategory[]) => ({ categories })),
  },
}).createMachine({
  id: 'productList',
  description:
    'A product list page: pages of 20 from page 1, the next page on scroll, until a page is empty.',
  context: ({ input }) => contextOf(input),
  initial: 'loadingPage',
  on: {
    'list.routeChanged': [
      {
        guard: { type: 'isSameList', params: ({ event }) => event.input },
        description: 'The route names the list already shown: nothing changes.',
      },
      {
        description:
          'The route names another list (category, search value, brand, shop type): it starts again from page 1.',
        // Targeting a child re-enters it: a page still loading is dropped and page 1 is asked.
        target: '.loadingPage',
        actions: { type: 'startList', params: ({ event }) => event.input },
      },
    ],
    'list.purchasedToggled': {
      description:
        "The customer taps 'เคยซื้อ': the list starts again from page 1 with only what the shop bought, or everything.",
      target: '.loadingPage',
      actions: 'togglePurchased',
    },
  },
  states: {
    // One page load, page 1 or the next: what page 1 of a search brings back empty differs.
    loadingPage: {
      description:
        "A page of 20 is loading (page 1 on opening, the next on scroll): 'Loading' shows under what loaded.",
      tags: 'loading',
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: nextPageInput,
        onDone: [
          {
            guard: { type: 'isNoSearchResult', params: output<ProductSummary[]> },
            target: 'noResults',
            description:
              "A search's first page is empty: 'ไม่พบสินค้า' with the closest products and categories.",
          },
          {
            guard: { type: 'isEmptyPage', params: output<ProductSummary[]> },
            target: 'ended',
            description: "The page is empty: the list stops, '--- End of Products ---'.",
          },
          {
            target: 'idle',
            description: 'The page loaded: its products are shown after those already loaded.',
            actions: { type: 'appendPage', params: output<ProductSummary[]> },
          },
        ],
        // A page failed: the failure line with a retry; only "no such list" (404, 400) ends it.
        onError: [
          {
            guard: { type: 'isNoSuchList', params: failure },
            target: 'ended',
            description:
              "The server says there is no such list (404, 400): it ends with what loaded, 'ไม่พบสินค้า' when nothing did.",
          },
          {
            target: 'failed',
            description:
              'A page failed to load (offline, a server error): the failure line and a retry button under what loaded.',
          },
        ],
      },
    },
    idle: {
      description: 'The products loaded so far are shown as a grid of cards.',
      on: {
        'list.nearEnd': {
          target: 'loadingPage',
          description: 'The customer scrolls near the end (250 px): load the next page.',
        },
      },
    },
    // No more pages: the view shows '--- End of Products ---'.
    ended: {
      description: "No more pages: '--- End of Products ---' (an empty page, or no such list).",
    },
    // A page failed: the view shows the failure line and a retry button under what loaded.
    failed: {
      description: 'A page failed: a failure line and a retry button under what loaded.',
      on: {
        'list.retry': {
          target: 'loadingPage',
          description:
            "The customer taps 'ลองอีกครั้ง', or the browser is back online: the page that failed loads again (page 1 when nothing loaded).",
        },
      },
    },
    // A search found nothing: 'ไม่พบสินค้า', the closest products and the categories, loaded
    // together; a failed one ends its region quietly and that part stays empty.
    noResults: {
      description: "A search found nothing: 'ไม่พบสินค้า', the closest products and the categories.",
      type: 'parallel',
      states: {
        suggestions: {
          description: 'The products closest to the search text.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The closest products are loading.',
              invoke: {
                id: 'loadSuggestions',
                src: 'loadSuggestions',
                input: suggestionsInput,
                onDone: {
                  target: 'done',
                  description: 'The closest products loaded: show them.',
                  actions: { type: 'assignSuggestions', params: output<ProductSummary[]> },
                },
                onError: {
                  target: 'done',
                  description: 'The closest products failed to load: that part stays empty.',
                },
              },
            },
            done: {
              description: 'The closest products have loaded, or failed and stay empty.',
              type: 'final',
            },
          },
        },
        categories: {
          description: 'The categories to browse instead.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The categories are loading.',
              invoke: {
                id: 'loadCategories',
                src: 'loadCategories',
                onDone: {
                  target: 'done',
                  description: 'The categories loaded: show them to browse instead.',
                  actions: { type: 'assignCategories', params: output<ListCategory[]> },
                },
                onError: {
                  target: 'done',
                  description: 'The categories failed to load: that part stays empty.',
                },
              },
            },
            done: { description: 'The categories have loaded, or failed and stay empty.', type: 'final' },
          },
        },
      },
    },
  },
});

export type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;
