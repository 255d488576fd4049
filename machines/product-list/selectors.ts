import type { ProductListSnapshot } from './product-list-machine.ts';
import type { ListCategory, ProductSummary } from './types.ts';

export const selectProducts = (snapshot: ProductListSnapshot): ProductSummary[] => snapshot.context.products;

/** Show 'Loading'. */
export const isLoading = (snapshot: ProductListSnapshot): boolean => snapshot.hasTag('loading');

/** No more pages: show '--- End of Products ---'. */
export const isEnded = (snapshot: ProductListSnapshot): boolean => snapshot.matches('ended');

/** The list may load another page now (the view checks the scroll position only then). */
export const canLoadMore = (snapshot: ProductListSnapshot): boolean => snapshot.can({ type: 'list.nearEnd' });

/** A page failed (not a 404): show the failure line and the retry button, never 'ไม่พบสินค้า'. */
export const isFailed = (snapshot: ProductListSnapshot): boolean => snapshot.matches('failed');

/** A search found nothing: show 'ไม่พบสินค้า' with the suggestions and the categories. */
export const hasNoResults = (snapshot: ProductListSnapshot): boolean => snapshot.matches('noResults');

export const selectSuggestions = (snapshot: ProductListSnapshot): ProductSummary[] =>
  snapshot.context.suggestions;

export const selectCategories = (snapshot: ProductListSnapshot): ListCategory[] =>
  snapshot.context.categories;

/** The 'เคยซื้อ' filter is on (its chip shows pressed). */
export const isPurchasedOnly = (snapshot: ProductListSnapshot): boolean => snapshot.context.purchased;
