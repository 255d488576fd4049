import { fromPromise } from 'xstate';
import type { ApiInput } from '../../../contract/api.ts';
import type { ListMeta, ListMetaInput } from '../../../machines/list-meta/index.ts';
import type {
  FetchPageInput,
  ListCategory,
  ProductSummary,
  SuggestionsInput,
} from '../../../machines/product-list/index.ts';
import type { ApiClient } from '../../api/index.ts';

type SkusQuery = NonNullable<ApiInput<'getSkus'>['query']>;
type MetaApi = Pick<ApiClient, 'getPromotions' | 'getBrands' | 'getCategories' | 'getCustomerGroups'>;

/**
 * The real actors of the product-list chart, over the API client: GET /skus pages, and for a
 * search with no results GET /skus/suggestions and GET /categories (null lists are []).
 */
export function createProductListActors(
  api: Pick<ApiClient, 'getSkus' | 'getSkuSuggestions' | 'getCategories'>,
) {
  return {
    fetchPage: fromPromise<ProductSummary[], FetchPageInput>(async ({ input, signal }) => {
      // Ids come from the URL as text; a non-numeric one is refused by the server (400), which
      // the chart treats like any other failure.
      const query = input.query as SkusQuery;
      const page = await api.getSkus({ query }, { signal });
      return page.data;
    }),
    loadSuggestions: fromPromise<ProductSummary[], SuggestionsInput>(
      async ({ input, signal }) =>
        (await api.getSkuSuggestions({ query: { search: input.search, limit: input.limit } }, { signal })) ??
        [],
    ),
    loadCategories: fromPromise<ListCategory[]>(
      async ({ signal }) => (await api.getCategories({}, { signal })) ?? [],
    ),
  };
}

const NO_META: ListMeta = { name: null, cover: null, brands: [] };

/** The list-meta chart's real actor: the one lookup its input names (a failure rejects). */
export function createListMetaActors(api: MetaApi) {
  return {
    lookupMeta: fromPromise<ListMeta, ListMetaInput>(({ input, signal }) => lookupMeta(api, input, signal)),
  };
}

async function lookupMeta(api: MetaApi, input: ListMetaInput, signal: AbortSignal): Promise<ListMeta> {
  if (input.lookup === 'promotion') {
    const promotions = await api.getPromotions(
      { query: { order_name: 'order', order_by: 'asc' } },
      { signal },
    );
    const found = promotions.find((p) => String(p.id) === input.id);
    return { ...NO_META, name: found?.name ?? null, cover: found?.image_cover ?? null };
  }
  if (input.lookup === 'brand' || input.lookup === 'allBrands') {
    const brands = (await api.getBrands(undefined, { signal })).data;
    if (input.lookup === 'allBrands') return { ...NO_META, brands };
    const found = brands.find((b) => String(b.id) === input.id);
    return { ...NO_META, name: found?.name_th ?? null, cover: found?.image_cover_url ?? null };
  }
  if (input.lookup === 'category') {
    const categories = await api.getCategories(undefined, { signal });
    const found = categories.find((c) => String(c.id) === input.id);
    return { ...NO_META, name: found?.th_name ?? null, cover: found?.image_cover_url ?? null };
  }
  if (input.lookup === 'shoptype') {
    const groups = await api.getCustomerGroups(undefined, { signal });
    const found = groups.find((g) => String(g.id) === input.id);
    return { ...NO_META, name: found?.name ?? null };
  }
  return NO_META;
}
