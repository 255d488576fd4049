import { homeMachine } from '../../../../machines/home/home-machine.ts';
import {
  hasEveryHomeSectionFailed,
  hasHomeLoadFailed,
  homeView,
  isSectionLoading,
} from '../../../../machines/home/selectors.ts';
import { check, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle, Sample } from '../model.ts';

/**
 * Home, from spec section 2 "Home" (banners, promotion strip, shop types, brands and recommended
 * products, and issue 22's usual order of the shop; a banner opens its category, promotion or brand)
 * and section 8 (a failed section opens no dialog and stays empty; as issue 20 asks of every screen,
 * one line says home could not load in full, or at all when every section failed; its retry and the
 * connection coming back load the failed sections again, what loaded stays). Every section loads on
 * open, in one section chart each (home-section.ts is that chart's model); here they are stubs and
 * what they tell home (`home.sectionLoaded`, `home.sectionFailed`) is sent as sample events, in
 * any order. The retry's passing on to the failed sections is recorded (`retrySections`).
 */
const SECTIONS = ['banners', 'promotions', 'shopTypes', 'brands', 'recommended', 'usual'] as const;
type Section = (typeof SECTIONS)[number];
const routes: Record<string, string> = {
  category: '/categories',
  promotion: '/promotions',
  brand: '/brands',
};

const banner = (type: string, ref_id: string) => ({ id: 1, type, ref_id, name: 'b', image: null });
const ITEMS: Record<Section, unknown[]> = {
  banners: [banner('category', '12')],
  promotions: [{ id: 2, name: 'p', image: null, image_cover: null }],
  shopTypes: [{ id: 3, name: 's', image: null }],
  brands: [{ id: 4, name_th: 'b', image: null, image_cover_url: null }],
  recommended: [
    { id: 5, sku: 'S', title: 't', image_url: null, net_price: 1, price: 1, discount_price: null },
  ],
  // An empty answer (a new shop has no usual order) is a loaded section too.
  usual: [],
};

type News = { status: 'loading' | 'loaded' | 'failed'; items: unknown[] };

/** Each section's last news: loading once its chart starts or the retry reaches it, then what it told home. */
function newsAfter(steps: readonly Observation[]): Partial<Record<Section, News>> {
  const news: Partial<Record<Section, News>> = {};
  for (const step of steps) {
    for (const started of step.started) {
      const { section } = started.input as { section: Section };
      news[section] = { status: 'loading', items: [] };
    }
    const event = step.event as Sample & { section?: Section; items?: unknown[] };
    if (event.type === 'home.sectionLoaded' && event.section)
      news[event.section] = { status: 'loaded', items: event.items ?? [] };
    if (event.type === 'home.sectionFailed' && event.section)
      news[event.section] = { status: 'failed', items: news[event.section]?.items ?? [] };
    for (const effect of step.effects)
      for (const section of effect.params as Section[])
        news[section] = { status: 'loading', items: news[section]?.items ?? [] };
  }
  return news;
}

const oracle: Oracle = (step, history) => {
  const event = step.event as Sample & { banner?: { type: string; ref_id: string } };
  const problems: string[] = [];
  const snapshot = step.snapshot as never;
  if (event.type === 'xstate.init') {
    const asked = step.started.map((s) => (s.input as { section: string }).section).sort();
    problems.push(
      ...check(
        step.started.every((s) => s.src === 'homeSection') &&
          JSON.stringify(asked) === JSON.stringify([...SECTIONS].sort()),
        `home opened with ${asked.join(', ')}: not every section loads at once, one chart each`,
      ),
    );
  } else
    problems.push(...check(step.started.length === 0, 'a section chart is started again after the opening'));
  // The retry (tapped, or sent when the connection comes back) reaches exactly the sections that
  // had failed; with none failed it asks nothing.
  const failedBefore = SECTIONS.filter((s) => newsAfter(history)[s]?.status === 'failed');
  const retried = step.effects.flatMap((e) => (e.type === 'retrySections' ? (e.params as Section[]) : []));
  const expectedRetry = event.type === 'home.retry' ? failedBefore : [];
  problems.push(
    ...check(
      JSON.stringify([...retried].sort()) === JSON.stringify([...expectedRetry].sort()),
      `${event.type} asked ${retried.join(', ') || 'nothing'} to load again, expected ${expectedRetry.join(', ') || 'nothing'}`,
    ),
  );
  const news = newsAfter([...history, step]);
  const view = homeView(snapshot) as Record<string, unknown>;
  for (const section of SECTIONS) {
    const { status, items } = news[section] ?? { status: 'loading', items: [] };
    problems.push(
      ...check(
        isSectionLoading(snapshot, section) === (status === 'loading'),
        `${section} ${status === 'loading' ? 'does not show' : 'still shows'} its skeleton`,
      ),
      ...check(
        JSON.stringify(view[section]) === JSON.stringify(items),
        `the ${section} section does not show what it last loaded (or stay empty)`,
      ),
    );
  }
  const statuses = SECTIONS.map((s) => news[s]?.status);
  problems.push(
    ...check(
      hasHomeLoadFailed(snapshot) === statuses.includes('failed') &&
        view.loadFailed === hasHomeLoadFailed(snapshot),
      'the failure line shows with no section failed, or not with one',
    ),
    ...check(
      hasEveryHomeSectionFailed(snapshot) === statuses.every((s) => s === 'failed') &&
        view.everyFailed === hasEveryHomeSectionFailed(snapshot),
      'the line says home could not load with a section not failed, or not with every one failed',
    ),
  );
  const ref = event.banner?.ref_id.trim();
  const base = event.banner ? routes[event.banner.type] : undefined;
  problems.push(
    ...navigation(step, event.type === 'home.bannerPressed' && base && ref ? `${base}/${ref}` : null),
  );
  return problems;
};

type Context = { sections: Record<Section, string> };
const failedCount = (context: Record<string, unknown>) =>
  Object.values((context as Context).sections).filter((status) => status === 'failed').length;

export const homeModel: ChartModel = {
  name: 'home',
  machine: homeMachine,
  events: {
    'home.bannerPressed': [
      banner('category', '12'),
      banner('promotion', ' 7 '),
      banner('video', '1'),
      banner('brand', ''),
    ].map((b) => ({ type: 'home.bannerPressed', banner: b })),
    'home.sectionLoaded': SECTIONS.map((section) => ({
      type: 'home.sectionLoaded',
      section,
      items: ITEMS[section],
    })),
    'home.sectionFailed': SECTIONS.map((section) => ({ type: 'home.sectionFailed', section })),
  },
  effects: ['retrySections'],
  // Only where each section is matters for the guards, not what it brought.
  serialize: (_, context) => JSON.stringify((context as Context).sections),
  // Each transition with no section failed, some, and every one.
  situation: (context) => {
    const failed = failedCount(context);
    return failed === 0 ? 'none failed' : failed === SECTIONS.length ? 'every one failed' : 'some failed';
  },
  oracle,
};
