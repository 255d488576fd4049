import { chakra, Flex } from '@chakra-ui/react';
import { QuantityStepper, qtyNoticeText } from '../../components/quantity-stepper.tsx';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/limits.ts';
import { th } from '../../i18n/th.ts';
import type { AddToCart } from './use-add-to-cart.ts';

/**
 * The product page's fixed bottom bar (spec section 2): the quantity stepper (integer, minimum 1,
 * default 1; the chart reads what is typed) and the add button 'เพิ่มสินค้า', disabled and greyed
 * while the product flies to the cart. Renders the chart's state and sends intents; no rule is
 * decided here.
 */
export function AddToCartBar({ cart, onAdd }: { cart: AddToCart; onAdd: () => void }) {
  return (
    <Flex
      layerStyle="bottomBar"
      align="center"
      gap="3"
      px="4"
      pt="3"
      pb="calc(0.75rem + env(safe-area-inset-bottom))"
      boxShadow="md"
    >
      <QuantityStepper
        text={cart.text}
        value={cart.quantity}
        min={QUANTITY_MIN}
        max={QUANTITY_MAX}
        label={th.product.quantity}
        message={qtyNoticeText(cart.notice)}
        invalid={cart.notice === 'invalid'}
        canDecrement={cart.canDecrement}
        canIncrement={cart.canIncrement}
        onType={cart.type}
        onDecrement={cart.decrement}
        onIncrement={cart.increment}
      />
      <chakra.button
        type="button"
        flex="1"
        h="11"
        border="none"
        borderRadius="md"
        bg="brand.500"
        color="white"
        fontSize="md"
        fontWeight="bold"
        cursor="pointer"
        _disabled={{ bg: 'gray.400', color: 'gray.100', cursor: 'not-allowed' }}
        disabled={!cart.canAdd}
        onClick={onAdd}
      >
        {th.product.add}
      </chakra.button>
    </Flex>
  );
}
