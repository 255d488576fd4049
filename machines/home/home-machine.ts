import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { notProvided, output } from '../chart-helpers.ts';
import { bannerRoute } from './banner-route.ts';
import type {
  HomeBanner,
  HomeBrand,
  HomeContext,
  HomeEmitted,
  HomeEvent,
  HomeProduct,
  HomePromotion,
  HomeShopType,
  HomeUsualItem,
} from './types.ts';

/**
 * Home (spec section 2 "Home", sections 7 and 8): once signed in, every section loads in ONE parallel
 * wave, one region per source. A failed source opens no dialog (section 8) but is not left quietly
 * empty: one line says so, and `home.retry` (the retry tapped, or the browser back online) reloads the
 * failed sections (what loaded stays). Pure: the loaders are placeholders (home-implementations.ts, use-home.ts).
 */

const pressed = ({ event }: { event: HomeEvent }) =>
  (event as Extract<HomeEvent, { type: 'home.bannerPressed' }>).banner;

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    emitted: {} as HomeEmitted,
    tags: {} as 'loading',
  },
  actors: {
    loadBanners: fromPromise<HomeBanner[]>(notProvided('home', 'loadBanners')),
    loadPromotions: fromPromise<HomePromotion[]>(notProvided('home', 'loadPromotions')),
    loadShopTypes: fromPromise<HomeShopType[]>(notProvided('home', 'loadShopTypes')),
    loadBrands: fromPromise<HomeBrand[]>(notProvided('home', 'loadBrands')),
    loadRecommended: fromPromise<HomeProduct[]>(notProvided('home', 'loadRecommended')),
    loadUsual: fromPromise<HomeUsualItem[]>(notProvided('home', 'loadUsual')),
  },
  guards: {
    isRoutableBanner: (_, banner: HomeBanner) => bannerRoute(banner) !== null,
  },
  actions: {
    assignBanners: assign((_, banners: HomeBanner[]) => ({ banners })),
    assignPromotions: assign((_, promotions: HomePromotion[]) => ({ promotions })),
    assignShopTypes: assign((_, shopTypes: HomeShopType[]) => ({ shopTypes })),
    assignBrands: assign((_, brands: HomeBrand[]) => ({ brands })),
    assignRecommended: assign((_, recommended: HomeProduct[]) => ({ recommended })),
    assignUsual: assign((_, usual: HomeUsualItem[]) => ({ usual })),
    emitBannerNavigation: emit((_, banner: HomeBanner) => ({
      type: 'navigate' as const,
      to: bannerRoute(banner) ?? '',
    })),
  },
}).createMachine({
  id: 'home',
  description:
    "Home: banners, promotion strip, shop types, brands, the shop's usual order and recommended products load together on open.",
  context: { banners: [], promotions: [], shopTypes: [], brands: [], recommended: [], usual: [] },
  initial: 'loading',
  // A banner can be pressed whenever one is shown; unroutable ones do nothing.
  on: {
    'home.bannerPressed': {
      description:
        'The customer taps a banner: open its category, promotion or brand; unknown type or empty ref_id does nothing.',
      guard: { type: 'isRoutableBanner', params: pressed },
      actions: { type: 'emitBannerNavigation', params: pressed },
    },
  },
  states: {
    loading: {
      description:
        'Every home section loads at once; a failed section stays empty and the failure line shows.',
      type: 'parallel',
      onDone: {
        target: 'ready',
        description: 'Every section has loaded: the home page is complete.',
      },
      states: {
        banners: {
          description: 'The banner carousel.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The banner carousel is loading.',
              tags: 'loading',
              invoke: {
                id: 'loadBanners',
                src: 'loadBanners',
                onDone: {
                  target: 'done',
                  description: 'The banner carousel loaded: show it.',
                  actions: { type: 'assignBanners', params: output },
                },
                onError: {
                  target: 'failed',
                  description:
                    'The banner carousel failed to load: it stays empty and the failure line shows.',
                },
              },
            },
            done: { description: 'The banner carousel has loaded.', type: 'final' },
            failed: {
              description: 'The banner carousel failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'Retry tapped, or back online: this section loads again.',
                },
              },
            },
          },
        },
        promotions: {
          description: 'The promotion strip.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The promotion strip is loading.',
              tags: 'loading',
              invoke: {
                id: 'loadPromotions',
                src: 'loadPromotions',
                onDone: {
                  target: 'done',
                  description: 'The promotion strip loaded: show it.',
                  actions: { type: 'assignPromotions', params: output },
                },
                onError: {
                  target: 'failed',
                  description:
                    'The promotion strip failed to load: it stays empty and the failure line shows.',
                },
              },
            },
            done: { description: 'The promotion strip has loaded.', type: 'final' },
            failed: {
              description: 'The promotion strip failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'Retry tapped, or back online: this section loads again.',
                },
              },
            },
          },
        },
        shopTypes: {
          description: 'The shop-type grid.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The shop-type grid is loading.',
              tags: 'loading',
              invoke: {
                id: 'loadShopTypes',
                src: 'loadShopTypes',
                onDone: {
                  target: 'done',
                  description: 'The shop-type grid loaded: show it.',
                  actions: { type: 'assignShopTypes', params: output },
                },
                onError: {
                  target: 'failed',
                  description:
                    'The shop-type grid failed to load: it stays empty and the failure line shows.',
                },
              },
            },
            done: { description: 'The shop-type grid has loaded.', type: 'final' },
            failed: {
              description: 'The shop-type grid failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'Retry tapped, or back online: this section loads again.',
                },
              },
            },
          },
        },
        brands: {
          description: 'The brand carousel.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The brand carousel is loading.',
              tags: 'loading',
              invoke: {
                id: 'loadBrands',
                src: 'loadBrands',
                onDone: {
                  target: 'done',
                  description: 'The brand carousel loaded: show it.',
                  actions: { type: 'assignBrands', params: output },
                },
                onError: {
                  target: 'failed',
                  description:
                    'The brand carousel failed to load: it stays empty and the failure line shows.',
                },
              },
            },
            done: { description: 'The brand carousel has loaded.', type: 'final' },
            failed: {
              description: 'The brand carousel failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'Retry tapped, or back online: this section loads again.',
                },
              },
            },
          },
        },
        recommended: {
          description: 'The recommended products list.',
          initial: 'loading',
          states: {
            loading: {
              description: 'The recommended products list is loading.',
              tags: 'loading',
              invoke: {
                id: 'loadRecommended',
                src: 'loadRecommended',
                onDone: {
                  target: 'done',
                  description: 'The recommended products list loaded: show it.',
                  actions: { type: 'assignRecommended', params: output },
                },
                onError: {
                  target: 'failed',
                  description:
                    'The recommended products list failed to load: it stays empty and the failure line shows.',
                },
              },
            },
            done: { description: 'The recommended products list has loaded.', type: 'final' },
            failed: {
              description:
                'The recommended products list failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'Retry tapped, or back online: this section loads again.',
                },
              },
            },
          },
        },
        usual: {
          description: "The shop's usual order: what it bought in its latest paid or delivered orders.",
          initial: 'loading',
          states: {
            loading: {
              description: 'The usual order is loading.',
              tags: 'loading',
              invoke: {
                id: 'loadUsual',
                src: 'loadUsual',
                onDone: {
                  target: 'done',
                  description: "The usual order loaded: show it with 'สั่งซ้ำ' (hidden when empty, a new shop).",
                  actions: { type: 'assignUsual', params: output },
                },
                onError: {
                  target: 'failed',
                  description: 'The usual order failed to load: it stays empty and the failure line shows.',
                },
              },
            },
            done: { description: 'The usual order has loaded.', type: 'final' },
            failed: {
              description: 'The usual order failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'Retry tapped, or back online: this section loads again.',
                },
              },
            },
          },
        },
      },
    },
    ready: {
      description: 'Every section has loaded; the home page is complete.',
    },
  },
});

export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;
