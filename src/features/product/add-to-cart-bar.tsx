import { chakra, Flex } from '@chakra-ui/react';
import { type ChangeEvent, useState } from 'react';
import { th } from '../../i18n/th.ts';

export interface AddToCartBarProps {
  quantity: number;
  canAdd: boolean;
  canDecrement: boolean;
  onSetQuantity: (value: number) => void;
  onIncrement: () => void;
  onDecrement: () => void;
  onAdd: () => void;
}

const stepButton = {
  type: 'button',
  w: '11',
  h: '11',
  flexShrink: 0,
  border: '1px solid',
  borderColor: 'border',
  bg: 'bg.panel',
  color: 'fg',
  fontSize: 'xl',
  lineHeight: '1',
  cursor: 'pointer',
  _disabled: { color: 'gray.400', cursor: 'not-allowed' },
} as const;

/** Whole numbers only: '3' is 3; '', '1.5', '-2', '1e3' are not quantities. */
const parseQuantity = (text: string): number | null => (/^[0-9]{1,6}$/.test(text) ? Number(text) : null);

/**
 * The product page's fixed bottom bar (spec section 2): a quantity stepper (integer, minimum 1,
 * default 1; the chart enforces it) and the add button 'เพิ่มสินค้า', disabled and greyed while the
 * product flies to the cart. Renders the chart's state and sends intents; no rule is decided here.
 */
export function AddToCartBar(props: AddToCartBarProps) {
  const { quantity, canAdd, canDecrement, onSetQuantity, onIncrement, onDecrement, onAdd } = props;
  // What the customer is typing; null shows the chart's quantity. A text the chart refuses (empty,
  // decimals) stays in the box until it loses focus, then the box shows the quantity again.
  const [draft, setDraft] = useState<string | null>(null);
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    setDraft(event.target.value);
    const value = parseQuantity(event.target.value.trim());
    if (value !== null) onSetQuantity(value);
  };
  const step = (intent: () => void) => () => {
    setDraft(null);
    intent();
  };
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
      <Flex align="center" role="group" aria-label={th.product.quantity}>
        <chakra.button
          {...stepButton}
          borderLeftRadius="md"
          aria-label={th.product.decrease}
          disabled={!canDecrement}
          onClick={step(onDecrement)}
        >
          −
        </chakra.button>
        <chakra.input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          aria-label={th.product.quantity}
          value={draft ?? String(quantity)}
          onChange={type}
          onBlur={() => setDraft(null)}
          w="14"
          h="11"
          textAlign="center"
          border="1px solid"
          borderColor="border"
          borderX="none"
          fontSize="md"
          bg="bg.panel"
          color="fg"
          css={{ MozAppearance: 'textfield', '&::-webkit-inner-spin-button': { display: 'none' } }}
        />
        <chakra.button
          {...stepButton}
          borderRightRadius="md"
          aria-label={th.product.increase}
          onClick={step(onIncrement)}
        >
          +
        </chakra.button>
      </Flex>
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
        disabled={!canAdd}
        onClick={onAdd}
      >
        {th.product.add}
      </chakra.button>
    </Flex>
  );
}
