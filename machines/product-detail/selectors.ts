import type { ProductDetailSnapshot } from './product-detail-machine.ts';
import type { ProductDetailData } from './types.ts';

/** The product to show, or null: the page renders only when the product has a sku. */
export const selectShownProduct = (snapshot: ProductDetailSnapshot): ProductDetailData | null =>
  snapshot.context.product.sku ? snapshot.context.product : null;

export const isLoading = (snapshot: ProductDetailSnapshot): boolean => snapshot.hasTag('loading');

/** The load got no answer (offline, a server error): the line that says so, with its retry. */
export const hasProductLoadFailed = (snapshot: ProductDetailSnapshot): boolean => snapshot.matches('failed');

/** Settled with nothing to show (unknown id, no sku): the page says the product was not found. */
export const isProductUnavailable = (snapshot: ProductDetailSnapshot): boolean =>
  !snapshot.hasTag('loading') &&
  !snapshot.matches('checkingId') &&
  !hasProductLoadFailed(snapshot) &&
  selectShownProduct(snapshot) === null;
