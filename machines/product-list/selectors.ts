import type { ProductListSnapshot } from './product-list-machine.ts';
import type { ProductSummary } from './types.ts';

export const selectProducts = (snapshot: ProductListSnapshot): ProductSummary[] => snapshot.context.products;

/** Show 'Loading'. */
export const isLoading = (snapshot: ProductListSnapshot): boolean => snapshot.hasTag('loading');

/** No more pages: show '--- End of Products ---'. */
export const isEnded = (snapshot: ProductListSnapshot): boolean => snapshot.matches('ended');

/** The list may load another page now (the view checks the scroll position only then). */
export const canLoadMore = (snapshot: ProductListSnapshot): boolean => snapshot.can({ type: 'list.nearEnd' });
