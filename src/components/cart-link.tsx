import { Box } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { th } from '../i18n/th.ts';
import { BagIcon } from './icons.tsx';

/** The bag icon linking to /cart: plain, or with a dot when the cart holds a product. */
export function CartLink({ hasProducts }: { hasProducts: boolean }) {
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="11"
      h="11"
      flexShrink={0}
      color="inherit"
      position="relative"
    >
      <Link to="/cart" aria-label={hasProducts ? th.shell.cartWithItems : th.shell.cart}>
        <BagIcon />
        {hasProducts && (
          <Box
            data-testid="cart-dot"
            position="absolute"
            top="2"
            right="2"
            w="2.5"
            h="2.5"
            borderRadius="full"
            bg="orange.400"
            border="2px solid white"
          />
        )}
      </Link>
    </Box>
  );
}
