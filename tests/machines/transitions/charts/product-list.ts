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
 * changes), section 8 ("Product list load failure": swallowed, the list ends) and the search page's
 * failure line and no-results suggestions (issue 11). The oracle counts pages itself.
 */
type Input = { type: string; indexId: string; search?: string };
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
  let { indexId, search } = input;
  for (const step of history) {
    const event = step.event as { type: string; indexId?: string; search?: string };
    if (event.type === 'list.searchChanged' && step.started.some((s) => s.src === 'fetchPage')) {
      pages = 0;
      products = [];
      indexId = event.indexId ?? '';
      search = event.search;
    }
    const result = actorResult(step);
    if (result?.id === 'fetchPage' && result.done && (result.output as unknown[]).length) {
      pages++;
      products = [...products, ...(result.output as unknown[])];
    }
  }
  return { pages, products, indexId, search };
}

const oracle: Oracle = (step, history, raw) => {
  const input = raw as Input;
  const problems = navigation(step, null);
  const was = listSoFar(history, input);
  const now = listSoFar([...history, step], input);
  const event = step.event as { type: string; indexId?: string; search?: string };
  const resets = ['categories', 'subcategories', 'shoptypeSubcategories'].includes(input.type);
  for (const started of step.started.filter((s) => s.src === 'fetchPage')) {
    const key =
      input.type === 'search' ? { search: now.search ?? now.indexId } : { category_id: now.indexId };
    const expected = {
      query: { limit: 20, page: now.pages + 1, order_name: 'order', order_by: 'asc', ...key },
    };
    problems.push(
      ...check(
        JSON.stringify(started.input) === JSON.stringify(expected),
        `fetchPage got ${JSON.stringify(started.input)}, expected ${JSON.stringify(expected)}`,
      ),
    );
  }
  if (event.type === 'list.searchChanged') {
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'fetchPage') === resets,
        resets ? 'the list does not reset on a new search value' : 'a list that keeps its search resets',
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
    if (!result.done)
      problems.push(
        ...check(
          input.type === 'search' ? isFailed(step.snapshot as never) : isEnded(step.snapshot as never),
          'a failed page does not end the list (or show the search failure)',
        ),
      );
    else if (empty)
      problems.push(
        ...check(
          input.type === 'search' && was.pages === 0
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
  events: { 'list.searchChanged': [{ type: 'list.searchChanged', indexId: '6', search: 'น้ำ' }] },
  probes: [{ type: 'list.nearEnd' }, { type: 'list.searchChanged', indexId: '6', search: 'น้ำ' }],
  outputs: {
    fetchPage: [[product(1)], []],
    loadSuggestions: [[product(9)]],
    loadCategories: [[{ id: 1, th_name: 'x', image_cover_url: null }]],
  },
  serialize: (value, { products, page, ...rest }) =>
    JSON.stringify([value, rest, Math.min(page as number, 2)]),
  depth: 5,
  oracle,
};
