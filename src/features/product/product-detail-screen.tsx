import { Box } from '@chakra-ui/react';
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { NotFound } from '../../components/not-found.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { th } from '../../i18n/th.ts';
import { AddToCartBar } from './add-to-cart-bar.tsx';
import { FlyToCart } from './fly-to-cart.tsx';
import { ProductDetailView } from './product-detail-view.tsx';
import { ProductShareButton } from './share/share-button.tsx';
import { toCartLine, useAddToCart } from './use-add-to-cart.ts';
import { useProductDetail } from './use-product-detail.ts';

/** Space under the content for the fixed bottom bar. */
const BOTTOM_BAR_SPACE = 'calc(6rem + env(safe-area-inset-bottom))';

function ProductDetail({ productId, name }: { productId: string; name: string }) {
  const { product, loading, unavailable } = useProductDetail(productId);
  const cart = useAddToCart();
  const imageRef = useRef<HTMLDivElement>(null);
  // Spec: the product renders only when it has a sku; once settled without one (unknown id, a
  // failed load) the page says so, with a way home.
  if (!product) {
    return (
      <Box as="section" aria-label={name} aria-busy={loading} minH="50dvh">
        {unavailable && <NotFound title={th.notFound.product} text={th.notFound.productText} />}
      </Box>
    );
  }
  return (
    <Box as="section" aria-label={name} pb={BOTTOM_BAR_SPACE}>
      <ProductDetailView
        product={product}
        imageRef={imageRef}
        share={<ProductShareButton product={product} />}
      />
      <AddToCartBar cart={cart} onAdd={() => cart.add(toCartLine(product))} />
      <FlyToCart flying={cart.flying} imageUrl={product.image_url} fromRef={imageRef} />
      <Toaster />
    </Box>
  );
}

/** /products/{productId} (spec section 2 "Product detail"); a new id starts a fresh page. */
export default function ProductDetailScreen({ name }: { name: string }) {
  const { productId = '' } = useParams();
  return <ProductDetail key={productId} productId={productId} name={name} />;
}
