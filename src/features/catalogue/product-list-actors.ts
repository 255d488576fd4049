import { fromPromise } from 'xstate';
import type { FetchPageInput, ProductSummary } from '../../../machines/product-list/index.ts';
import type { ApiClient, ApiInput } from '../../api/index.ts';
import type { Brand } from '../../contract/index.ts';

type SkusQuery = NonNullable<ApiInput<'getSkus'>['query']>;
type ListApi = Pick<
  ApiClient,
  'getSkus' | 'getPromotions' | 'getBrands' | 'getCategories' | 'getCustomerGroups'
>;

/** The real actors of the product-list chart, over the API client (GET /skus; null lists are []). */
export function createProductListActors(api: Pick<ApiClient, 'getSkus'>) {
  return {
    fetchPage: fromPromise<ProductSummary[], FetchPageInput>(async ({ input, signal }) => {
      // Ids come from the URL as text; a non-numeric one is refused by the server (400), which
      // ends the list quietly like any other failure (spec section 8).
      const query = input.query as SkusQuery;
      const page = await api.getSkus({ query }, { signal });
      return page.data;
    }),
  };
}

/** What a list page shows above the products besides what navigation state brought. */
export type ListMeta = { name: string | null; cover: string | null; brands: Brand[] };
export type ListMetaInput = {
  lookup: 'promotion' | 'brand' | 'allBrands' | 'category' | 'shoptype' | null;
  id: string;
};

const NO_META: ListMeta = { name: null, cover: null, brands: [] };

/**
 * One-shot lookup of a promotion's, brand's, category's or shop type's Thai name and cover (when
 * navigation state did not bring them), or of every brand for the /brands tiles.
 */
export function createListMetaActor(api: Omit<ListApi, 'getSkus'>) {
  return fromPromise<ListMeta, ListMetaInput>(({ input, signal }) =>
    // Failure is swallowed (spec section 8): the page keeps what navigation state brought.
    lookupMeta(api, input, signal).catch(() => NO_META),
  );
}

async function lookupMeta(
  api: Omit<ListApi, 'getSkus'>,
  input: ListMetaInput,
  signal: AbortSignal,
): Promise<ListMeta> {
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
