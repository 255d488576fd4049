import { assign, emit, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import { bannerRoute } from './banner-route.ts';
import { homeSectionMachine } from './home-section-machine.ts';
import { OPENING_HOME, sectionsIn } from './sections.ts';
import type {
  HomeBanner,
  HomeContext,
  HomeEmitted,
  HomeEvent,
  HomeSection,
  HomeSectionNews,
} from './types.ts';

/**
 * Home (spec section 2 "Home", sections 7 and 8): once signed in, every section loads in ONE wave:
 * home invokes one section chart (home-section-machine.ts) per source, all on open, and records
 * what each tells it: its items as soon as they arrive, or that it failed. A failed source opens no
 * dialog (section 8) but is not left quietly empty: one line says so, and `home.retry` (the retry
 * tapped, or the browser back online) is passed on to the failed sections, which load again (what
 * loaded stays). Pure: the section chart's loader is a placeholder (home-implementations.ts).
 */

const pressed = ({ event }: { event: HomeEvent }) =>
  (event as Extract<HomeEvent, { type: 'home.bannerPressed' }>).banner;
const failedSections = ({ context }: { context: HomeContext }) => sectionsIn(context, 'failed');

export const homeMachine = setup({
  types: {
    context: {} as HomeContext,
    events: {} as HomeEvent,
    emitted: {} as HomeEmitted,
  },
  actors: { homeSection: homeSectionMachine },
  guards: {
    isRoutableBanner: (_, banner: HomeBanner) => bannerRoute(banner) !== null,
    hasFailedSection: ({ context }) => sectionsIn(context, 'failed').length > 0,
  },
  actions: {
    showSection: assign(({ context }, { section, items }: Extract<HomeSectionNews, { items: unknown }>) => ({
      items: { ...context.items, [section]: items },
      sections: { ...context.sections, [section]: 'loaded' },
    })),
    markFailed: assign(({ context }, section: HomeSection) => ({
      sections: { ...context.sections, [section]: 'failed' },
    })),
    // Each failed section chart is sent the retry: it loads again.
    retrySections: enqueueActions(({ enqueue }, sections: HomeSection[]) => {
      for (const section of sections) enqueue.sendTo(section, { type: 'home.retry' });
    }),
    markLoading: assign(({ context }, sections: HomeSection[]) => ({
      sections: { ...context.sections, ...Object.fromEntries(sections.map((s) => [s, 'loading'])) },
    })),
    emitBannerNavigation: emit((_, banner: HomeBanner) => ({
      type: 'navigate' as const,
      to: bannerRoute(banner) ?? '',
    })),
  },
}).createMachine({
  id: 'home',
  description:
    "Home: banners, promotion strip, shop types, brands, the shop's usual order and recommended products load together on open, one section chart each.",
  context: OPENING_HOME,
  // The invoke ids are the sections: the retry is sent to a section by its name.
  invoke: [
    { id: 'banners', src: 'homeSection', input: { section: 'banners' } },
    { id: 'promotions', src: 'homeSection', input: { section: 'promotions' } },
    { id: 'shopTypes', src: 'homeSection', input: { section: 'shopTypes' } },
    { id: 'brands', src: 'homeSection', input: { section: 'brands' } },
    { id: 'recommended', src: 'homeSection', input: { section: 'recommended' } },
    { id: 'usual', src: 'homeSection', input: { section: 'usual' } },
  ],
  on: {
    'home.sectionLoaded': {
      description: 'A section arrived: show it at once, whatever the other sections do.',
      actions: { type: 'showSection', params: ({ event }) => event },
    },
    'home.sectionFailed': {
      description: 'A section failed to load: no dialog; it stays empty and the failure line shows.',
      actions: { type: 'markFailed', params: ({ event }) => event.section },
    },
    'home.retry': {
      description:
        'Retry tapped, or back online, with a section failed: the failed sections load again; what loaded stays.',
      guard: 'hasFailedSection',
      actions: [
        { type: 'retrySections', params: failedSections },
        { type: 'markLoading', params: failedSections },
      ],
    },
    // A banner can be pressed whenever one is shown; unroutable ones do nothing.
    'home.bannerPressed': {
      description:
        'The customer taps a banner: open its category, promotion or brand; unknown type or empty ref_id does nothing.',
      guard: { type: 'isRoutableBanner', params: pressed },
      actions: { type: 'emitBannerNavigation', params: pressed },
    },
  },
});

export type HomeSnapshot = SnapshotFrom<typeof homeMachine>;
