import type { SkuLookup } from '../../contract/catalogue.ts';
import type { CartLinePayload } from './types.ts';

/**
 * A catalogue product as a cart line's product fields (spec section 3 "Cart line"): the product
 * page's detail (machines/add-to-cart/cart-line.ts) and a reorder's lookups (reorder-lines.ts).
 */
export const cartLineOf = (
  product: Pick<SkuLookup, 'title' | 'price' | 'discount_price' | 'image_url'> & {
    id: number;
    pack_size?: string | null;
  },
): CartLinePayload => ({
  id: product.id,
  name: product.title,
  price: product.price,
  discount: product.discount_price ?? 0,
  imageUrl: product.image_url,
  packSize: product.pack_size ?? null,
});
