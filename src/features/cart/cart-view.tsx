import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { minimumOrderShortfall, th } from '../../i18n/th.ts';
import { formatNumber2 } from '../../lib/money.ts';
import { CartPayBar } from './cart-pay-bar.tsx';
import { CartRow } from './cart-row.tsx';
import type { CartView as CartViewModel } from './use-cart.ts';

/** The cart page's content over a cart view (spec section 2 "Cart"); rendered by cart-screen.tsx. */
export function CartView({ cart }: { cart: CartViewModel }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const { lines, send } = cart;

  if (lines.length === 0) {
    return (
      <Flex direction="column" alignItems="center" gap="4" p="8" data-testid="cart-empty">
        <Text color="fg.muted" m="0">
          {th.cart.empty}
        </Text>
        <Link to="/home">
          <Text as="span" color="accent" fontWeight="bold">
            {th.common.backHome}
          </Text>
        </Link>
      </Flex>
    );
  }

  const onPay = () => {
    if (cart.count === 0) setMessage(th.cart.noneSelected);
    else if (!cart.canPay) setMessage(th.cart.belowMinimum);
    else navigate('/summary');
  };
  // A message answers one press; any change of the cart clears it.
  const edit = (event: Parameters<typeof send>[0]) => {
    setMessage(null);
    send(event);
  };

  return (
    <Box pb="36">
      <chakra.label
        display="flex"
        alignItems="center"
        gap="3"
        p="3"
        borderBottom="1px solid"
        borderColor="border"
      >
        <chakra.input
          type="checkbox"
          checked={cart.allSelected}
          onChange={() => edit({ type: 'cart.toggleSelectAll' })}
          w="20px"
          h="20px"
          accentColor="accent"
        />
        <Text as="span">{th.cart.selectAll}</Text>
      </chakra.label>
      <chakra.ul listStyleType="none" m="0" p="0">
        {lines.map((line) => (
          <CartRow
            key={line.id}
            line={line}
            onToggle={(id) => edit({ type: 'cart.toggleSelect', id })}
            onQty={(id, qty) => edit({ type: 'cart.setQty', id, qty })}
            onRemove={(id) => edit({ type: 'cart.remove', id })}
          />
        ))}
      </chakra.ul>
      {cart.belowMinimum && (
        <Box
          data-testid="minimum-banner"
          m="3"
          p="3"
          borderRadius="md"
          bg="danger"
          color="white"
          fontSize="sm"
        >
          {minimumOrderShortfall(formatNumber2(cart.remaining))}
        </Box>
      )}
      <CartPayBar
        total={cart.total}
        count={cart.count}
        canPay={cart.canPay}
        message={message}
        onPay={onPay}
      />
    </Box>
  );
}
