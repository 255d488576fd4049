import { describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  createListMetaImplementations,
  isMetaLoading,
  type ListMeta,
  type ListMetaInput,
  type ListMetaSnapshot,
  listMetaMachine,
  selectMetaBrands,
  selectMetaCover,
  selectMetaName,
  selectMetaRules,
} from '../../machines/list-meta/index.ts';
import { deferred, flush } from './helpers.ts';

/**
 * The list-meta chart (issue 13: list metadata was loaded outside any chart): a list page's
 * Thai name and cover, or the /brands tiles, looked up once when navigation state lacks them.
 */

const BRANDS = [
  { id: 1, name_th: 'ช้าง', image: '/b1.svg', image_cover_url: '/b1-cover.svg' },
  { id: 6, name_th: 'โค้ก', image: null, image_cover_url: null },
];

const RULES = [
  { header: 'ซื้อ 5 ลังขึ้นไป', description: 'ลด 10%' },
  { header: 'เงื่อนไข', description: 'นับจำนวนรวมทุกสินค้าในโปรโมชั่นนี้' },
];

/** The real actor over a stub API that records calls. */
function api() {
  return {
    getPromotions: vi.fn(async () => [
      { id: 3, name: 'ลด 10%', image: null, image_cover: '/p3-cover.svg', rules_description: RULES },
    ]),
    getBrands: vi.fn(async () => ({ data: BRANDS })),
    getCategories: vi.fn(async () => [
      { id: 1, th_name: 'น้ำดื่ม', image_url: null, image_cover_url: '/c1-cover.svg' },
    ]),
    getCustomerGroups: vi.fn(async () => [{ id: 4, name: 'คาเฟ่', image: null }]),
  };
}

function start(input: ListMetaInput, stub = api()) {
  const machine = listMetaMachine.provide(createListMetaImplementations({ api: stub } as never));
  return { actor: createActor(machine, { input }).start(), stub };
}

describe('listMetaMachine', () => {
  it.each([
    [{ lookup: 'promotion', id: '3' }, { name: 'ลด 10%', cover: '/p3-cover.svg' }, 'getPromotions'],
    [{ lookup: 'brand', id: '6' }, { name: 'โค้ก', cover: null }, 'getBrands'],
    [{ lookup: 'category', id: '1' }, { name: 'น้ำดื่ม', cover: '/c1-cover.svg' }, 'getCategories'],
    [{ lookup: 'shoptype', id: '4' }, { name: 'คาเฟ่', cover: null }, 'getCustomerGroups'],
  ] as const)('%o looks up %o (one call, with the abort signal)', async (input, found, call) => {
    const { actor, stub } = start(input);
    expect(isMetaLoading(actor.getSnapshot())).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect({ name: selectMetaName(snapshot), cover: selectMetaCover(snapshot) }).toEqual(found);
    expect(isMetaLoading(snapshot)).toBe(false);
    expect(stub[call]).toHaveBeenCalledTimes(1);
    expect((stub[call].mock.calls[0] as unknown[])?.[1]).toEqual({ signal: expect.any(AbortSignal) });
  });

  it("a promotion page gets the promotion's rules in words (issue 22 part 4); other pages none", async () => {
    const promotion = await waitFor(start({ lookup: 'promotion', id: '3' }).actor, (s) => s.matches('shown'));
    expect(selectMetaRules(promotion)).toEqual(RULES);
    const brand = await waitFor(start({ lookup: 'brand', id: '6' }).actor, (s) => s.matches('shown'));
    expect(selectMetaRules(brand)).toEqual([]);
  });

  it('/brands: every brand for the tiles', async () => {
    const { actor } = start({ lookup: 'allBrands', id: '' });
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(selectMetaBrands(snapshot)).toEqual(BRANDS);
    expect(selectMetaName(snapshot)).toBeNull();
  });

  it('an id the lookup does not know: nothing found, no error', async () => {
    const { actor } = start({ lookup: 'brand', id: '999' });
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(selectMetaName(snapshot)).toBeNull();
    expect(selectMetaCover(snapshot)).toBeNull();
  });

  it('nothing to look up (navigation state brought the name and cover): no request', async () => {
    const { actor, stub } = start({ lookup: null, id: '1' });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    await flush();
    for (const call of Object.values(stub)) expect(call).not.toHaveBeenCalled();
  });

  it('a failed lookup is swallowed (spec section 8): shown with nothing', async () => {
    const stub = api();
    stub.getPromotions.mockRejectedValueOnce(new Error('Request failed with status code 500'));
    const { actor } = start({ lookup: 'promotion', id: '3' }, stub);
    const snapshot = await waitFor(actor, (s) => s.matches('shown'));
    expect(snapshot.status).toBe('active');
    expect(selectMetaName(snapshot)).toBeNull();
  });

  it('restored from a kept snapshot (going back to the list): no request again', async () => {
    const { actor } = start({ lookup: 'category', id: '1' });
    await waitFor(actor, (s) => s.matches('shown'));
    const kept = actor.getPersistedSnapshot();
    actor.stop();
    const stub = api();
    const machine = listMetaMachine.provide(createListMetaImplementations({ api: stub } as never));
    const again = createActor(machine, { input: { lookup: 'category', id: '1' }, snapshot: kept }).start();
    await flush();
    expect(selectMetaName(again.getSnapshot())).toBe('น้ำดื่ม');
    expect(stub.getCategories).not.toHaveBeenCalled();
  });
});

/** Model-based: every path of the chart (lookup or none; found, or failed) replayed on a real actor. */
describe('listMetaMachine: model-based (xstate/graph)', () => {
  const FOUND: ListMeta = { name: 'ช้าง', cover: '/b1-cover.svg', brands: [], rules: [] };
  const events = [
    { type: 'xstate.done.actor.lookupMeta', output: FOUND },
    { type: 'xstate.error.actor.lookupMeta', error: new Error('down') },
  ];
  const logic = listMetaMachine as unknown as ActorLogic<ListMetaSnapshot, { type: string }, ListMetaInput>;
  const inputs: ListMetaInput[] = [
    { lookup: 'brand', id: '1' },
    { lookup: null, id: '1' },
  ];
  const walks = inputs.map((input) => ({
    input,
    paths: new TestModel(logic, {
      events: events as never,
      filterEvents: (snapshot) => snapshot.hasTag('loading'),
      serializeState: ({ value, context }) => JSON.stringify({ value, name: context.name }),
    }).getShortestPaths({ allowDuplicatePaths: true, input } as never),
  }));

  it('reaches every state but the transient one', () => {
    const reached = new Set(walks.flatMap(({ paths }) => paths.map((p) => String(p.state.value))));
    expect([...reached].sort()).toEqual(['loading', 'shown']);
  });

  const named = walks.flatMap(({ input, paths }) =>
    paths.map((path) => {
      const route = path.steps.map(({ event }) => event.type.replace('xstate.', '')).join(' -> ');
      return [`${input.lookup ?? 'none'}: ${String(path.state.value)} via ${route}`, input, path] as const;
    }),
  );

  it.each(named)('path %s', async (_, input, path) => {
    let pending = deferred<ListMeta>();
    const lookupMeta = fromPromise<ListMeta, ListMetaInput>(() => {
      pending = deferred<ListMeta>();
      return pending.promise;
    });
    const actor = createActor(listMetaMachine.provide({ actors: { lookupMeta } }), { input }).start();
    await path.test({
      events: {
        'xstate.done.actor.lookupMeta': async () => {
          pending.resolve(FOUND);
          await flush();
        },
        'xstate.error.actor.lookupMeta': async () => {
          pending.reject(new Error('down'));
          await flush();
        },
      },
      states: {
        '*': (expected: ListMetaSnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
          expect(isMetaLoading(actual)).toBe(expected.value === 'loading');
        },
      },
    });
  });
});
