import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { PayNotice } from '../../../machines/cart/index.ts';
import { LINES_MAX } from '../../contract/limits.ts';
import { minimumOrderShortfall, th, tooManyLines } from '../../i18n/th.ts';
import { formatNumber2 } from '../../lib/money.ts';
import { CartNotices, UndoBar } from './cart-notices.tsx';
import { CartPayBar } from './cart-pay-bar.tsx';
import { CartRow } from './cart-row.tsx';
import type { CartView as CartViewModel } from './use-cart.ts';

const payMessage = (notice: PayNotice | null, count: number): string | null => {
  if (notice === 'noneSelected') return th.cart.noneSelected;
  if (notice === 'belowMinimum') return th.cart.belowMinimum;
  if (notice === 'tooManyLines') return tooManyLines(LINES_MAX, count);
  return null;
};

/**
 * The cart page's content over a cart view (spec section 2 "Cart"); rendered by cart-screen.tsx.
 * It renders the chart's state and sends intents: pressing pay is `cart.pay`, and the chart either
 * names why it cannot pay or navigates to /summary.
 */
export function CartView({ cart }: { cart: CartViewModel }) {
  const { lines } = cart;
  const undo = <UndoBar removed={cart.undoable} onUndo={cart.undoRemove} />;

  if (lines.length === 0) {
    return (
      <Box>
        {undo}
        <CartNotices stale={false} reorderNotice={cart.reorderNotice} tooMany={false} count={0} />
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
      </Box>
    );
  }

  return (
    <Box pb="40">
      <CartNotices
        stale={cart.stale}
        reorderNotice={cart.reorderNotice}
        // Pressing pay with too many lines says it in the pay bar instead.
        tooMany={cart.tooManyLines && cart.payNotice !== 'tooManyLines'}
        count={cart.count}
      />
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
          onChange={cart.toggleSelectAll}
          w="20px"
          h="20px"
          accentColor="accent"
        />
        <Text as="span">{th.cart.selectAll}</Text>
      </chakra.label>
      {undo}
      <chakra.ul listStyleType="none" m="0" p="0">
        {lines.map((line) => (
          <CartRow
            key={line.id}
            line={line}
            draft={cart.drafts[line.id]}
            notice={cart.qtyNotices[line.id]}
            onToggle={cart.toggleSelect}
            onQty={cart.setQty}
            onType={cart.typeQty}
            onCommit={cart.commitQty}
            onRemove={cart.remove}
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
        message={payMessage(cart.payNotice, cart.count)}
        onPay={cart.pay}
      />
    </Box>
  );
}
