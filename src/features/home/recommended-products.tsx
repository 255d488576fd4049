import { Grid } from '@chakra-ui/react';
import type { HomeProduct } from '../../../machines/home/index.ts';
import { ProductCard } from '../../components/product-card.tsx';

/** The recommended products (first 20 of is_recommend=1) as the catalogue's product cards. */
export default function RecommendedProducts({ products }: { products: readonly HomeProduct[] }) {
  return (
    <Grid
      data-testid="recommended-products"
      templateColumns={{
        base: 'repeat(2, minmax(0, 1fr))',
        md: 'repeat(3, minmax(0, 1fr))',
        lg: 'repeat(6, minmax(0, 1fr))',
      }}
      gap="3"
    >
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </Grid>
  );
}
