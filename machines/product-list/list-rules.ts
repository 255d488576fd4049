import { isNothingThere } from '../errors.ts';
import { PRODUCT_PAGE_SIZE } from './near-end.ts';
import type { ProductListContext, ProductListInput, SkuPageQuery } from './types.ts';

/**
 * The product-list chart's rules by list type (spec section 4 "Product lists", section 7): which
 * lists start again on a new search value, which failed page is a list that does not exist, and each
 * page's GET /skus query.
 */

/**
 * The list a route names is the one shown (type, id, search and shop type alike): else the list
 * starts again from page 1 with the new route (spec section 4: categories and subcategories lists
 * reset when the search value changes; any other list is a new list on a new route).
 */
export const isSameList = (context: ProductListContext, input: ProductListInput): boolean =>
  context.listType === input.type &&
  context.indexId === input.indexId &&
  context.customerGroupId === input.customerGroupId &&
  context.search === input.search;

/** The server says there is no such list (404, or 400 for an id that is not a number): it ends empty. */
export const isNoSuchList = isNothingThere;

/** How many closest products the no-results page suggests. */
export const SUGGESTION_LIMIT = 5;

/** The search text of a search list (the 'search' input wins over indexId). */
export const searchText = (context: ProductListContext): string => context.search ?? context.indexId;

/** The GET /skus query of one page: size, order and the ONE filter of the list's type. */
export function pageQuery(context: ProductListContext, page: number): SkuPageQuery {
  const base: SkuPageQuery = {
    limit: PRODUCT_PAGE_SIZE,
    page,
    order_name: 'order',
    order_by: 'asc',
    ...(context.purchased ? { purchased: '1' as const } : {}),
  };
  const id = context.indexId;
  const group = context.customerGroupId ? { customer_group_id: context.customerGroupId } : {};
  switch (context.listType) {
    case 'search':
      return { ...base, search: searchText(context) };
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
