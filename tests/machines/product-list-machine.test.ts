import { describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  canLoadMore,
  type FetchPageInput,
  isEnded,
  isLoading,
  isNearEnd,
  type ProductListEvent,
  type ProductListInput,
  type ProductListSnapshot,
  type ProductSummary,
  productListMachine,
  type SkuPageQuery,
  selectProducts,
} from '../../machines/product-list/index.ts';
import { createProductListActors } from '../../src/features/catalogue/product-list-actors.ts';

const product = (id: number): ProductSummary => ({
  id,
  title: `สินค้า ${id}`,
  image_url: null,
  net_price: 10,
  price: 10,
  discount_price: null,
});
const pageOf = (page: number, size = 20) =>
  Array.from({ length: size }, (_, i) => product((page - 1) * size + i + 1));
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The chart with a stub fetchPage that records every query and answers from `answer`. */
function start(input: ProductListInput, answer: (query: SkuPageQuery) => Promise<ProductSummary[]>) {
  const queries: SkuPageQuery[] = [];
  const fetchPage = fromPromise<ProductSummary[], FetchPageInput>(({ input: { query } }) => {
    queries.push(query);
    return answer(query);
  });
  const actor = createActor(productListMachine.provide({ actors: { fetchPage } }), { input }).start();
  return { actor, queries };
}

/** A catalogue of `total` products served 20 per page. */
const catalogue = (total: number) => async (query: SkuPageQuery) =>
  pageOf(query.page).filter((p) => p.id <= total);

const BASE = { limit: 20, order_name: 'order', order_by: 'asc' } as const;

describe('productListMachine: paging', () => {
  it('loads page 1 first (loading), then waits', async () => {
    const { actor, queries } = start({ type: 'categories', indexId: '3' }, catalogue(50));
    expect(isLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().matches('loadingFirst')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(queries).toEqual([{ ...BASE, page: 1, category_id: '3' }]);
    expect(selectProducts(snapshot)).toHaveLength(20);
    expect(isLoading(snapshot)).toBe(false);
    expect(canLoadMore(snapshot)).toBe(true);
  });

  it('list.nearEnd loads page 2 and appends it', async () => {
    const { actor, queries } = start({ type: 'categories', indexId: '3' }, catalogue(50));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.nearEnd' });
    expect(actor.getSnapshot().matches('loadingMore')).toBe(true);
    expect(isLoading(actor.getSnapshot())).toBe(true);
    // A second nearEnd while loading does not start another request.
    actor.send({ type: 'list.nearEnd' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(queries.map((q) => q.page)).toEqual([1, 2]);
    expect(selectProducts(snapshot).map((p) => p.id)).toEqual(
      pageOf(1)
        .concat(pageOf(2))
        .map((p) => p.id),
    );
  });

  it('an empty page ends the list', async () => {
    const { actor, queries } = start({ type: 'products', indexId: '' }, catalogue(30));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.nearEnd' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.page === 2);
    actor.send({ type: 'list.nearEnd' });
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    expect(isEnded(snapshot)).toBe(true);
    expect(selectProducts(snapshot)).toHaveLength(30);
    actor.send({ type: 'list.nearEnd' });
    await flush();
    expect(queries.map((q) => q.page)).toEqual([1, 2, 3]);
    expect(canLoadMore(actor.getSnapshot())).toBe(false);
  });

  it('an empty first page ends with no products', async () => {
    const { actor } = start({ type: 'search', indexId: 'ไม่มี' }, async () => []);
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    expect(selectProducts(snapshot)).toEqual([]);
  });

  it('a failed page ends the list quietly, keeping what was loaded', async () => {
    const answer = vi.fn(catalogue(100));
    const { actor } = start({ type: 'brands', indexId: '6' }, answer);
    await waitFor(actor, (s) => s.matches('idle'));
    answer.mockRejectedValueOnce(new Error('Request failed with status code 500'));
    actor.send({ type: 'list.nearEnd' });
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    expect(selectProducts(snapshot)).toHaveLength(20);
    expect(snapshot.status).toBe('active');
    expect(snapshot.error).toBeUndefined();
  });

  it('a failed first page ends empty', async () => {
    const { actor } = start({ type: 'promotions', indexId: '1' }, () => Promise.reject(new Error('down')));
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    expect(selectProducts(snapshot)).toEqual([]);
    expect(isLoading(snapshot)).toBe(false);
  });
});

describe('productListMachine: search reset', () => {
  it.each(['categories', 'subcategories'] as const)(
    '%s: list.searchChanged starts again from page 1',
    async (type) => {
      const { actor, queries } = start({ type, indexId: '1', customerGroupId: '2' }, catalogue(100));
      await waitFor(actor, (s) => s.matches('idle'));
      actor.send({ type: 'list.nearEnd' });
      await waitFor(actor, (s) => s.matches('idle') && s.context.page === 2);
      actor.send({ type: 'list.searchChanged', indexId: '5' });
      expect(actor.getSnapshot().matches('loadingFirst')).toBe(true);
      expect(selectProducts(actor.getSnapshot())).toEqual([]);
      const snapshot = await waitFor(actor, (s) => s.matches('idle'));
      expect(selectProducts(snapshot)).toHaveLength(20);
      const last = queries.at(-1);
      expect(last?.page).toBe(1);
      expect(last?.[type === 'categories' ? 'category_id' : 'sub_category_id']).toBe('5');
    },
  );

  it('resets from the ended state too', async () => {
    const { actor } = start({ type: 'categories', indexId: '1' }, async (q) =>
      q.category_id === '1' ? [] : pageOf(q.page),
    );
    await waitFor(actor, (s) => s.matches('ended'));
    actor.send({ type: 'list.searchChanged', indexId: '2' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectProducts(snapshot)).toHaveLength(20);
  });

  it.each(['products', 'search', 'brands', 'promotions', 'shoptype', 'allBrands'] as const)(
    '%s: list.searchChanged is ignored',
    async (type) => {
      const { actor, queries } = start({ type, indexId: '1' }, catalogue(100));
      await waitFor(actor, (s) => s.matches('idle'));
      actor.send({ type: 'list.searchChanged', indexId: '9' });
      await flush();
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(queries).toHaveLength(1);
    },
  );
});

describe('productListMachine: one filter by type (spec section 7)', () => {
  const cases: [ProductListInput, Partial<SkuPageQuery>][] = [
    [{ type: 'products', indexId: '' }, {}],
    [{ type: 'allBrands', indexId: '' }, {}],
    [{ type: 'search', indexId: 'ช้าง' }, { search: 'ช้าง' }],
    [{ type: 'search', indexId: 'x', search: 'โค้ก' }, { search: 'โค้ก' }],
    [{ type: 'categories', indexId: '8' }, { category_id: '8' }],
    [{ type: 'subcategories', indexId: '4' }, { sub_category_id: '4' }],
    [
      { type: 'subcategories', indexId: '4', customerGroupId: '2' },
      { sub_category_id: '4', customer_group_id: '2' },
    ],
    [
      { type: 'shoptypeSubcategories', indexId: '4', customerGroupId: '3' },
      { sub_category_id: '4', customer_group_id: '3' },
    ],
    [{ type: 'shoptype', indexId: '5' }, { customer_group_id: '5' }],
    [{ type: 'promotions', indexId: '7' }, { promotion_id: '7' }],
    [{ type: 'brands', indexId: '6' }, { brand_id: '6' }],
  ];
  it.each(cases)('%o asks for %o', async (input, filter) => {
    const { actor, queries } = start(input, catalogue(5));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(queries).toEqual([{ ...BASE, page: 1, ...filter }]);
  });

  it('the real actor passes the query to api.getSkus with the abort signal and returns data.data', async () => {
    const getSkus = vi.fn(async () => ({ data: pageOf(1, 3), total: 3, page: 1, limit: 20 }));
    const { fetchPage } = createProductListActors({ getSkus } as never);
    const actor = createActor(productListMachine.provide({ actors: { fetchPage } }), {
      input: { type: 'brands', indexId: '6' },
    }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectProducts(snapshot)).toHaveLength(3);
    expect(getSkus).toHaveBeenCalledWith(
      { query: { ...BASE, page: 1, brand_id: '6' } },
      { signal: expect.any(AbortSignal) },
    );
  });
});

describe('isNearEnd (the 250 px infinite-scroll rule)', () => {
  it('is true within 250 px of the end, false beyond', () => {
    expect(isNearEnd(1000, 1250)).toBe(true);
    expect(isNearEnd(1000, 1251)).toBe(false);
    expect(isNearEnd(1300, 1250)).toBe(true);
    expect(isNearEnd(0, 100)).toBe(true);
    expect(isNearEnd(1000, 1100, 50)).toBe(false);
  });
});

/**
 * Model-based: xstate/graph walks the chart with page answers (full, empty, failure) and user
 * events, and each generated path is replayed on a real actor whose fetchPage waits for the path's
 * answer. serializeState keeps the page count and list length, so the graph stays finite.
 */
describe('productListMachine: model-based (xstate/graph)', () => {
  const done = (output: ProductSummary[]) => ({ type: 'xstate.done.actor.fetchPage', output });
  const events = [
    done(pageOf(1, 2)),
    done([]),
    { type: 'xstate.error.actor.fetchPage', error: new Error('down') },
    { type: 'list.nearEnd' },
    { type: 'list.searchChanged', indexId: '2' },
  ] as unknown as ProductListEvent[];
  const logic = productListMachine as unknown as ActorLogic<
    ProductListSnapshot,
    ProductListEvent,
    ProductListInput
  >;
  const input: ProductListInput = { type: 'categories', indexId: '1' };
  const model = new TestModel(logic, {
    events,
    filterEvents: (snapshot, event) => {
      const busy = snapshot.hasTag('loading');
      if (event.type.startsWith('xstate.')) return busy;
      // Stop growing the list after 2 pages so the graph is finite.
      if (event.type === 'list.nearEnd') return snapshot.can(event) && snapshot.context.page < 2;
      return snapshot.can(event);
    },
    serializeState: ({ value, context }) =>
      JSON.stringify({ value, page: context.page, n: context.products.length, id: context.indexId }),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true, input } as never);

  it('reaches every state of the chart', () => {
    const reached = new Set(paths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(productListMachine.root.states).sort());
  });

  function harness() {
    let pending: { resolve: (v: ProductSummary[]) => void; reject: (e: unknown) => void } | null = null;
    const fetchPage = fromPromise<ProductSummary[], FetchPageInput>(
      () =>
        new Promise((resolve, reject) => {
          pending = { resolve, reject };
        }),
    );
    const actor = createActor(productListMachine.provide({ actors: { fetchPage } }), { input }).start();
    const answer = async (event: { type: string; output?: ProductSummary[]; error?: unknown }) => {
      const call = pending;
      if (!call) throw new Error(`no pending fetchPage for ${event.type}`);
      pending = null;
      if (event.type.startsWith('xstate.done')) call.resolve(event.output ?? []);
      else call.reject(event.error);
      await flush();
    };
    return { actor, answer };
  }

  const named = paths.map((path) => {
    const route = path.steps
      .map(({ event }) => {
        const out = (event as { output?: unknown[] }).output;
        return event.type.replace('xstate.', '') + (out ? `(${out.length})` : '');
      })
      .filter((step) => step !== 'init')
      .join(' -> ');
    return [`${String(path.state.value)} via ${route || '(start)'}`, path] as const;
  });

  it.each(named)('path to %s', async (_, path) => {
    const { actor, answer } = harness();
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          async (step: { event: ProductListEvent }) => {
            if (step.event.type.startsWith('xstate.')) await answer(step.event as never);
            else actor.send(step.event);
          },
        ]),
      ),
      states: {
        '*': (expected: ProductListSnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
          expect(isLoading(actual)).toBe(['loadingFirst', 'loadingMore'].includes(String(expected.value)));
          expect(isEnded(actual)).toBe(expected.value === 'ended');
        },
      },
    });
  });
});
