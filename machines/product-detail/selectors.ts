import type { ProductDetailSnapshot } from './product-detail-machine.ts';
import type { ProductDetailData } from './types.ts';

/** The product to show, or null: the page renders only when the product has a sku. */
export const selectShownProduct = (snapshot: ProductDetailSnapshot): ProductDetailData | null =>
  snapshot.context.product.sku ? snapshot.context.product : null;

export const isLoading = (snapshot: ProductDetailSnapshot): boolean => snapshot.hasTag('loading');

/** Settled with nothing to show (unknown id, no sku, a failed load): the page says so. */
export const isProductUnavailable = (snapshot: ProductDetailSnapshot): boolean =>
  !snapshot.hasTag('loading') && !snapshot.matches('checkingId') && selectShownProduct(snapshot) === null;
