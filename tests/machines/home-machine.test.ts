import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  bannerRoute,
  type HomeBanner,
  type HomeBrand,
  type HomeItems,
  type HomeProduct,
  type HomePromotion,
  type HomeSection,
  type HomeSectionInput,
  type HomeShopType,
  type HomeSnapshot,
  hasEveryHomeSectionFailed,
  hasHomeLoadFailed,
  hasPromotionListFailed,
  homeMachine,
  homeSectionMachine,
  homeView,
  isPromotionListEmpty,
  isSectionLoading,
  promotionsMachine,
  selectPromotionList,
  USUAL_REORDER_ID,
  usualReorder,
} from '../../machines/home/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/*
 * The home chart with its six real section charts (home-section-machine.ts) composed as the app
 * runs them; only each section's call is a stub the test answers. What is checked is what the
 * screen renders: the selectors (homeView, isSectionLoading, the failure lines) and the calls made.
 */

const banner = (type: string, ref_id: string, id = 1): HomeBanner => ({
  id,
  type,
  ref_id,
  name: `banner ${id}`,
  image: `/images/banners/${id}.svg`,
});
const PROMOTIONS: HomePromotion[] = [{ id: 3, name: 'ช้าง', image: null, image_cover: '/p/3.svg' }];
const SHOP_TYPES: HomeShopType[] = [{ id: 1, name: 'โชห่วย', image: '/g/1.svg' }];
const BRANDS: HomeBrand[] = [{ id: 5, name_th: 'โค้ก', image: '/b/5.svg', image_cover_url: null }];
const PRODUCTS: HomeProduct[] = [
  {
    id: 1,
    sku: 'SKU1',
    title: 'น้ำดื่ม',
    image_url: null,
    net_price: 39.95,
    price: 47,
    discount_price: 15,
  },
];
const DATA: HomeItems = {
  banners: [banner('category', '1')],
  promotions: PROMOTIONS,
  shopTypes: SHOP_TYPES,
  brands: BRANDS,
  recommended: PRODUCTS,
  usual: [
    {
      sku_id: 1,
      title: 'น้ำดื่ม',
      quantity: 48,
      order_count: 2,
      last_ordered: '2026-01-01T00:00:00.000Z',
      product: { ...PRODUCTS[0]!, pack_size: 'แพ็ค 12 ขวด' },
    },
  ],
};
const SECTIONS = Object.keys(DATA) as HomeSection[];
/** The view once every section has loaded. */
const COMPLETE = { ...DATA, loadFailed: false, everyFailed: false, loading: [] };
const NOTHING: HomeItems = {
  banners: [],
  promotions: [],
  shopTypes: [],
  brands: [],
  recommended: [],
  usual: [],
};

/** What the screen renders of the home actor now. */
const view = (s: HomeSnapshot) => ({
  ...homeView(s),
  loading: SECTIONS.filter((section) => isSectionLoading(s, section)),
});
const itemsOf = (s: HomeSnapshot): HomeItems => {
  const { loadFailed: _, everyFailed: __, ...items } = homeView(s);
  return items;
};

/**
 * A home actor whose section charts' calls wait for the test; `calls` records the sections asked
 * for, in order, and `settle` answers a section's pending call.
 */
function harness() {
  const pending = new Map<HomeSection, Deferred<unknown>>();
  const calls: HomeSection[] = [];
  const load = fromPromise<HomeItems[HomeSection], HomeSectionInput>(({ input }) => {
    calls.push(input.section);
    const call = deferred<HomeItems[HomeSection]>();
    pending.set(input.section, call as Deferred<unknown>);
    return call.promise;
  });
  const actor = createActor(
    homeMachine.provide({ actors: { homeSection: homeSectionMachine.provide({ actors: { load } }) } }),
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const settle = async (section: HomeSection, outcome: { output?: unknown; error?: unknown }) => {
    const call = pending.get(section);
    if (!call) throw new Error(`no pending call of '${section}'`);
    pending.delete(section);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    await flush();
  };
  const fail = (section: HomeSection) => settle(section, { error: new Error('Failed to fetch') });
  const fill = (section: HomeSection) => settle(section, { output: DATA[section] });
  return { actor, calls, emitted, settle, fail, fill };
}

describe('homeMachine: one wave of six section charts', () => {
  it('invokes one section chart per section and asks all six before any answers', () => {
    const { actor, calls } = harness();
    expect([...calls].sort()).toEqual([...SECTIONS].sort());
    const snapshot = actor.getSnapshot();
    expect(Object.keys(snapshot.children).sort()).toEqual([...SECTIONS].sort());
    expect(view(snapshot)).toEqual({ ...NOTHING, loadFailed: false, everyFailed: false, loading: SECTIONS });
  });

  it('fills every section, in any order; nothing is asked again', async () => {
    const { actor, fill, calls } = harness();
    for (const section of [...SECTIONS].reverse()) await fill(section);
    expect(calls).toHaveLength(SECTIONS.length);
    expect(view(actor.getSnapshot())).toEqual(COMPLETE);
  });

  it('a section that answers first shows while the others still load', async () => {
    const { actor, fill } = harness();
    await fill('brands');
    const snapshot = actor.getSnapshot();
    expect(itemsOf(snapshot)).toEqual({ ...NOTHING, brands: BRANDS });
    expect(isSectionLoading(snapshot, 'brands')).toBe(false);
    expect(isSectionLoading(snapshot, 'banners')).toBe(true);
  });

  it('a failure opens no dialog: failed sections stay empty, the others fill, the failure line shows', async () => {
    const { actor, fail, fill, emitted } = harness();
    await fail('banners');
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    await fill('promotions');
    await fail('shopTypes');
    await fill('brands');
    await fail('recommended');
    await fail('usual');
    const snapshot = actor.getSnapshot();
    expect(view(snapshot)).toEqual({
      ...NOTHING,
      promotions: PROMOTIONS,
      brands: BRANDS,
      loadFailed: true,
      everyFailed: false,
      loading: [],
    });
    expect(snapshot.status).toBe('active');
    expect(emitted).toEqual([]);
  });

  it('home.retry (tapped, or sent back online) loads only the failed sections again; what loaded stays', async () => {
    const type = 'home.retry';
    const { actor, fail, fill, calls } = harness();
    for (const section of SECTIONS)
      await (section === 'banners' || section === 'usual' ? fail(section) : fill(section));
    calls.length = 0;
    const loaded = homeView(actor.getSnapshot());
    actor.send({ type });
    expect([...calls].sort()).toEqual(['banners', 'usual']);
    const retrying = actor.getSnapshot();
    expect(view(retrying).loading).toEqual(['banners', 'usual']);
    expect(hasHomeLoadFailed(retrying)).toBe(false);
    // What loaded is the same list, not asked again.
    expect(homeView(retrying).promotions).toBe(loaded.promotions);
    // Still failing: the line says so again.
    await fail('banners');
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    await fill('usual');
    calls.length = 0;
    actor.send({ type });
    expect(calls).toEqual(['banners']);
    await fill('banners');
    expect(view(actor.getSnapshot())).toEqual(COMPLETE);
  });

  it('with nothing failed, the retry (tapped, or sent back online) asks nothing', async () => {
    const { actor, fill, calls } = harness();
    expect(actor.getSnapshot().can({ type: 'home.retry' })).toBe(false);
    actor.send({ type: 'home.retry' });
    expect(calls).toHaveLength(SECTIONS.length);
    for (const section of SECTIONS) await fill(section);
    actor.send({ type: 'home.retry' });
    expect(calls).toHaveLength(SECTIONS.length);
  });

  it('a retry while a retried section still loads asks nothing more of it', async () => {
    const { actor, fail, fill, calls } = harness();
    await fail('brands');
    for (const section of SECTIONS.filter((s) => s !== 'brands')) await fill(section);
    actor.send({ type: 'home.retry' });
    calls.length = 0;
    actor.send({ type: 'home.retry' });
    expect(calls).toEqual([]);
    expect(isSectionLoading(actor.getSnapshot(), 'brands')).toBe(true);
  });

  it('every source failing leaves home empty with the "could not be loaded" line; the retry asks all six', async () => {
    const { actor, fail, calls } = harness();
    for (const section of SECTIONS) await fail(section);
    expect(view(actor.getSnapshot())).toEqual({
      ...NOTHING,
      loadFailed: true,
      everyFailed: true,
      loading: [],
    });
    calls.length = 0;
    actor.send({ type: 'home.retry' });
    expect([...calls].sort()).toEqual([...SECTIONS].sort());
    expect(hasEveryHomeSectionFailed(actor.getSnapshot())).toBe(false);
  });

  /** Every outcome of the first wave: each section loaded or failed (2^6), then the retry. */
  const outcomes = Array.from({ length: 2 ** SECTIONS.length }, (_, bits) =>
    SECTIONS.filter((_, index) => bits & (1 << index)),
  );
  it.each(outcomes.map((failed) => [failed.join(', ') || 'none', failed] as const))(
    'failed: %s -> the items of the others, the right line, a retry of exactly those',
    async (_, failed) => {
      const { actor, fail, fill, calls } = harness();
      for (const section of SECTIONS) await (failed.includes(section) ? fail(section) : fill(section));
      const snapshot = actor.getSnapshot();
      const shown = Object.fromEntries(
        SECTIONS.map((section) => [section, failed.includes(section) ? [] : DATA[section]]),
      );
      expect(view(snapshot)).toEqual({
        ...shown,
        loadFailed: failed.length > 0,
        everyFailed: failed.length === SECTIONS.length,
        loading: [],
      });
      calls.length = 0;
      actor.send({ type: 'home.retry' });
      expect([...calls].sort()).toEqual([...failed].sort());
      expect(view(actor.getSnapshot()).loading).toEqual(failed);
    },
  );
});

describe('homeMachine: banner routing (home.bannerPressed)', () => {
  const table: [string, string, string | null][] = [
    ['category', '1', '/categories/1'],
    ['promotion', '3', '/promotions/3'],
    ['brand', '14', '/brands/14'],
    ['video', '2', null],
    ['', '2', null],
    ['toString', '2', null],
    ['category', '', null],
    ['promotion', '  ', null],
    ['brand', '', null],
  ];

  it.each(table)('type %j, ref_id %j -> %s', (type, ref, to) => {
    const { actor, emitted } = harness();
    const pressedBanner = banner(type, ref);
    expect(bannerRoute(pressedBanner)).toBe(to);
    expect(actor.getSnapshot().can({ type: 'home.bannerPressed', banner: pressedBanner })).toBe(to !== null);
    actor.send({ type: 'home.bannerPressed', banner: pressedBanner });
    expect(emitted).toEqual(to === null ? [] : [{ type: 'navigate', to }]);
  });

  it('routes once the wave has settled too, and changes no data', async () => {
    const { actor, fill, emitted } = harness();
    for (const section of SECTIONS) await fill(section);
    actor.send({ type: 'home.bannerPressed', banner: banner('brand', '5') });
    expect(emitted).toEqual([{ type: 'navigate', to: '/brands/5' }]);
    expect(itemsOf(actor.getSnapshot())).toEqual(DATA);
  });
});

describe('homeMachine: kept for going back (getPersistedSnapshot)', () => {
  it('restored, a loaded section is not asked again and a failed one still retries', async () => {
    const first = harness();
    for (const section of SECTIONS) await (section === 'usual' ? first.fail(section) : first.fill(section));
    const kept = first.actor.getPersistedSnapshot();
    first.actor.stop();
    const calls: HomeSection[] = [];
    const load = fromPromise<HomeItems[HomeSection], HomeSectionInput>(async ({ input }) => {
      calls.push(input.section);
      return DATA[input.section];
    });
    const actor = createActor(
      homeMachine.provide({ actors: { homeSection: homeSectionMachine.provide({ actors: { load } }) } }),
      { snapshot: kept },
    ).start();
    await flush();
    expect(calls).toEqual([]);
    expect(view(actor.getSnapshot())).toEqual({
      ...DATA,
      usual: [],
      loadFailed: true,
      everyFailed: false,
      loading: [],
    });
    actor.send({ type: 'home.retry' });
    await flush();
    expect(calls).toEqual(['usual']);
    expect(view(actor.getSnapshot())).toEqual(COMPLETE);
  });
});

describe('promotionsMachine (/promotions)', () => {
  const start = (load: () => Promise<HomePromotion[]>) =>
    createActor(
      promotionsMachine.provide({
        actors: { loadPromotions: fromPromise(load) },
      }),
    ).start();

  it('lists the loaded promotions', async () => {
    const actor = start(async () => PROMOTIONS);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(isPromotionListEmpty(actor.getSnapshot())).toBe(false);
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectPromotionList(snapshot)).toEqual(PROMOTIONS);
    expect(isPromotionListEmpty(snapshot)).toBe(false);
  });

  it("an empty answer reads as empty; a failure says so instead (not 'no promotions')", async () => {
    const empty = await waitFor(
      start(async () => []),
      (s) => s.matches('ready'),
    );
    expect(isPromotionListEmpty(empty)).toBe(true);
    expect(hasPromotionListFailed(empty)).toBe(false);
    const failed = await waitFor(
      start(async () => Promise.reject(new Error('500'))),
      (s) => s.matches('failed'),
    );
    expect(isPromotionListEmpty(failed)).toBe(false);
    expect(hasPromotionListFailed(failed)).toBe(true);
    expect(selectPromotionList(failed)).toEqual([]);
  });

  it('after a failure, promotions.retry (tapped, or sent back online) loads the list again', async () => {
    const type = 'promotions.retry';
    let calls = 0;
    const actor = start(async () => {
      calls++;
      if (calls === 1) throw Object.assign(new Error('Failed to fetch'), { kind: 'network' });
      return PROMOTIONS;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type });
    const loaded = await waitFor(actor, (s) => s.matches('ready'));
    expect(selectPromotionList(loaded)).toEqual(PROMOTIONS);
    expect(hasPromotionListFailed(loaded)).toBe(false);
  });
});

describe("usualReorder: 'สั่งซ้ำ' as the cart's reorder", () => {
  it("every product still sold with its last quantity and today's price; the others named", () => {
    const sold = DATA.usual[0]!;
    const gone = { ...sold, sku_id: 9, title: 'เลิกขาย', product: null };
    expect(usualReorder([sold, gone])).toEqual({
      orderId: USUAL_REORDER_ID,
      lines: [
        {
          line: {
            id: 1,
            name: 'น้ำดื่ม',
            price: 47,
            discount: 15,
            imageUrl: null,
            packSize: 'แพ็ค 12 ขวด',
          },
          qty: 48,
        },
      ],
      unavailable: ['เลิกขาย'],
    });
  });
});
