import { type CartLinePayload, cartLineOf } from '../cart/index.ts';
import type { ProductDetailData } from '../product-detail/index.ts';

/** The cart line of the product page's product (spec section 3 "Cart line"): its sku id, title, price, discount, image, pack. */
export const toCartLine = (
  product: Pick<ProductDetailData, 'id' | 'title' | 'price' | 'discount_price' | 'image_url' | 'pack_size'>,
): CartLinePayload => cartLineOf(product);
