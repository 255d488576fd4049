import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { toCartLine } from '../../../machines/add-to-cart/index.ts';
import { ProductSkeleton } from '../../components/detail-skeletons.tsx';
import { DetailUnavailable, type UnavailableTexts } from '../../components/detail-unavailable.tsx';
import { thDetail } from '../../i18n/th-detail.ts';
import { cartOf } from '../../services/cart.ts';
import { useServices } from '../../services/services-context.tsx';
import { useAddToCart } from '../../services/use-add-to-cart.ts';
import { AddToCartBar } from './add-to-cart-bar.tsx';
import { AddedNotice } from './added-notice.tsx';
import { FlyToCart } from './fly-to-cart.tsx';
import { ProductDetailView } from './product-detail-view.tsx';
import { ProductShareButton } from './share/share-button.tsx';
import { useProductDetail } from './use-product-detail.ts';

const UNAVAILABLE: UnavailableTexts = {
  notFound: { title: thDetail.notFound.product, text: thDetail.notFound.productText },
  loadFailed: thDetail.loadFailed.product,
  testId: 'product-load-failed',
  skeleton: <ProductSkeleton />,
};

function ProductDetail({ productId, name }: { productId: string; name: string }) {
  const { product, loading, unavailable, loadFailed, retry } = useProductDetail(productId);
  const cart = useAddToCart({ cart: cartOf(useServices()) });
  const imageRef = useRef<HTMLDivElement>(null);
  // Spec: the product renders only when it has a sku; once settled without one (unknown id) the
  // page says so, with a way home. A load that got no answer is not "not found": one line says it
  // could not load, with a retry, and no add-to-cart bar stands under nothing. While it
  // loads (at first, and again after the retry) its skeleton stands in its place: never a blank page.
  if (!product) {
    return (
      <section aria-label={name} aria-busy={loading} className="sf-product-pending">
        <DetailUnavailable
          texts={UNAVAILABLE}
          view={{ loading, notFound: unavailable, loadFailed }}
          onRetry={retry}
        />
      </section>
    );
  }
  return (
    <section aria-label={name} className="sf-product">
      <ProductDetailView
        product={product}
        imageRef={imageRef}
        share={<ProductShareButton product={product} />}
      />
      <AddToCartBar
        cart={cart}
        onAdd={() => cart.add(toCartLine(product))}
        notice={<AddedNotice added={cart.added} />}
      />
      <FlyToCart flying={cart.flying} imageUrl={product.image_url} fromRef={imageRef} />
    </section>
  );
}

/**
 * /products/{productId} (spec section 2 "Product detail"); a new id starts a fresh page. Plain
 * elements (src/app/plain-components.css).
 */
export default function ProductDetailScreen({ name }: { name: string }) {
  const { productId = '' } = useParams();
  return <ProductDetail key={productId} productId={productId} name={name} />;
}
