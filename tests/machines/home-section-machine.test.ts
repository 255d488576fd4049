import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, fromPromise } from 'xstate';
import {
  createHomeImplementations,
  createHomeSectionImplementations,
  type HomeItems,
  type HomeSection,
  type HomeSectionInput,
  homeMachine,
  homeSectionMachine,
  homeView,
  RECOMMENDED_QUERY,
} from '../../machines/home/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

/*
 * One home section's chart (machines/home/home-section-machine.ts) on its own: its call, what it
 * tells home (the two tell actions are recorded here; home-machine.test.ts runs it under home), and
 * its retry. Spec section 2 "Home", section 8 (a failure is silent), issue 20 (one retry line).
 */

const BRANDS = [{ id: 5, name_th: 'โค้ก', image: '/b/5.svg', image_cover_url: null }];

function section(name: HomeSection = 'brands') {
  const calls: HomeSectionInput[] = [];
  let call: Deferred<HomeItems[HomeSection]> | null = null;
  const told: unknown[] = [];
  const actor = createActor(
    homeSectionMachine.provide({
      actors: {
        load: fromPromise<HomeItems[HomeSection], HomeSectionInput>(({ input }) => {
          calls.push(input);
          call = deferred();
          return call.promise;
        }),
      },
      actions: {
        tellLoaded: ({ context }, items) => void told.push({ loaded: context.section, items }),
        tellFailed: ({ context }) => void told.push({ failed: context.section }),
      },
    }),
    { input: { section: name } },
  ).start();
  const answer = async (outcome: { items: HomeItems[HomeSection] } | { error: unknown }) => {
    if (!call) throw new Error('no call pending');
    if ('items' in outcome) call.resolve(outcome.items);
    else call.reject(outcome.error);
    call = null;
    await flush();
  };
  return { actor, calls, told, answer };
}

describe('homeSectionMachine', () => {
  it.each(['banners', 'usual'] as const)('asks for its own section (%s) at once, showing loading', (name) => {
    const { actor, calls, told } = section(name);
    expect(calls).toEqual([{ section: name }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(told).toEqual([]);
  });

  it('tells home its items once they arrive, and is done: nothing is asked again', async () => {
    const { actor, calls, told, answer } = section();
    await answer({ items: BRANDS });
    expect(told).toEqual([{ loaded: 'brands', items: BRANDS }]);
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().can({ type: 'home.retry' })).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('an empty answer is a loaded section too (a new shop has no usual order)', async () => {
    const { told, answer } = section('usual');
    await answer({ items: [] });
    expect(told).toEqual([{ loaded: 'usual', items: [] }]);
  });

  it('a failure tells home and waits for home.retry, which asks again', async () => {
    const { actor, calls, told, answer } = section();
    await answer({ error: new Error('Failed to fetch') });
    expect(told).toEqual([{ failed: 'brands' }]);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    actor.send({ type: 'home.retry' });
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await answer({ items: BRANDS });
    expect(told).toEqual([{ failed: 'brands' }, { loaded: 'brands', items: BRANDS }]);
  });

  it('a retry while its call is in flight asks nothing more', () => {
    const { actor, calls } = section();
    expect(actor.getSnapshot().can({ type: 'home.retry' })).toBe(false);
    actor.send({ type: 'home.retry' });
    expect(calls).toHaveLength(1);
  });
});

describe('createHomeImplementations: each section chart asks its own call (spec section 7)', () => {
  /** An API whose home calls record what they are asked and answer `answers[call]`. */
  function api(answers: Record<string, unknown>) {
    const asked: Record<string, unknown> = {};
    const call = (name: string) => async (request: unknown) => {
      asked[name] = request;
      return answers[name];
    };
    const fake = Object.fromEntries(
      ['getBanners', 'getPromotions', 'getCustomerGroups', 'getBrands', 'getSkus', 'getUsualOrder'].map(
        (name) => [name, call(name)],
      ),
    );
    return { api: fake as never, asked };
  }

  it('opens with the six calls, each with its query, and shows what each brought', async () => {
    const { api: fake, asked } = api({
      getBanners: [{ id: 1, type: 'brand', ref_id: '5', name: 'b', image: null }],
      getPromotions: [{ id: 3, name: 'p', image: null, image_cover: null }],
      getCustomerGroups: [{ id: 2, name: 'โชห่วย', image: null }],
      getBrands: { data: BRANDS },
      getSkus: { data: [] },
      getUsualOrder: [],
    });
    const actor = createActor(homeMachine.provide(createHomeImplementations({ api: fake }))).start();
    await flush();
    expect(asked).toEqual({
      getBanners: { query: { order_name: 'order', order_by: 'asc' } },
      getPromotions: { query: { order_name: 'order', order_by: 'asc' } },
      getCustomerGroups: {},
      getBrands: {},
      getSkus: { query: RECOMMENDED_QUERY },
      getUsualOrder: {},
    });
    expect(homeView(actor.getSnapshot())).toMatchObject({
      banners: [{ id: 1 }],
      promotions: [{ id: 3 }],
      shopTypes: [{ id: 2 }],
      brands: BRANDS,
      recommended: [],
      usual: [],
      loadFailed: false,
    });
  });

  it('a null list (banners, promotions, shop types) or a page with no data is an empty section', async () => {
    const { api: fake } = api({
      getBanners: null,
      getPromotions: null,
      getCustomerGroups: null,
      getBrands: { data: null },
      getSkus: { data: null },
      getUsualOrder: [],
    });
    const load = createHomeSectionImplementations({ api: fake }).actors?.load as AnyActorLogic;
    for (const section of ['banners', 'promotions', 'shopTypes', 'brands', 'recommended'] as const) {
      const actor = createActor(load, { input: { section } }).start();
      await flush();
      expect(actor.getSnapshot(), section).toMatchObject({ status: 'done', output: [] });
    }
  });
});
