import { productListMachine } from '../../../../machines/product-list/product-list-machine.ts';
import {
  hasNoResults,
  isEnded,
  isFailed,
  selectProducts,
} from '../../../../machines/product-list/selectors.ts';
import { actorResult, check, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/**
 * Product lists, from spec section 4 "Product lists" (page 1 first, the next page on scroll; stops
 * on an empty page or an error; categories and subcategories lists reset when the search value
 * changes), section 8 ("Product list load failure": swallowed, the list ends) as every list now
 * differs (issue 10 for search, issue 20 for the others: a failed page says so with a retry, never
 * 'ไม่พบสินค้า', and loads again on the retry or when the browser is back online; only a 404 or 400,
 * no such list, ends it) and the search page's no-results suggestions (issue 11); a new route
 * (another list) or the 'เคยซื้อ' filter starts the list again with its query. The oracle counts
 * pages itself.
 */
type Input = { type: string; indexId: string; search?: string; customerGroupId?: string };
const sameList = (a: Input, b: Input) =>
  a.type === b.type &&
  a.indexId === b.indexId &&
  a.search === b.search &&
  a.customerGroupId === b.customerGroupId;
const product = (id: number) => ({
  id,
  title: `p${id}`,
  image_url: null,
  net_price: 10,
  price: 10,
  discount_price: null,
});

/** Pages and products since the list (re)started, from the answers seen. */
function listSoFar(history: readonly Observation[], input: Input) {
  let pages = 0;
  let products: unknown[] = [];
  let list: Input = input;
  let purchased = false;
  for (const step of history) {
    const event = step.event as { type: string; input?: Input };
    if (event.type === 'list.routeChanged' && event.input && !sameList(list, event.input)) {
      pages = 0;
      products = [];
      list = event.input;
      purchased = false;
    }
    if (event.type === 'list.purchasedToggled') {
      pages = 0;
      products = [];
      purchased = !purchased;
    }
    const result = actorResult(step);
    if (result?.id === 'fetchPage' && result.done && (result.output as unknown[]).length) {
      pages++;
      products = [...products, ...(result.output as unknown[])];
    }
  }
  return { pages, products, list, purchased };
}

const oracle: Oracle = (step, history, raw) => {
  const input = raw as Input;
  const problems = navigation(step, null);
  const was = listSoFar(history, input);
  const now = listSoFar([...history, step], input);
  const event = step.event as { type: string; input?: Input };
  for (const started of step.started.filter((s) => s.src === 'fetchPage')) {
    const key =
      now.list.type === 'search'
        ? { search: now.list.search ?? now.list.indexId }
        : { category_id: now.list.indexId };
    const expected = {
      query: {
        limit: 20,
        page: now.pages + 1,
        order_name: 'order',
        order_by: 'asc',
        ...(now.purchased ? { purchased: '1' } : {}),
        ...key,
      },
    };
    problems.push(
      ...check(
        JSON.stringify(started.input) === JSON.stringify(expected),
        `fetchPage got ${JSON.stringify(started.input)}, expected ${JSON.stringify(expected)}`,
      ),
    );
  }
  // Spec section 4: a new search value (a new route) starts the list again; the same route changes nothing.
  if (event.type === 'list.routeChanged' || event.type === 'list.purchasedToggled') {
    const resets = event.type === 'list.purchasedToggled' || !sameList(was.list, event.input as Input);
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'fetchPage') === resets,
        resets
          ? 'the list does not start again on a new route or filter'
          : 'the same route restarts the list',
      ),
    );
  }
  // The retry (tapped, or sent when the connection comes back) asks again for the page that failed,
  // and only then.
  if (event.type === 'list.retry') {
    const before = history.at(-1)?.snapshot;
    const failed = before ? isFailed(before as never) : false;
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'fetchPage') === failed,
        failed
          ? `${event.type} does not load the failed page again`
          : `${event.type} loads with nothing failed`,
      ),
    );
  }
  if (event.type === 'list.nearEnd') {
    const before = history.at(-1)?.snapshot;
    const more = before
      ? !isEnded(before as never) &&
        !isFailed(before as never) &&
        !hasNoResults(before as never) &&
        !before.hasTag('loading')
      : false;
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'fetchPage') === more,
        more ? 'scrolling does not load the next page' : 'a page loads after the list stopped',
      ),
    );
  }
  const result = actorResult(step);
  if (result?.id === 'fetchPage') {
    const empty = result.done && (result.output as unknown[]).length === 0;
    if (!result.done) {
      const status = (result.error as { status?: unknown } | undefined)?.status;
      const noSuchList = status === 404 || status === 400;
      problems.push(
        ...check(
          noSuchList
            ? isEnded(step.snapshot as never) && !isFailed(step.snapshot as never)
            : isFailed(step.snapshot as never) && !isEnded(step.snapshot as never),
          noSuchList
            ? 'a list the server says does not exist does not end'
            : "a failed page does not say so (or reads as the list's end)",
        ),
      );
    } else if (empty)
      problems.push(
        ...check(
          was.list.type === 'search' && was.pages === 0
            ? hasNoResults(step.snapshot as never)
            : isEnded(step.snapshot as never),
          'an empty page does not stop the list',
        ),
      );
  }
  problems.push(
    ...check(
      JSON.stringify(selectProducts(step.snapshot as never)) === JSON.stringify(now.products),
      'the products shown are not the pages loaded',
    ),
  );
  if (hasNoResults(step.snapshot as never) && result?.id === 'fetchPage')
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'loadSuggestions') &&
          step.started.some((s) => s.src === 'loadCategories'),
        'no suggestions or categories for an empty search',
      ),
    );
  return problems;
};

export const productListModel: ChartModel = {
  name: 'productList',
  machine: productListMachine,
  inputs: [
    { type: 'categories', indexId: '5' },
    { type: 'search', indexId: '', search: 'โค้ก' },
  ],
  events: {
    'list.routeChanged': [
      { type: 'list.routeChanged', input: { type: 'categories', indexId: '5' } },
      { type: 'list.routeChanged', input: { type: 'search', indexId: '', search: 'น้ำ' } },
    ],
  },
  probes: [{ type: 'list.nearEnd' }, { type: 'list.retry' }],
  outputs: {
    fetchPage: [[product(1)], []],
    loadSuggestions: [[product(9)]],
    loadCategories: [[{ id: 1, th_name: 'x', image_cover_url: null }]],
  },
  errors: {
    fetchPage: [
      { message: 'Failed to fetch', kind: 'network', status: null },
      { message: 'Not Found', kind: 'http', status: 404 },
    ],
  },
  serialize: (value, { products, page, ...rest }) =>
    JSON.stringify([value, rest, Math.min(page as number, 2)]),
  depth: 5,
  oracle,
};
