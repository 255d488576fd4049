import { describe, expect, it } from 'vitest';
import { type ActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  bannerRoute,
  type HomeBanner,
  type HomeBrand,
  type HomeEvent,
  type HomeProduct,
  type HomePromotion,
  type HomeSection,
  type HomeShopType,
  type HomeSnapshot,
  type HomeUsualItem,
  hasHomeLoadFailed,
  hasPromotionListFailed,
  homeMachine,
  isPromotionListEmpty,
  isSectionLoading,
  promotionsMachine,
  selectPromotionList,
  USUAL_REORDER_ID,
  usualReorder,
} from '../../machines/home/index.ts';
import { type Deferred, flush, waitingActor } from './helpers.ts';

/** Every section has answered (the test reads the chart's state itself). */
const isSettled = (s: HomeSnapshot) => s.matches('ready');

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
const DATA = {
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
} satisfies Record<HomeSection, unknown[]>;
const SECTIONS = Object.keys(DATA) as HomeSection[];
const ACTOR: Record<HomeSection, string> = {
  banners: 'loadBanners',
  promotions: 'loadPromotions',
  shopTypes: 'loadShopTypes',
  brands: 'loadBrands',
  recommended: 'loadRecommended',
  usual: 'loadUsual',
};

/** A home actor whose six loaders wait on deferreds; `calls` records the order they were requested. */
function harness() {
  const pending = new Map<string, Deferred<unknown>>();
  const calls: string[] = [];
  const stub = <T>(name: string) => waitingActor<T>(pending, name, () => void calls.push(name));
  const actor = createActor(
    homeMachine.provide({
      actors: {
        loadBanners: stub<HomeBanner[]>('loadBanners'),
        loadPromotions: stub<HomePromotion[]>('loadPromotions'),
        loadShopTypes: stub<HomeShopType[]>('loadShopTypes'),
        loadBrands: stub<HomeBrand[]>('loadBrands'),
        loadRecommended: stub<HomeProduct[]>('loadRecommended'),
        loadUsual: stub<HomeUsualItem[]>('loadUsual'),
      },
    }),
  );
  const emitted: unknown[] = [];
  actor.on('*', (event) => void emitted.push(event));
  actor.start();
  const settle = async (name: string, outcome: { output?: unknown; error?: unknown }) => {
    const call = pending.get(name);
    if (!call) throw new Error(`no pending '${name}'`);
    pending.delete(name);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    await flush();
  };
  return { actor, calls, emitted, settle };
}

describe('homeMachine: one parallel wave', () => {
  it('requests all six sources before any of them answers', () => {
    const { actor, calls } = harness();
    expect([...calls].sort()).toEqual(Object.values(ACTOR).sort());
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('loading')).toBe(true);
    for (const section of SECTIONS) expect(isSectionLoading(snapshot, section)).toBe(true);
    expect(isSettled(snapshot)).toBe(false);
  });

  it('fills every section and ends ready when all succeed, in any order', async () => {
    const { actor, settle, calls } = harness();
    for (const section of [...SECTIONS].reverse()) await settle(ACTOR[section], { output: DATA[section] });
    const snapshot = actor.getSnapshot();
    expect(calls).toHaveLength(SECTIONS.length);
    expect(isSettled(snapshot)).toBe(true);
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(snapshot.context).toEqual(DATA);
  });

  it('a section that answers first shows while the others still load', async () => {
    const { actor, settle } = harness();
    await settle('loadBrands', { output: BRANDS });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.brands).toEqual(BRANDS);
    expect(isSectionLoading(snapshot, 'brands')).toBe(false);
    expect(isSectionLoading(snapshot, 'banners')).toBe(true);
  });

  it('a failure opens no dialog: failed sections stay empty, the others fill, the failure line shows', async () => {
    const { actor, settle, emitted } = harness();
    await settle('loadBanners', { error: new Error('500') });
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    await settle('loadPromotions', { output: PROMOTIONS });
    await settle('loadShopTypes', { error: new Error('network') });
    await settle('loadBrands', { output: BRANDS });
    await settle('loadRecommended', { error: new Error('timeout') });
    await settle('loadUsual', { error: new Error('500') });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context).toEqual({
      banners: [],
      promotions: PROMOTIONS,
      shopTypes: [],
      brands: BRANDS,
      recommended: [],
      usual: [],
    });
    expect(snapshot.hasTag('loading')).toBe(false);
    expect(isSettled(snapshot)).toBe(false);
    expect(hasHomeLoadFailed(snapshot)).toBe(true);
    expect(snapshot.status).toBe('active');
    expect(emitted).toEqual([]);
  });

  it('home.retry (tapped, or sent back online) loads only the failed sections again; what loaded stays', async () => {
    const type = 'home.retry';
    const { actor, settle, calls } = harness();
    await settle('loadBanners', { error: new Error('network') });
    await settle('loadPromotions', { output: PROMOTIONS });
    await settle('loadShopTypes', { output: SHOP_TYPES });
    await settle('loadBrands', { output: BRANDS });
    await settle('loadRecommended', { output: PRODUCTS });
    await settle('loadUsual', { error: new Error('network') });
    calls.length = 0;
    actor.send({ type });
    expect([...calls].sort()).toEqual(['loadBanners', 'loadUsual']);
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(false);
    expect(isSectionLoading(actor.getSnapshot(), 'banners')).toBe(true);
    expect(actor.getSnapshot().context.promotions).toEqual(PROMOTIONS);
    // Still failing: the line says so again.
    await settle('loadBanners', { error: new Error('network') });
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    await settle('loadUsual', { output: DATA.usual });
    actor.send({ type });
    await settle('loadBanners', { output: DATA.banners });
    expect(isSettled(actor.getSnapshot())).toBe(true);
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context).toEqual(DATA);
  });

  it('with nothing failed, the retry (tapped, or sent back online) asks nothing', async () => {
    const { actor, settle, calls } = harness();
    actor.send({ type: 'home.retry' });
    expect(calls).toHaveLength(SECTIONS.length);
    for (const section of SECTIONS) await settle(ACTOR[section], { output: DATA[section] });
    actor.send({ type: 'home.retry' });
    expect(calls).toHaveLength(SECTIONS.length);
  });

  it('every source failing leaves home empty, not complete, with the failure line', async () => {
    const { actor, settle } = harness();
    for (const section of SECTIONS) await settle(ACTOR[section], { error: new Error('down') });
    expect(isSettled(actor.getSnapshot())).toBe(false);
    expect(hasHomeLoadFailed(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context).toEqual({
      banners: [],
      promotions: [],
      shopTypes: [],
      brands: [],
      recommended: [],
      usual: [],
    });
  });
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
    const { actor, settle, emitted } = harness();
    for (const section of SECTIONS) await settle(ACTOR[section], { output: DATA[section] });
    actor.send({ type: 'home.bannerPressed', banner: banner('brand', '5') });
    expect(emitted).toEqual([{ type: 'navigate', to: '/brands/5' }]);
    expect(actor.getSnapshot().context).toEqual(DATA);
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

/**
 * Model-based: xstate/graph walks the chart with every loader answering (with data or an error) and
 * banners of each kind being pressed; every reachable combination of settled sections gets its
 * shortest path, replayed on a real actor whose loaders are deferred stubs.
 */
describe('homeMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output: unknown) => ({
    type: `xstate.done.actor.${id}`,
    output,
  });
  const failure = (id: string) => ({
    type: `xstate.error.actor.${id}`,
    error: new Error(`${id} failed`),
  });
  const PRESSES = [banner('category', '1'), banner('video', '2', 8), banner('promotion', '', 7)];
  const events = [
    ...SECTIONS.flatMap((section) => [done(ACTOR[section], DATA[section]), failure(ACTOR[section])]),
    ...PRESSES.map((pressedBanner) => ({
      type: 'home.bannerPressed',
      banner: pressedBanner,
    })),
  ] as unknown as HomeEvent[];

  const logic = homeMachine as unknown as ActorLogic<HomeSnapshot, HomeEvent, unknown>;
  const model = new TestModel(logic, {
    events,
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: ({ value, context }) =>
      JSON.stringify({
        value,
        filled: SECTIONS.map((s) => context[s].length > 0),
      }),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('reaches every combination of loading, loaded and failed sections (3^6 states); ready only when all loaded', () => {
    expect(paths).toHaveLength(3 ** SECTIONS.length);
    expect(paths.filter((path) => path.state.matches('ready'))).toHaveLength(1);
  });

  const named = paths.map((path) => {
    const route = path.steps
      .map(({ event }) => event.type.replace('xstate.', ''))
      .filter((step) => step !== 'init')
      .join(' -> ');
    return [route || '(start)', path] as const;
  });

  it.each(named)('%s', async (_, path) => {
    const { actor, settle, emitted } = harness();
    const expected: unknown[] = [];
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          async (step: { event: HomeEvent }) => {
            const { type } = step.event as { type: string };
            if (type.startsWith('xstate.')) {
              const [, kind, , id = ''] = type.split('.');
              const { output, error } = step.event as unknown as {
                output?: unknown;
                error?: unknown;
              };
              await settle(id, kind === 'done' ? { output } : { error });
            } else {
              actor.send(step.event);
              const to = bannerRoute((step.event as { banner: HomeBanner }).banner);
              if (to) expected.push({ type: 'navigate', to });
            }
          },
        ]),
      ),
      states: {
        '*': (snapshot: HomeSnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(snapshot.value);
          expect(actual.context).toEqual(snapshot.context);
          expect(actual.hasTag('loading')).toBe(SECTIONS.some((s) => isSectionLoading(actual, s)));
          expect(hasHomeLoadFailed(actual)).toBe(
            SECTIONS.some((s) => actual.matches({ loading: { [s]: 'failed' } })),
          );
          expect(emitted).toEqual(expected);
          // In every state a routable banner can be pressed and an unroutable one cannot.
          for (const pressedBanner of PRESSES) {
            const can = actual.can({
              type: 'home.bannerPressed',
              banner: pressedBanner,
            });
            expect(can).toBe(bannerRoute(pressedBanner) !== null);
          }
        },
      },
    });
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
