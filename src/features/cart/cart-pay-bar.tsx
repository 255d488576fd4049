import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { payWithCount, th } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';

export interface CartPayBarProps {
  total: number;
  count: number;
  canPay: boolean;
  /** Message shown after pressing the pay button when it cannot pay (role="alert"). */
  message: string | null;
  onPay: () => void;
}

/**
 * The bottom bar (spec section 2 "Cart", section 5 "Cart pay button"): the selected total and the
 * pay button with the count of selected lines.
 *
 * Why aria-disabled and not `disabled`: the spec wants the button disabled with no selection or
 * under the minimum, AND a message when it is pressed in those states ('กรุณาเลือกสินค้า' /
 * 'สั่งซื้อขั้นต่ำ 500 บาท'). A native `disabled` button receives no clicks, so the messages would be
 * unreachable. The button therefore LOOKS disabled (greyed, not-allowed cursor), says so to
 * assistive technology with aria-disabled="true", stays focusable and pressable, and pressing it
 * shows the message as an inline alert instead of going to /summary.
 */
export function CartPayBar({ total, count, canPay, message, onPay }: CartPayBarProps) {
  return (
    <Box layerStyle="bottomBar">
      {message && (
        <Box
          role="alert"
          mx="3"
          mt="2"
          px="3"
          py="2"
          borderRadius="md"
          bg="orange.50"
          color="orange.800"
          fontSize="sm"
        >
          {message}
        </Box>
      )}
      <Flex alignItems="center" justifyContent="space-between" gap="3" p="3">
        <Box>
          <Text fontSize="sm" color="fg.muted" m="0">
            {th.cart.total}
          </Text>
          <Text fontWeight="bold" fontSize="lg" color="accent" m="0" data-testid="cart-total">
            {formatBaht(total)}
          </Text>
        </Box>
        <chakra.button
          type="button"
          aria-disabled={!canPay}
          data-disabled={canPay ? undefined : ''}
          onClick={onPay}
          px="6"
          py="3"
          minW="140px"
          borderRadius="md"
          border="none"
          fontWeight="bold"
          color={canPay ? 'white' : 'fg.disabled'}
          bg={canPay ? 'accent' : 'bg.disabled'}
          cursor={canPay ? 'pointer' : 'not-allowed'}
        >
          {payWithCount(count)}
        </chakra.button>
      </Flex>
    </Box>
  );
}
