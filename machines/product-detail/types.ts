/** Types of the product-detail loading chart (product-detail-machine.ts). */

/** One promotion under a product: step_discount, step_free, premium or theme_brand (spec section 3). */
export type PromotionDescription = {
  type: string;
  name: string;
  table_description: { header: string; description: string }[];
};

/** The product detail fields the page shows (GET /skus/detail; contract/catalogue.ts ProductDetail). */
export type ProductDetailData = {
  id: number;
  sku: string;
  title: string;
  image_url: string | null;
  net_price: number;
  price: number;
  /** Percent, null when none. */
  discount_price: number | null;
  description: string;
  /** The selling unit ('ลัง 24 ขวด'); null or absent when the catalogue has none. */
  pack_size?: string | null;
  promotion_description: PromotionDescription[];
};

export type ProductDetailInput = { id: string };
export type FetchProductDetailInput = { id: string };

export type ProductDetailContext = {
  /** The route's productId, as text. */
  id: string;
  /** The empty placeholder product until loaded (and when the id is empty or the load failed). */
  product: ProductDetailData;
};

export type ProductDetailEvent = { type: 'product.retry' };
