import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { type CartLine, displayedPrice, MAX_LINE_QTY, MIN_LINE_QTY } from '../../../machines/cart/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { th } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';

export interface CartRowProps {
  line: CartLine;
  onToggle: (id: number) => void;
  onQty: (id: number, qty: number) => void;
  onRemove: (id: number) => void;
}

const StepButton = chakra('button', {
  base: {
    w: '11',
    h: '11',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    border: '1px solid',
    borderColor: 'border',
    bg: 'bg.panel',
    fontSize: 'lg',
    cursor: 'pointer',
    _disabled: { color: 'gray.500', cursor: 'not-allowed' },
  },
});

const TrashIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    aria-hidden="true"
  >
    <path
      d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/** One cart line (spec section 2 "Cart"): tick box, image to the product, name, price, stepper, remove. */
export function CartRow({ line, onToggle, onQty, onRemove }: CartRowProps) {
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      alignItems="center"
      borderBottom="1px solid"
      borderColor="border"
      data-testid="cart-row"
    >
      {/* A 44 px tap target around the 20 px box. */}
      <chakra.label
        display="flex"
        alignItems="center"
        justifyContent="center"
        w="11"
        h="11"
        m="-3"
        flexShrink={0}
      >
        <chakra.input
          type="checkbox"
          checked={line.select}
          onChange={() => onToggle(line.id)}
          aria-label={`${th.cart.select} ${line.name}`}
          w="5"
          h="5"
          accentColor="accent"
        />
      </chakra.label>
      <Box asChild w="72px" flexShrink={0}>
        <Link to={`/products/${line.id}`}>
          <ProductImage src={line.imageUrl} alt={line.name} size={72} />
        </Link>
      </Box>
      <Box flex="1" minW="0">
        <Text fontSize="sm" lineClamp={2} m="0">
          {line.name}
        </Text>
        <Text fontWeight="bold" color="accent" m="0" data-testid="line-price">
          {formatBaht(displayedPrice(line))}
        </Text>
        <Flex alignItems="center" mt="1" role="group" aria-label={th.product.quantity}>
          <StepButton
            type="button"
            aria-label={th.product.decrease}
            disabled={line.qty <= MIN_LINE_QTY}
            onClick={() => onQty(line.id, line.qty - 1)}
          >
            −
          </StepButton>
          <Text as="span" minW="40px" textAlign="center" data-testid="line-qty" aria-live="polite">
            {line.qty}
          </Text>
          <StepButton
            type="button"
            aria-label={th.product.increase}
            disabled={line.qty >= MAX_LINE_QTY}
            onClick={() => onQty(line.id, line.qty + 1)}
          >
            +
          </StepButton>
        </Flex>
      </Box>
      <chakra.button
        type="button"
        aria-label={`${th.cart.remove} ${line.name}`}
        onClick={() => onRemove(line.id)}
        bg="transparent"
        border="none"
        color="fg.muted"
        w="11"
        h="11"
        display="flex"
        alignItems="center"
        justifyContent="center"
        flexShrink={0}
        cursor="pointer"
      >
        <TrashIcon />
      </chakra.button>
    </Flex>
  );
}
