import type { Category, ProductListItem } from '../../contract/catalogue.ts';

/** Types of the product-list chart (product-list-machine.ts): input, context, events, actor input. */

/**
 * Which list a page shows (spec section 2 "Product list pages"): the path segment, or 'search' for
 * /products with search navigation state, 'products' for the plain /products list and 'allBrands'
 * for /brands.
 */
export type ProductListType =
  | 'products'
  | 'search'
  | 'categories'
  | 'subcategories'
  | 'shoptype'
  | 'shoptypeSubcategories'
  | 'promotions'
  | 'brands'
  | 'allBrands';

export type ProductListInput = {
  type: ProductListType;
  /** The id of the path (category, sub-category, group, promotion, brand) or the search text. */
  indexId: string;
  /** The selected customer group (shop type), for sub-category lists. */
  customerGroupId?: string;
  /** Search text; for the 'search' type it wins over indexId. */
  search?: string;
  /** Only the products the shop has bought ('เคยซื้อ'); off by default. */
  purchased?: boolean;
};

/** A product in lists: the fields a card shows. */
export type ProductSummary = Omit<ProductListItem, 'sku'>;

/**
 * The query of GET /skus for one page (spec section 7): page size, order, and ONE filter by type
 * (sub_category_id goes together with customer_group_id).
 */
export type SkuPageQuery = {
  limit: number;
  page: number;
  order_name: 'order';
  order_by: 'asc';
  search?: string;
  category_id?: string;
  sub_category_id?: string;
  brand_id?: string;
  promotion_id?: string;
  customer_group_id?: string;
  is_recommend?: '1';
  /** 'เคยซื้อ': only what the shop bought in a paid or delivered order. */
  purchased?: '1';
};

/** Input of the `fetchPage` actor; it resolves to the page's products ([] when none). */
export type FetchPageInput = { query: SkuPageQuery };

/** Input of the `loadSuggestions` actor (no-results page): the closest products to the search. */
export type SuggestionsInput = { search: string; limit: number };

/** A category the no-results page links to: the fields a link uses. */
export type ListCategory = Pick<Category, 'id' | 'th_name' | 'image_cover_url'>;

export type ProductListContext = {
  listType: ProductListType;
  indexId: string;
  customerGroupId: string | undefined;
  search: string | undefined;
  /** The 'เคยซื้อ' filter is on: only the products the shop has bought. */
  purchased: boolean;
  /** The last page loaded (0 before the first). */
  page: number;
  products: ProductSummary[];
  /** Search with no results: the closest products (GET /skus/suggestions), [] until loaded or on failure. */
  suggestions: ProductSummary[];
  /** Search with no results: the categories to browse instead, [] until loaded or on failure. */
  categories: ListCategory[];
};

export type ProductListEvent =
  /** The view scrolled within the threshold of the end (isNearEnd). */
  | { type: 'list.nearEnd' }
  /** The page's route now names this list (another path, id, search or shop type); kept lists come back from their kept snapshot instead. */
  | { type: 'list.routeChanged'; input: ProductListInput }
  /** The customer taps the 'เคยซื้อ' filter: on, only what the shop has bought; off, every product. */
  | { type: 'list.purchasedToggled' }
  /** Ask again for the page whose request failed. */
  /** The retry tapped, or the browser back online (src/services/use-online-event.ts). */
  | { type: 'list.retry' };
