import type { ProductListType } from '../../../machines/product-list/index.ts';
import { type KeyValueStorage, readJson, STORAGE_KEYS } from '../../../machines/storage.ts';
import { th } from '../../i18n/th.ts';
import { storageOr } from '../../lib/storage.ts';

/**
 * Which product list a route shows (spec section 2 "Product list pages"), from the path, its
 * indexId and the navigation state. Pure, so every route is unit-testable.
 *
 * Navigation state read (other screens pass it): { type: 'search', indexId } for search results;
 * `name` (Thai name; th_name / title also read), `categoryName` + `subCategoryName` for
 * sub-category pages, `cover` (image_cover_url / image_cover / image also read) and
 * `customerGroupId` (customer_group_id also read).
 */
export type ListRoute = {
  type: ProductListType;
  indexId: string;
  customerGroupId?: string;
  /** The heading; null while a promotion's or brand's name is still to be looked up. */
  title: string | null;
  /** A smaller line above the title (the category of a sub-category page). */
  subtitle: string | null;
  /** The cover image; null: none passed (a promotion's or brand's may be looked up). */
  cover: string | null;
  /** The name and cover come from GET /promotions, /brands/all, /categories or /customers/groups. */
  lookup: 'promotion' | 'brand' | 'category' | 'shoptype' | null;
};

type State = Record<string, unknown>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' ? String(value) : null;
const first = (state: State, ...keys: string[]): string | null => {
  for (const key of keys) {
    const value = text(state[key]);
    if (value !== null) return value;
  }
  return null;
};

/** The customer group chosen in the drawer, from the persisted dialog state 'auth'. */
export function persistedCustomerGroup(store?: KeyValueStorage | null): string | null {
  const saved = readJson(STORAGE_KEYS.auth, storageOr(store));
  if (typeof saved !== 'object' || saved === null) return null;
  return text((saved as State).customer_group_id);
}

/** Strips `/`s: '/shoptype/subcategories/4' -> ['shoptype', 'subcategories', '4']. */
const segments = (pathname: string) => pathname.split('/').filter(Boolean);

export function resolveListRoute(
  pathname: string,
  indexId: string | undefined,
  navigationState: unknown,
  savedCustomerGroup: string | null = null,
): ListRoute {
  const state: State =
    typeof navigationState === 'object' && navigationState !== null ? (navigationState as State) : {};
  const [root = '', second = ''] = segments(pathname);
  const id = indexId ?? '';
  const name = first(state, 'name', 'th_name', 'title');
  const cover = first(state, 'cover', 'image_cover_url', 'image_cover', 'image');
  const group = first(state, 'customerGroupId', 'customer_group_id') ?? savedCustomerGroup ?? undefined;
  const plain = { subtitle: null, cover, lookup: null } as const;

  if (root === 'products') {
    const term = first(state, 'indexId');
    if (state.type === 'search' && term !== null) {
      return { ...plain, type: 'search', indexId: term, title: th.productList.searchResults, subtitle: term };
    }
    return { ...plain, type: 'products', indexId: '', title: name ?? th.productList.allProducts };
  }
  if (root === 'brands') {
    if (!indexId) return { ...plain, type: 'allBrands', indexId: '', title: th.productList.allBrands };
    return { ...plain, type: 'brands', indexId: id, title: name, lookup: name && cover ? null : 'brand' };
  }
  if (root === 'promotions') {
    // Always looked up: the page states the promotion's rules, which only GET
    // /promotions has; a name and cover from navigation state show meanwhile.
    return { ...plain, type: 'promotions', indexId: id, title: name, lookup: 'promotion' };
  }
  if (root === 'categories') {
    return {
      ...plain,
      type: 'categories',
      indexId: id,
      // Opened from a link, the name and cover come in navigation state; opened directly, they
      // are looked up so the title is still the category's Thai name.
      title: name ?? first(state, 'categoryName'),
      lookup: name && cover ? null : 'category',
    };
  }
  const subName = first(state, 'subCategoryName', 'sub_category_name') ?? name;
  const categoryName = first(state, 'categoryName', 'category_name');
  if (root === 'subcategories' || (root === 'shoptype' && second === 'subcategories')) {
    return {
      ...plain,
      type: root === 'shoptype' ? 'shoptypeSubcategories' : 'subcategories',
      indexId: id,
      ...(group ? { customerGroupId: group } : {}),
      title: subName ?? th.routeNames['subcategories/:indexId'],
      subtitle: categoryName,
    };
  }
  // /shoptype/{groupId}
  return { ...plain, type: 'shoptype', indexId: id, title: name, lookup: name ? null : 'shoptype' };
}
