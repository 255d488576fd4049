import { fromPromise } from 'xstate';
import type {
  HomeBanner,
  HomeBrand,
  HomeProduct,
  HomePromotion,
  HomeShopType,
} from '../../../machines/home/index.ts';
import type { ApiClient } from '../../api/index.ts';

type HomeApi = Pick<
  ApiClient,
  'getBanners' | 'getPromotions' | 'getCustomerGroups' | 'getBrands' | 'getSkus'
>;

/** Banners and promotions are asked in display order (spec section 7). */
const ORDERED = { order_name: 'order', order_by: 'asc' } as const;
/** The recommended products on home: the first page of is_recommend=1 (spec section 7). */
export const RECOMMENDED_QUERY = { limit: 20, page: 1, ...ORDERED, is_recommend: '1' } as const;

/** GET /promotions in order; a null list is empty. */
export const loadPromotions = (api: Pick<ApiClient, 'getPromotions'>) =>
  fromPromise<HomePromotion[]>(
    async ({ signal }) => (await api.getPromotions({ query: ORDERED }, { signal })) ?? [],
  );

/** The real loaders of the home chart (machines/home), over the API client. */
export function createHomeActors(api: HomeApi) {
  return {
    loadBanners: fromPromise<HomeBanner[]>(
      async ({ signal }) => (await api.getBanners({ query: ORDERED }, { signal })) ?? [],
    ),
    loadPromotions: loadPromotions(api),
    loadShopTypes: fromPromise<HomeShopType[]>(
      async ({ signal }) => (await api.getCustomerGroups({}, { signal })) ?? [],
    ),
    loadBrands: fromPromise<HomeBrand[]>(
      async ({ signal }) => (await api.getBrands({}, { signal })).data ?? [],
    ),
    loadRecommended: fromPromise<HomeProduct[]>(
      async ({ signal }) => (await api.getSkus({ query: RECOMMENDED_QUERY }, { signal })).data ?? [],
    ),
  };
}
