import { Box } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import ChakraScope from '../../components/chakra-scope.tsx';
import { TitleHeader } from '../../components/title-header.tsx';
import { checkoutTitle, showsBack } from '../../lib/route-meta.ts';

/** Checkout layout: cart, summary and the payment screens. */
export default function CheckoutLayout() {
  const { pathname } = useLocation();
  return (
    <ChakraScope>
      <Box>
        <TitleHeader title={checkoutTitle(pathname)} showBack={showsBack('checkout', pathname)} />
        <Box as="main">
          <Outlet />
        </Box>
      </Box>
    </ChakraScope>
  );
}
