import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { PRODUCT_PAGE_SIZE } from './near-end.ts';
import type {
  FetchPageInput,
  ProductListContext,
  ProductListEvent,
  ProductListInput,
  ProductListType,
  ProductSummary,
  SkuPageQuery,
} from './types.ts';

/**
 * Product list paging (spec section 4 "Product lists", sections 7, 8, 9): page 1 on entry, the next
 * page on `list.nearEnd`; the list ends when a page comes back empty or fails (the failure is
 * swallowed). Categories and sub-category lists start again from page 1 on `list.searchChanged`.
 * Pure: `fetchPage` is a placeholder; src/features/catalogue/product-list-actors.ts builds the real
 * one over the API client.
 */

/** Lists that reset on a new search value (spec: the subcategories and categories types). The
 * shop-type sub-category page is the sub-category list under the /shoptype prefix. */
const RESETTING_TYPES: readonly ProductListType[] = ['categories', 'subcategories', 'shoptypeSubcategories'];

/** Whether a list of this type starts again on `list.searchChanged` (else the view remounts it). */
export const resetsOnSearchChange = (type: ProductListType): boolean => RESETTING_TYPES.includes(type);

/** The GET /skus query of one page: size, order and the ONE filter of the list's type. */
export function pageQuery(context: ProductListContext, page: number): SkuPageQuery {
  const base: SkuPageQuery = { limit: PRODUCT_PAGE_SIZE, page, order_name: 'order', order_by: 'asc' };
  const id = context.indexId;
  const group = context.customerGroupId ? { customer_group_id: context.customerGroupId } : {};
  switch (context.listType) {
    case 'search':
      return { ...base, search: context.search ?? id };
    case 'categories':
      return { ...base, category_id: id };
    case 'subcategories':
    case 'shoptypeSubcategories':
      return { ...base, sub_category_id: id, ...group };
    case 'shoptype':
      return { ...base, customer_group_id: id };
    case 'promotions':
      return { ...base, promotion_id: id };
    case 'brands':
      return { ...base, brand_id: id };
    case 'products':
    case 'allBrands':
      return base;
  }
}

const nextPageInput = ({ context }: { context: ProductListContext }): FetchPageInput => ({
  query: pageQuery(context, context.page + 1),
});
const output = ({ event }: { event: { output: ProductSummary[] } }) => event.output;

/** One page answered: empty ends the list, otherwise the products are appended. */
const onPage = [
  { guard: { type: 'isEmptyPage', params: output }, target: 'ended' },
  { target: 'idle', actions: { type: 'appendPage', params: output } },
] as const;

export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput,
    tags: {} as 'loading',
  },
  actors: {
    fetchPage: fromPromise<ProductSummary[], FetchPageInput>(() =>
      Promise.reject(new Error("product-list actor 'fetchPage' is not provided")),
    ),
  },
  guards: {
    isEmptyPage: (_, products: ProductSummary[]) => products.length === 0,
    resetsOnSearch: ({ context }) => resetsOnSearchChange(context.listType),
  },
  actions: {
    appendPage: assign(({ context }, products: ProductSummary[]) => ({
      page: context.page + 1,
      products: [...context.products, ...products],
    })),
    resetList: assign((_, params: { indexId: string; search?: string }) => ({
      indexId: params.indexId,
      search: params.search,
      page: 0,
      products: [],
    })),
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    listType: input.type,
    indexId: input.indexId,
    customerGroupId: input.customerGroupId,
    search: input.search,
    page: 0,
    products: [],
  }),
  initial: 'loadingFirst',
  on: {
    'list.searchChanged': {
      guard: 'resetsOnSearch',
      target: '.loadingFirst',
      reenter: true,
      actions: { type: 'resetList', params: ({ event }) => event },
    },
  },
  states: {
    loadingFirst: {
      tags: 'loading',
      invoke: { id: 'fetchPage', src: 'fetchPage', input: nextPageInput, onDone: onPage, onError: 'ended' },
    },
    idle: {
      on: { 'list.nearEnd': 'loadingMore' },
    },
    loadingMore: {
      tags: 'loading',
      invoke: { id: 'fetchPage', src: 'fetchPage', input: nextPageInput, onDone: onPage, onError: 'ended' },
    },
    // No more pages: the view shows '--- End of Products ---' (section 8: a failure ends quietly).
    ended: {},
  },
});

export type ProductListMachine = typeof productListMachine;
export type ProductListSnapshot = SnapshotFrom<typeof productListMachine>;
