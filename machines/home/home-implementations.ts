import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { FlowApi } from '../deps.ts';
import type { homeMachine } from './home-machine.ts';
import type { promotionsMachine } from './promotions-machine.ts';
import type {
  HomeBanner,
  HomeBrand,
  HomeProduct,
  HomePromotion,
  HomeShopType,
  HomeUsualItem,
} from './types.ts';

type HomeApi = FlowApi<
  'getBanners' | 'getPromotions' | 'getCustomerGroups' | 'getBrands' | 'getSkus' | 'getUsualOrder'
>;

/** Banners and promotions are asked in display order (spec section 7). */
const ORDERED = { order_name: 'order', order_by: 'asc' } as const;
/** The recommended products on home: the first page of is_recommend=1 (spec section 7). */
export const RECOMMENDED_QUERY = { limit: 20, page: 1, ...ORDERED, is_recommend: '1' } as const;

/** GET /promotions in order; a null list is empty. */
const loadPromotions = ({ api }: FlowApi<'getPromotions'>) =>
  fromPromise<HomePromotion[]>(
    async ({ signal }) => (await api.getPromotions({ query: ORDERED }, { signal })) ?? [],
  );

/** The real loaders of the home chart, over the API client. */
export function createHomeImplementations(deps: HomeApi): MachineImplementationsFrom<typeof homeMachine> {
  const { api } = deps;
  return {
    actors: {
      loadBanners: fromPromise<HomeBanner[]>(
        async ({ signal }) => (await api.getBanners({ query: ORDERED }, { signal })) ?? [],
      ),
      loadPromotions: loadPromotions(deps),
      loadShopTypes: fromPromise<HomeShopType[]>(
        async ({ signal }) => (await api.getCustomerGroups({}, { signal })) ?? [],
      ),
      loadBrands: fromPromise<HomeBrand[]>(
        async ({ signal }) => (await api.getBrands({}, { signal })).data ?? [],
      ),
      loadRecommended: fromPromise<HomeProduct[]>(
        async ({ signal }) => (await api.getSkus({ query: RECOMMENDED_QUERY }, { signal })).data ?? [],
      ),
      loadUsual: fromPromise<HomeUsualItem[]>(async ({ signal }) => await api.getUsualOrder({}, { signal })),
    },
  };
}

/** The promotions page's loader (/promotion), the same call as home's. */
export function createPromotionsImplementations(
  deps: FlowApi<'getPromotions'>,
): MachineImplementationsFrom<typeof promotionsMachine> {
  return { actors: { loadPromotions: loadPromotions(deps) } };
}
