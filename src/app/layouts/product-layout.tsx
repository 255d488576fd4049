import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { CartLink } from '../../components/cart-link.tsx';
import ChakraScope from '../../components/chakra-scope.tsx';
import { TitleHeader } from '../../components/title-header.tsx';
import { th } from '../../i18n/th.ts';
import { useCartHasProducts } from '../../services/cart-indicator.ts';

/** Product detail: back arrow, title and the bag the added product flies to (its bottom bar belongs to the page). */
export default function ProductLayout() {
  const cartHasProducts = useCartHasProducts();
  return (
    <ChakraScope>
      <Box>
        <TitleHeader
          title={th.titles.productDetail}
          showBack
          end={<CartLink hasProducts={cartHasProducts} />}
        />
        <Box as="main">
          <Outlet />
        </Box>
      </Box>
    </ChakraScope>
  );
}
