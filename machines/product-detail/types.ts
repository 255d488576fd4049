import type { ProductDetail } from '../../contract/catalogue.ts';

/** Types of the product-detail loading chart (product-detail-machine.ts). */

/**
 * What the page reads of a product (GET /skus/detail): all of it but the brand and category ids;
 * the empty placeholder product has no pack size.
 */
export type ProductDetailData = Omit<ProductDetail, 'brand_id' | 'category_id' | 'pack_size'> &
  Partial<Pick<ProductDetail, 'pack_size'>>;

export type ProductDetailInput = { id: string };
export type FetchProductDetailInput = { id: string };

export type ProductDetailContext = {
  /** The route's productId, as text. */
  id: string;
  /** The empty placeholder product until loaded (and when the id is empty or the load failed). */
  product: ProductDetailData;
};

/** The page's retry tapped, or the browser back online after a load that got no answer. */
export type ProductDetailEvent = { type: 'product.retry' };
