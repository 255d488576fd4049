import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import type { homeMachine } from './home-machine.ts';
import { homeSectionMachine } from './home-section-machine.ts';
import type { promotionsMachine } from './promotions-machine.ts';
import type { HomeItems, HomePromotion, HomeSection, HomeSectionInput } from './types.ts';

type HomeApi = FlowApi<
  'getBanners' | 'getPromotions' | 'getCustomerGroups' | 'getBrands' | 'getSkus' | 'getUsualOrder'
>;

/** Banners and promotions are asked in display order (spec section 7). */
const ORDERED = { order_name: 'order', order_by: 'asc' } as const;
/** The recommended products on home: the first page of is_recommend=1 (spec section 7). */
export const RECOMMENDED_QUERY = { limit: 20, page: 1, ...ORDERED, is_recommend: '1' } as const;

/** GET /promotions in order; a null list is empty. */
const promotionsOf = ({ api }: FlowApi<'getPromotions'>, signal: AbortSignal) =>
  api.getPromotions({ query: ORDERED }, { signal }).then((promotions): HomePromotion[] => promotions ?? []);

/** Each home section's call (spec section 7), by section; a null list is empty. */
const sectionLoaders = (
  deps: HomeApi,
): { [S in HomeSection]: (signal: AbortSignal) => Promise<HomeItems[S]> } => {
  const { api } = deps;
  return {
    banners: async (signal) => (await api.getBanners({ query: ORDERED }, { signal })) ?? [],
    promotions: (signal) => promotionsOf(deps, signal),
    shopTypes: async (signal) => (await api.getCustomerGroups({}, { signal })) ?? [],
    brands: async (signal) => (await api.getBrands({}, { signal })).data ?? [],
    recommended: async (signal) => (await api.getSkus({ query: RECOMMENDED_QUERY }, { signal })).data ?? [],
    usual: (signal) => api.getUsualOrder({}, { signal }),
  };
};

/** The section chart's loader: the call of the section named in its input. */
export function createHomeSectionImplementations(
  deps: HomeApi,
): MachineImplementationsFrom<typeof homeSectionMachine> {
  const loaders = sectionLoaders(deps);
  return {
    actors: {
      load: fromPromise<HomeItems[HomeSection], HomeSectionInput>(({ input, signal }) =>
        loaders[input.section](signal),
      ),
    },
  };
}

/** The home chart's one child, the section chart, with its real loaders over the API client. */
export function createHomeImplementations(deps: HomeApi): MachineImplementationsFrom<typeof homeMachine> {
  return { actors: { homeSection: homeSectionMachine.provide(createHomeSectionImplementations(deps)) } };
}

/** The promotions page's loader (/promotion), the same call as home's. */
export function createPromotionsImplementations(
  deps: FlowApi<'getPromotions'>,
): MachineImplementationsFrom<typeof promotionsMachine> {
  return {
    actors: { loadPromotions: fromPromise<HomePromotion[]>(({ signal }) => promotionsOf(deps, signal)) },
  };
}
