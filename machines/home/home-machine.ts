import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { notProvided, output } from '../chart-helpers.ts';
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
 * Home (spec section 2 "Home", section 7, section 8): once signed in, every section's data is
 * requested in ONE parallel wave (one region per source, all invoked on entry); each source is
 * independent. A failed source opens no dialog (spec section 8) but its section is not left quietly
 * empty either: one line near the top says home could not load in full, with a retry
 * (`home.retry`) that loads the failed sections again, what loaded staying; they also load again by
 * themselves when the browser is back online (`connection.online`). A pressed banner routes by its
 * type. Pure: the five loaders are placeholders; home-implementations.ts builds
 * the real ones and use-home.ts injects them with `homeMachine.provide(...)`.
 */

/** Where a banner leads by its type (spec section 2 "Home"); null: unknown type or empty ref_id. */
export const BANNER_ROUTES: Readonly<Record<string, (ref: string) => string>> = {
  category: paths.category,
  promotion: paths.promotion,
  brand: paths.brand,
};

export function bannerRoute(banner: Pick<HomeBanner, 'type' | 'ref_id'>): string | null {
  const route = Object.hasOwn(BANNER_ROUTES, banner.type) ? BANNER_ROUTES[banner.type] : undefined;
  const ref = banner.ref_id.trim();
  return route && ref ? route(ref) : null;
}

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
    // One wave: every region invokes its loader on entry; a failure leaves the region in `failed`
    // (its data stays []) until the retry or the connection comes back.
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
            done: {
              description: 'The banner carousel has loaded.',
              type: 'final',
            },
            failed: {
              description: 'The banner carousel failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'The customer taps the retry: this section loads again.',
                },
                'connection.online': {
                  target: 'loading',
                  description: 'The browser is back online: this section loads again by itself.',
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
            done: {
              description: 'The promotion strip has loaded.',
              type: 'final',
            },
            failed: {
              description: 'The promotion strip failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'The customer taps the retry: this section loads again.',
                },
                'connection.online': {
                  target: 'loading',
                  description: 'The browser is back online: this section loads again by itself.',
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
            done: {
              description: 'The shop-type grid has loaded.',
              type: 'final',
            },
            failed: {
              description: 'The shop-type grid failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'The customer taps the retry: this section loads again.',
                },
                'connection.online': {
                  target: 'loading',
                  description: 'The browser is back online: this section loads again by itself.',
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
            done: {
              description: 'The brand carousel has loaded.',
              type: 'final',
            },
            failed: {
              description: 'The brand carousel failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'The customer taps the retry: this section loads again.',
                },
                'connection.online': {
                  target: 'loading',
                  description: 'The browser is back online: this section loads again by itself.',
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
            done: {
              description: 'The recommended products list has loaded.',
              type: 'final',
            },
            failed: {
              description:
                'The recommended products list failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'The customer taps the retry: this section loads again.',
                },
                'connection.online': {
                  target: 'loading',
                  description: 'The browser is back online: this section loads again by itself.',
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
            done: {
              description: 'The usual order has loaded.',
              type: 'final',
            },
            failed: {
              description: 'The usual order failed to load: empty, counted in the failure line.',
              on: {
                'home.retry': {
                  target: 'loading',
                  description: 'The customer taps the retry: this section loads again.',
                },
                'connection.online': {
                  target: 'loading',
                  description: 'The browser is back online: this section loads again by itself.',
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
