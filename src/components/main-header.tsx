import { Box, chakra, Flex } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { th } from '../i18n/th.ts';
import { BackButton } from './back-button.tsx';
import { CartLink } from './cart-link.tsx';
import { MenuIcon, SearchIcon } from './icons.tsx';

export interface MainHeaderProps {
  showBack: boolean;
  showLogo: boolean;
  /** The cart holds at least one product: the bag shows a dot. */
  cartHasProducts: boolean;
  onOpenDrawer: () => void;
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
export function MainHeader({ showBack, showLogo, cartHasProducts, onOpenDrawer }: MainHeaderProps) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const indexId = term.trim();
    if (!indexId) return;
    navigate('/products', { state: { type: 'search', indexId } });
  };
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
      <chakra.form role="search" onSubmit={search} flex="1" minW="0" position="relative">
        <chakra.input
          type="search"
          name="q"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={th.shell.searchPlaceholder}
          aria-label={th.shell.searchPlaceholder}
          enterKeyHint="search"
          w="full"
          h="9"
          pl="9"
          pr="3"
          borderRadius="full"
          border="none"
          bg="white"
          color="fg"
          fontSize="md"
          lineHeight="1.6"
        />
        <Box
          position="absolute"
          left="3"
          top="50%"
          transform="translateY(-50%)"
          color="fg.muted"
          pointerEvents="none"
        >
          <SearchIcon size={18} />
        </Box>
      </chakra.form>
      <CartLink hasProducts={cartHasProducts} />
    </Flex>
  );
}
