import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { type CartLine, displayedPrice, lineTotal, type QtyNotice } from '../../../machines/cart/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { QuantityStepper, qtyNoticeText } from '../../components/quantity-stepper.tsx';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';
import { th } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';

export interface CartRowProps {
  line: CartLine;
  /** The refused text being typed into this line's stepper, if any. */
  draft?: string | undefined;
  notice?: QtyNotice | undefined;
  onToggle: (id: number) => void;
  /** −/+ : a quantity in range (the buttons are disabled at the ends). */
  onQty: (id: number, qty: number) => void;
  /** Every keystroke in the box: the raw text, for the chart to read. */
  onType: (id: number, text: string) => void;
  onCommit: (id: number) => void;
  onRemove: (id: number) => void;
}

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

/**
 * One cart line (spec section 2 "Cart"): tick box, image to the product, name, pack size, price,
 * the quantity stepper (typed or −/+), the line total, remove. A line the last refresh could not
 * reach says so.
 */
export function CartRow({ line, draft, notice, onToggle, onQty, onType, onCommit, onRemove }: CartRowProps) {
  return (
    <Flex
      as="li"
      gap="3"
      p="3"
      alignItems="flex-start"
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
        {line.packSize && (
          <Text fontSize="xs" color="fg.muted" m="0" data-testid="line-pack">
            {line.packSize}
          </Text>
        )}
        <Text fontWeight="bold" color="accent" m="0" data-testid="line-price">
          {formatBaht(displayedPrice(line))}
        </Text>
        {line.stale && (
          <Text fontSize="xs" color="orange.700" m="0" data-testid="line-stale">
            {th.cart.staleLine}
          </Text>
        )}
        <Box mt="1">
          <QuantityStepper
            text={draft ?? String(line.qty)}
            value={line.qty}
            min={QUANTITY_MIN}
            max={QUANTITY_MAX}
            label={`${th.product.quantity} ${line.name}`}
            message={qtyNoticeText(notice)}
            invalid={notice === 'invalid'}
            canDecrement={draft === undefined && line.qty > QUANTITY_MIN}
            canIncrement={draft === undefined && line.qty < QUANTITY_MAX}
            onType={(text) => onType(line.id, text)}
            onCommit={() => onCommit(line.id)}
            onDecrement={() => onQty(line.id, line.qty - 1)}
            onIncrement={() => onQty(line.id, line.qty + 1)}
          />
        </Box>
        <Text fontSize="sm" m="0" mt="1" data-testid="line-total">
          {th.cart.lineTotal} {formatBaht(lineTotal(line))}
        </Text>
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
