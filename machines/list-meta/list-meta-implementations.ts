import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import type { listMetaMachine } from './list-meta-machine.ts';
import type { ListMeta, ListMetaInput } from './types.ts';

type MetaApi = FlowApi<'getPromotions' | 'getBrands' | 'getCategories' | 'getCustomerGroups'>;

const NO_META: ListMeta = { name: null, cover: null, brands: [], rules: [] };

/** The list-meta chart's real actor: the one lookup its input names (a failure rejects). */
export function createListMetaImplementations({
  api,
}: MetaApi): MachineImplementationsFrom<typeof listMetaMachine> {
  return {
    actors: {
      lookupMeta: fromPromise<ListMeta, ListMetaInput>(({ input, signal }) => lookupMeta(api, input, signal)),
    },
  };
}

async function lookupMeta(api: MetaApi['api'], input: ListMetaInput, signal: AbortSignal): Promise<ListMeta> {
  if (input.lookup === 'promotion') {
    const promotions = await api.getPromotions(
      { query: { order_name: 'order', order_by: 'asc' } },
      { signal },
    );
    const found = promotions.find((p) => String(p.id) === input.id);
    return {
      ...NO_META,
      name: found?.name ?? null,
      cover: found?.image_cover ?? null,
      rules: found?.rules_description ?? [],
    };
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
