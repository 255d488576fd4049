import type { ReactNode, Ref } from 'react';
import type { ProductDetailData } from '../../../machines/product-detail/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { ThaiText } from '../../components/thai-text.tsx';
import { th } from '../../i18n/th.ts';
import { formatBaht, formatBahtWord } from '../../lib/money.ts';
import { nameAndPack } from '../../lib/selling-unit.ts';
import { PromotionList } from './promotion-list.tsx';

/** A discount percent worth showing: set and above 0. */
const isDiscounted = (product: Pick<ProductDetailData, 'discount_price'>): boolean =>
  product.discount_price !== null && product.discount_price > 0;

/** The '-N%' badge text (N as given: 15 -> '-15%', 12.5 -> '-12.5%'). */
const discountBadge = (percent: number): string => `-${percent}%`;

export interface ProductDetailViewProps {
  product: ProductDetailData;
  /** The image box: where the fly-to-cart animation starts. */
  imageRef?: Ref<HTMLDivElement>;
  /** The share button, under the price (src/features/product/share/share-button.tsx). */
  share?: ReactNode;
}

/**
 * The product detail page's content (spec section 2 "Product detail"): image, title with the pack size
 * on its own line under it (said once, as on the product cards: src/lib/selling-unit.ts
 * `nameAndPack`; the heading still reads the whole name), net price, the struck-through list price
 * with 'บาท' and a '-N%' badge when discounted, promotion tables and the description under
 * 'รายละเอียดสินค้า'. The description is React text (never parsed as HTML);
 * white-space: pre-line keeps its line breaks. Plain elements (src/app/plain-components.css).
 */
export function ProductDetailView({ product, imageRef, share }: ProductDetailViewProps) {
  const discounted = isDiscounted(product);
  const shown = nameAndPack(product.title, product.pack_size);
  return (
    <article className="sf-product-article">
      <div ref={imageRef} className="sf-product-picture">
        <ProductImage src={product.image_url} alt={product.title} size={480} decorative priority />
      </div>
      <div className="sf-product-main">
        <h2 className="sf-product-title">
          <ThaiText text={shown.name} />
          {/* The heading names the product whole ('… 350 มล. แพ็ค 12 ขวด'); the pack size shows on a
              line of its own, where the space before it takes no room. */}
          {shown.packSize && (
            <>
              {' '}
              <span className="sf-pack-size" data-testid="pack-size">
                {shown.packSize}
              </span>
            </>
          )}
        </h2>
        <div className="sf-price-row">
          <span className="sf-net-price" data-testid="net-price">
            {formatBaht(product.net_price)}
          </span>
          {discounted && (
            <>
              <s className="sf-list-price" data-testid="list-price">
                {formatBahtWord(product.price)}
              </s>
              <span className="sf-discount-badge" data-testid="discount-badge">
                {discountBadge(product.discount_price ?? 0)}
              </span>
            </>
          )}
        </div>
        {share}
      </div>
      <PromotionList heading={th.product.promotions} promotions={product.promotion_description} />
      <section className="sf-product-section sf-product-description">
        <h2>{th.product.description}</h2>
        <p data-testid="product-description">{product.description}</p>
      </section>
    </article>
  );
}
