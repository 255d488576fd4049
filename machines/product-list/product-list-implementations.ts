import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { ApiInput } from '../../contract/api.ts';
import type { FlowApi } from '../deps.ts';
import type { productListMachine } from './product-list-machine.ts';
import type { FetchPageInput, ListCategory, ProductSummary, SuggestionsInput } from './types.ts';

type SkusQuery = NonNullable<ApiInput<'getSkus'>['query']>;

/**
 * The real actors of the product-list chart, over the API client: GET /skus pages, and for a
 * search with no results GET /skus/suggestions and GET /categories (null lists are []).
 */
export function createProductListImplementations({
  api,
}: FlowApi<'getSkus' | 'getSkuSuggestions' | 'getCategories'>): MachineImplementationsFrom<
  typeof productListMachine
> {
  return {
    actors: {
      fetchPage: fromPromise<ProductSummary[], FetchPageInput>(async ({ input, signal }) => {
        // Ids come from the URL as text; a non-numeric one is refused by the server (400), which
        // the chart treats like any other failure.
        const query = input.query as SkusQuery;
        const page = await api.getSkus({ query }, { signal });
        return page.data;
      }),
      loadSuggestions: fromPromise<ProductSummary[], SuggestionsInput>(
        async ({ input, signal }) =>
          (await api.getSkuSuggestions(
            { query: { search: input.search, limit: input.limit } },
            { signal },
          )) ?? [],
      ),
      loadCategories: fromPromise<ListCategory[]>(
        async ({ signal }) => (await api.getCategories({}, { signal })) ?? [],
      ),
    },
  };
}
