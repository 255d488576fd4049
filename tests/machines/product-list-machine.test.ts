import { describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  canLoadMore,
  createProductListImplementations,
  type FetchPageInput,
  hasNoResults,
  isEnded,
  isFailed,
  isLoading,
  isNearEnd,
  isPurchasedOnly,
  type ListCategory,
  type ProductListEvent,
  type ProductListInput,
  type ProductListSnapshot,
  type ProductSummary,
  productListMachine,
  type SkuPageQuery,
  SUGGESTION_LIMIT,
  type SuggestionsInput,
  selectCategories,
  selectProducts,
  selectSuggestions,
} from '../../machines/product-list/index.ts';
import { replayOnActor } from './helpers.ts';

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

const category = (id: number): ListCategory => ({ id, th_name: `หมวด ${id}`, image_cover_url: null });

/**
 * The chart with a stub fetchPage that records every query and answers from `answer`, and stub
 * no-results loaders (suggestions recorded; by default 2 suggestions and 3 categories). `snapshot`
 * restores a kept one.
 */
function start(
  input: ProductListInput,
  answer: (query: SkuPageQuery) => Promise<ProductSummary[]>,
  options: {
    suggest?: (input: SuggestionsInput) => Promise<ProductSummary[]>;
    categories?: () => Promise<ListCategory[]>;
    snapshot?: ReturnType<ReturnType<typeof createActor>['getPersistedSnapshot']>;
  } = {},
) {
  const queries: SkuPageQuery[] = [];
  const suggested: SuggestionsInput[] = [];
  let categoryLoads = 0;
  const fetchPage = fromPromise<ProductSummary[], FetchPageInput>(({ input: { query } }) => {
    queries.push(query);
    return answer(query);
  });
  const loadSuggestions = fromPromise<ProductSummary[], SuggestionsInput>(({ input: asked }) => {
    suggested.push(asked);
    return options.suggest?.(asked) ?? Promise.resolve([product(7), product(8)]);
  });
  const loadCategories = fromPromise<ListCategory[]>(() => {
    categoryLoads++;
    return options.categories?.() ?? Promise.resolve([category(1), category(2), category(3)]);
  });
  const machine = productListMachine.provide({ actors: { fetchPage, loadSuggestions, loadCategories } });
  const actor = createActor(machine, { input, snapshot: options.snapshot }).start();
  return { actor, queries, suggested, categoryLoads: () => categoryLoads };
}

/** Waits for the first page, then scrolls near the end until `pages` pages are shown. */
async function showPages(actor: ReturnType<typeof start>['actor'], pages: number) {
  await waitFor(actor, (s) => s.matches('idle'));
  for (let page = 2; page <= pages; page++) {
    actor.send({ type: 'list.nearEnd' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.page === page);
  }
}

/** A catalogue of `total` products served 20 per page. */
const catalogue = (total: number) => async (query: SkuPageQuery) =>
  pageOf(query.page).filter((p) => p.id <= total);

const BASE = { limit: 20, order_name: 'order', order_by: 'asc' } as const;

describe('productListMachine: paging', () => {
  it('loads page 1 first (loading), then waits', async () => {
    const { actor, queries } = start({ type: 'categories', indexId: '3' }, catalogue(50));
    expect(isLoading(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().matches('loadingPage')).toBe(true);
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
    expect(actor.getSnapshot().matches('loadingPage')).toBe(true);
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
    await showPages(actor, 2);
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
    const { actor } = start({ type: 'categories', indexId: '99' }, async () => []);
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    expect(selectProducts(snapshot)).toEqual([]);
  });

  it('a failed page keeps what was loaded and says so (not the end of the list)', async () => {
    const answer = vi.fn(catalogue(100));
    const { actor } = start({ type: 'brands', indexId: '6' }, answer);
    await waitFor(actor, (s) => s.matches('idle'));
    answer.mockRejectedValueOnce(Object.assign(new Error('Internal Server Error'), { status: 500 }));
    actor.send({ type: 'list.nearEnd' });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectProducts(snapshot)).toHaveLength(20);
    expect(isEnded(snapshot)).toBe(false);
    expect(isFailed(snapshot)).toBe(true);
    expect(snapshot.status).toBe('active');
    expect(snapshot.error).toBeUndefined();
  });

  it('a failed first page is a failure, not an empty list', async () => {
    const { actor } = start({ type: 'promotions', indexId: '1' }, () =>
      Promise.reject(Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null })),
    );
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectProducts(snapshot)).toEqual([]);
    expect(isLoading(snapshot)).toBe(false);
    expect(isEnded(snapshot)).toBe(false);
  });

  it.each([404, 400])('a %i (no such list) ends it empty: a real "no products"', async (status) => {
    const { actor } = start({ type: 'categories', indexId: 'x' }, () =>
      Promise.reject(Object.assign(new Error('Not Found'), { kind: 'http', status })),
    );
    const snapshot = await waitFor(actor, (s) => s.matches('ended'));
    expect(selectProducts(snapshot)).toEqual([]);
    expect(isFailed(snapshot)).toBe(false);
  });
});

describe('productListMachine: a new route starts the list again (list.routeChanged)', () => {
  it.each(['categories', 'subcategories'] as const)(
    '%s: a new search value starts again from page 1',
    async (type) => {
      const { actor, queries } = start({ type, indexId: '1', customerGroupId: '2' }, catalogue(100));
      await showPages(actor, 2);
      actor.send({ type: 'list.routeChanged', input: { type, indexId: '5', customerGroupId: '2' } });
      expect(actor.getSnapshot().matches('loadingPage')).toBe(true);
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
    actor.send({ type: 'list.routeChanged', input: { type: 'categories', indexId: '2' } });
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectProducts(snapshot)).toHaveLength(20);
  });

  it('another type of list (a brand after a search) starts with its own query', async () => {
    const { actor, queries } = start({ type: 'search', indexId: 'โค้ก' }, catalogue(100));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.routeChanged', input: { type: 'brands', indexId: '4' } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(queries.at(-1)).toMatchObject({ page: 1, brand_id: '4' });
    expect(queries.at(-1)?.search).toBeUndefined();
  });

  it.each(['products', 'search', 'brands', 'promotions', 'shoptype', 'allBrands'] as const)(
    '%s: the same route changes nothing',
    async (type) => {
      const { actor, queries } = start({ type, indexId: '1' }, catalogue(100));
      await waitFor(actor, (s) => s.matches('idle'));
      actor.send({ type: 'list.routeChanged', input: { type, indexId: '1' } });
      await flush();
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(queries).toHaveLength(1);
    },
  );
});

describe("productListMachine: the 'เคยซื้อ' filter (list.purchasedToggled)", () => {
  it('on: starts again from page 1 asking purchased=1; off: every product again', async () => {
    const { actor, queries } = start({ type: 'brands', indexId: '3' }, catalogue(100));
    await showPages(actor, 2);
    actor.send({ type: 'list.purchasedToggled' });
    expect(isPurchasedOnly(actor.getSnapshot())).toBe(true);
    expect(selectProducts(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(queries.at(-1)).toMatchObject({ page: 1, brand_id: '3', purchased: '1' });
    actor.send({ type: 'list.purchasedToggled' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(isPurchasedOnly(actor.getSnapshot())).toBe(false);
    expect(queries.at(-1)?.purchased).toBeUndefined();
  });

  it('a new route turns the filter off', async () => {
    const { actor, queries } = start({ type: 'brands', indexId: '3' }, catalogue(100));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.purchasedToggled' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.routeChanged', input: { type: 'brands', indexId: '4' } });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(isPurchasedOnly(actor.getSnapshot())).toBe(false);
    expect(queries.at(-1)).toMatchObject({ page: 1, brand_id: '4' });
    expect(queries.at(-1)?.purchased).toBeUndefined();
  });
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
    const { actors } = createProductListImplementations({ api: { getSkus } } as never);
    const actor = createActor(productListMachine.provide({ actors: { fetchPage: actors?.fetchPage } }), {
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

describe('productListMachine: failure and retry (issue 10 for search, issue 20 for every list; section 8 differs)', () => {
  it('a failed first search page is a failure, not "no products"; list.retry asks page 1 again', async () => {
    const answer = vi.fn(catalogue(30));
    answer.mockRejectedValueOnce(new Error('Network Error'));
    const { actor, queries } = start({ type: 'search', indexId: 'โค้ก' }, answer);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(isFailed(failed)).toBe(true);
    expect(hasNoResults(failed)).toBe(false);
    expect(isEnded(failed)).toBe(false);
    expect(isLoading(failed)).toBe(false);
    expect(selectProducts(failed)).toEqual([]);
    expect(failed.can({ type: 'list.retry' })).toBe(true);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches('loadingPage')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectProducts(snapshot)).toHaveLength(20);
    expect(queries.map((q) => [q.page, q.search])).toEqual([
      [1, 'โค้ก'],
      [1, 'โค้ก'],
    ]);
  });

  it('a failed later search page keeps what loaded; list.retry asks that page again', async () => {
    const answer = vi.fn(catalogue(30));
    const { actor, queries } = start({ type: 'search', indexId: 'ช้าง' }, answer);
    await waitFor(actor, (s) => s.matches('idle'));
    answer.mockRejectedValueOnce(new Error('Request failed with status code 503'));
    actor.send({ type: 'list.nearEnd' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(selectProducts(failed)).toHaveLength(20);
    expect(canLoadMore(failed)).toBe(false);
    actor.send({ type: 'list.retry' });
    expect(actor.getSnapshot().matches('loadingPage')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(selectProducts(snapshot)).toHaveLength(30);
    expect(queries.map((q) => q.page)).toEqual([1, 2, 2]);
  });

  it.each(['categories', 'brands', 'products', 'promotions', 'allBrands', 'shoptype'] as const)(
    '%s: a failed page says so as search does; list.retry asks it again, each time',
    async (type) => {
      const answer = vi.fn(catalogue(30));
      answer.mockRejectedValue(Object.assign(new Error('Failed to fetch'), { kind: 'network' }));
      const { actor, queries } = start({ type, indexId: '1' }, answer);
      await waitFor(actor, (s) => s.matches('failed'));
      expect(isFailed(actor.getSnapshot())).toBe(true);
      expect(isEnded(actor.getSnapshot())).toBe(false);
      actor.send({ type: 'list.retry' });
      await waitFor(actor, (s) => s.matches('failed'));
      answer.mockImplementation(catalogue(30));
      actor.send({ type: 'list.retry' });
      const snapshot = await waitFor(actor, (s) => s.matches('idle'));
      expect(selectProducts(snapshot)).toHaveLength(20);
      expect(queries.map((q) => q.page)).toEqual([1, 1, 1]);
    },
  );

  it('list.retry (also sent when the connection comes back) asks nothing when no page failed', async () => {
    const { actor, queries } = start({ type: 'categories', indexId: '1' }, catalogue(50));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.retry' });
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(queries).toHaveLength(1);
  });

  it('list.retry does nothing outside the failed state', async () => {
    const { actor, queries } = start({ type: 'search', indexId: 'น้ำ' }, catalogue(50));
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().can({ type: 'list.retry' })).toBe(false);
    actor.send({ type: 'list.retry' });
    await flush();
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(queries).toHaveLength(1);
  });
});

describe('productListMachine: a search with no results (issue 10)', () => {
  it('goes to noResults and loads the closest suggestions (limit 5) and the categories', async () => {
    const { actor, suggested, categoryLoads } = start({ type: 'search', indexId: 'โค๊ก ลัง' }, async () => []);
    const snapshot = await waitFor(
      actor,
      (s) => s.matches('noResults') && selectSuggestions(s).length > 0 && selectCategories(s).length > 0,
    );
    expect(hasNoResults(snapshot)).toBe(true);
    expect(isEnded(snapshot)).toBe(false);
    expect(isFailed(snapshot)).toBe(false);
    expect(suggested).toEqual([{ search: 'โค๊ก ลัง', limit: SUGGESTION_LIMIT }]);
    expect(SUGGESTION_LIMIT).toBe(5);
    expect(categoryLoads()).toBe(1);
    expect(selectSuggestions(snapshot).map((p) => p.id)).toEqual([7, 8]);
    expect(selectCategories(snapshot).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(selectProducts(snapshot)).toEqual([]);
  });

  it('a failed suggestions or categories load leaves that part empty (no error)', async () => {
    const { actor } = start({ type: 'search', indexId: 'zzz' }, async () => [], {
      suggest: () => Promise.reject(new Error('down')),
    });
    const snapshot = await waitFor(actor, (s) => selectCategories(s).length === 3);
    await flush();
    expect(actor.getSnapshot().matches('noResults')).toBe(true);
    expect(selectSuggestions(snapshot)).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a search that ends after some pages just ends (no suggestions asked)', async () => {
    const { actor, suggested } = start({ type: 'search', indexId: 'ช้าง' }, catalogue(5));
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'list.nearEnd' });
    await waitFor(actor, (s) => s.matches('ended'));
    expect(suggested).toEqual([]);
  });

  it('other lists with no products end (spec: the list stays empty), with no suggestions', async () => {
    const { actor, suggested, categoryLoads } = start({ type: 'brands', indexId: '3' }, async () => []);
    await waitFor(actor, (s) => s.matches('ended'));
    expect(suggested).toEqual([]);
    expect(categoryLoads()).toBe(0);
  });

  it('the real actors call getSkuSuggestions and getCategories with the abort signal', async () => {
    const getSkus = vi.fn(async () => ({ data: [], total: 0, page: 1, limit: 20 }));
    const getSkuSuggestions = vi.fn(async () => [product(4)]);
    const getCategories = vi.fn(async () => [{ ...category(2), image_url: null }]);
    const implementations = createProductListImplementations({
      api: { getSkus, getSkuSuggestions, getCategories },
    } as never);
    const actor = createActor(productListMachine.provide(implementations), {
      input: { type: 'search', indexId: 'น้ำแข็ง' },
    }).start();
    const snapshot = await waitFor(
      actor,
      (s) => selectSuggestions(s).length === 1 && selectCategories(s).length === 1,
    );
    expect(selectSuggestions(snapshot)[0]?.id).toBe(4);
    expect(getSkuSuggestions).toHaveBeenCalledWith(
      { query: { search: 'น้ำแข็ง', limit: 5 } },
      { signal: expect.any(AbortSignal) },
    );
    expect(getCategories).toHaveBeenCalledWith({}, { signal: expect.any(AbortSignal) });
  });
});

/**
 * Going back to a list (issue 10 "Scroll"): the screen keeps the chart's persisted snapshot per
 * history entry (src/services/use-kept-entry.ts) and starts the chart again from it. The pages already
 * loaded come back without a request; only a page that was in flight is asked again.
 */
describe('productListMachine: restored from a kept snapshot', () => {
  /** Loads `pages` pages of a 200-product category and returns the persisted snapshot. */
  async function keptAfter(pages: number) {
    const { actor } = start({ type: 'categories', indexId: '3' }, catalogue(200));
    await showPages(actor, pages);
    const kept = actor.getPersistedSnapshot();
    actor.stop();
    return kept;
  }

  it('comes back with every loaded page and asks for none of them', async () => {
    const kept = await keptAfter(4);
    const { actor, queries } = start({ type: 'categories', indexId: '3' }, catalogue(200), {
      snapshot: kept,
    });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('idle')).toBe(true);
    expect(selectProducts(snapshot)).toHaveLength(80);
    expect(queries).toEqual([]);
    // Paging goes on from the next page.
    actor.send({ type: 'list.nearEnd' });
    await waitFor(actor, (s) => s.matches('idle') && s.context.page === 5);
    expect(queries.map((q) => q.page)).toEqual([5]);
  });

  it('survives a JSON round trip (what is kept is plain data)', async () => {
    const kept = JSON.parse(JSON.stringify(await keptAfter(2)));
    const { actor, queries } = start({ type: 'categories', indexId: '3' }, catalogue(200), {
      snapshot: kept,
    });
    await flush();
    expect(selectProducts(actor.getSnapshot())).toHaveLength(40);
    expect(queries).toEqual([]);
  });

  it('left while a page was loading: only that page is asked again', async () => {
    let release: () => void = () => {};
    const answer = (query: SkuPageQuery) =>
      query.page === 1
        ? catalogue(200)(query)
        : new Promise<ProductSummary[]>((resolve) => {
            release = () => resolve(pageOf(query.page));
          });
    const first = start({ type: 'categories', indexId: '3' }, answer);
    await waitFor(first.actor, (s) => s.matches('idle'));
    first.actor.send({ type: 'list.nearEnd' });
    const kept = first.actor.getPersistedSnapshot();
    first.actor.stop();
    const { actor, queries } = start({ type: 'categories', indexId: '3' }, answer, { snapshot: kept });
    expect(actor.getSnapshot().matches('loadingPage')).toBe(true);
    release();
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(queries.map((q) => q.page)).toEqual([2]);
    expect(selectProducts(snapshot)).toHaveLength(40);
  });

  it('an ended list, a no-results search and a failed search come back as they were, with no request', async () => {
    const ended = start({ type: 'products', indexId: '' }, catalogue(10));
    await waitFor(ended.actor, (s) => s.matches('ended') || s.matches('idle'));
    ended.actor.send({ type: 'list.nearEnd' });
    await waitFor(ended.actor, (s) => s.matches('ended'));
    const none = start({ type: 'search', indexId: 'zzz' }, async () => []);
    await waitFor(none.actor, (s) => selectSuggestions(s).length === 2 && selectCategories(s).length === 3);
    const failed = start({ type: 'search', indexId: 'x' }, () => Promise.reject(new Error('offline')));
    await waitFor(failed.actor, (s) => s.matches('failed'));

    for (const [before, check] of [
      [ended, (s: ProductListSnapshot) => isEnded(s) && selectProducts(s).length === 10],
      [none, (s: ProductListSnapshot) => hasNoResults(s) && selectSuggestions(s).length === 2],
      [failed, (s: ProductListSnapshot) => isFailed(s)],
    ] as const) {
      const kept = before.actor.getPersistedSnapshot();
      before.actor.stop();
      const input = before.actor.getSnapshot().context;
      const again = start({ type: input.listType, indexId: input.indexId }, catalogue(10), {
        snapshot: kept,
      });
      await flush();
      expect(check(again.actor.getSnapshot())).toBe(true);
      expect(again.queries).toEqual([]);
      expect(again.suggested).toEqual([]);
      expect(again.categoryLoads()).toBe(0);
    }
  });
});

/**
 * Model-based: xstate/graph walks the chart with the invoked actors' answers (a full page, an
 * empty one, a failure; suggestions and categories, or their failure) and the user's events, from a
 * category list (which resets on a new search value) and from search results (which show failures
 * and no results). Each generated path is replayed on a real actor whose actors wait for the
 * path's answer. serializeState keeps the page count and list lengths, so the graph stays finite.
 */
describe('productListMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output: unknown[]) => ({ type: `xstate.done.actor.${id}`, output });
  const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('down') });
  const events = [
    done('fetchPage', pageOf(1, 2)),
    { ...done('fetchPage', []), type: 'xstate.done.actor.fetchPage' },
    error('fetchPage'),
    done('loadSuggestions', [product(9)]),
    error('loadSuggestions'),
    done('loadCategories', [category(1), category(2)]),
    error('loadCategories'),
    { type: 'list.nearEnd' },
    { type: 'list.retry' },
    { type: 'list.routeChanged', input: { type: 'categories', indexId: '2' } },
    { type: 'list.purchasedToggled' },
  ] as unknown as ProductListEvent[];
  // Two answers of fetchPage share an event type: TestModel tells them apart by output.
  const logic = productListMachine as unknown as ActorLogic<
    ProductListSnapshot,
    ProductListEvent,
    ProductListInput
  >;
  const topState = (value: unknown) => (typeof value === 'string' ? value : Object.keys(value as object)[0]);
  const actorOf = (type: string) => type.split('.').at(-1) ?? '';

  function modelFor(input: ProductListInput) {
    const model = new TestModel(logic, {
      events,
      filterEvents: (snapshot, event) => {
        if (event.type.startsWith('xstate.')) {
          const id = actorOf(event.type);
          if (id === 'fetchPage') return snapshot.hasTag('loading');
          const region = id === 'loadSuggestions' ? 'suggestions' : 'categories';
          return snapshot.matches({ noResults: { [region]: 'loading' } });
        }
        // Stop growing the list after 2 pages so the graph is finite.
        if (event.type === 'list.nearEnd') return snapshot.can(event) && snapshot.context.page < 2;
        return snapshot.can(event);
      },
      serializeState: ({ value, context }) =>
        JSON.stringify({
          value,
          page: context.page,
          n: context.products.length,
          id: context.indexId,
          s: context.suggestions.length,
          c: context.categories.length,
          p: context.purchased,
        }),
    });
    return model.getShortestPaths({ allowDuplicatePaths: true, input } as never);
  }

  const inputs: ProductListInput[] = [
    { type: 'categories', indexId: '1' },
    { type: 'search', indexId: 'โค้ก' },
  ];
  const walks = inputs.map((input) => ({ input, paths: modelFor(input) }));

  it('reaches every state of the chart (categories and search together)', () => {
    const reached = new Set(walks.flatMap(({ paths }) => paths.map((path) => topState(path.state.value))));
    expect([...reached].sort()).toEqual(Object.keys(productListMachine.root.states).sort());
  });

  it('both reach failed; only search reaches noResults', () => {
    const [categories, search] = walks.map(({ paths }) => new Set(paths.map((p) => topState(p.state.value))));
    expect(search?.has('failed') && search.has('noResults')).toBe(true);
    expect(categories?.has('failed')).toBe(true);
    expect(categories?.has('noResults')).toBe(false);
  });

  /** A real actor whose invoked actors wait until the path answers them. */
  function harness(input: ProductListInput) {
    const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
    const waiting = (id: string) => () =>
      new Promise<never>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      });
    const actors = {
      fetchPage: fromPromise<ProductSummary[], FetchPageInput>(waiting('fetchPage')),
      loadSuggestions: fromPromise<ProductSummary[], SuggestionsInput>(waiting('loadSuggestions')),
      loadCategories: fromPromise<ListCategory[]>(waiting('loadCategories')),
    };
    const actor = createActor(productListMachine.provide({ actors }), { input }).start();
    const answer = async (event: { type: string; output?: unknown[]; error?: unknown }) => {
      const id = actorOf(event.type);
      const call = pending.get(id);
      if (!call) throw new Error(`no pending ${id} for ${event.type}`);
      pending.delete(id);
      if (event.type.startsWith('xstate.done')) call.resolve(event.output ?? []);
      else call.reject(event.error);
      await flush();
    };
    return { actor, answer };
  }

  const named = walks.flatMap(({ input, paths }) =>
    paths.map((path) => {
      const route = path.steps
        .map(({ event }) => {
          const out = (event as { output?: unknown[] }).output;
          return event.type.replace('xstate.', '') + (out ? `(${out.length})` : '');
        })
        .filter((step) => step !== 'init')
        .join(' -> ');
      const state = JSON.stringify(path.state.value);
      return [`${input.type}: ${state} via ${route || '(start)'}`, input, path] as const;
    }),
  );

  it.each(named)('path %s', async (_, input, path) => {
    const { actor, answer } = harness(input);
    await replayOnActor(
      path,
      events,
      { actor, answer: (event) => answer(event as never) },
      (actual: ProductListSnapshot, expected: ProductListSnapshot) => {
        const top = topState(expected.value);
        expect(isLoading(actual)).toBe(top === 'loadingPage');
        expect(isEnded(actual)).toBe(top === 'ended');
        expect(isFailed(actual)).toBe(top === 'failed');
        expect(hasNoResults(actual)).toBe(top === 'noResults');
        expect(canLoadMore(actual)).toBe(top === 'idle');
      },
    );
  });
});
