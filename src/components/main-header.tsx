import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { th } from '../i18n/th.ts';
import { BackButton } from './back-button.tsx';
import { CartLink } from './cart-link.tsx';
import { MenuIcon } from './icons.tsx';

export interface MainHeaderProps {
  showBack: boolean;
  showLogo: boolean;
  /** The cart holds at least one product: the bag shows a dot. */
  cartHasProducts: boolean;
  onOpenDrawer: () => void;
  /** The search box (src/features/catalogue/header-search.tsx): a form with role search. */
  search: ReactNode;
}

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  flexShrink: 0,
  bg: 'transparent',
  border: 'none',
  color: 'inherit',
  cursor: 'pointer',
  position: 'relative',
} as const;

/** Sticky header of the main layout (spec section 2 "Shell"). */
export function MainHeader({ showBack, showLogo, cartHasProducts, onOpenDrawer, search }: MainHeaderProps) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      gap="1"
      px="2"
      py="2"
      bg="brand.500"
      color="white"
    >
      {showBack && <BackButton />}
      <chakra.button
        type="button"
        aria-label={th.shell.openCategories}
        onClick={onOpenDrawer}
        {...iconButton}
      >
        <MenuIcon />
      </chakra.button>
      {showLogo && (
        <Box as="span" fontWeight="bold" fontSize="lg" whiteSpace="nowrap" px="1" aria-label={th.shell.logo}>
          {th.shell.logo}
        </Box>
      )}
      {search}
      <CartLink hasProducts={cartHasProducts} />
    </Flex>
  );
}
