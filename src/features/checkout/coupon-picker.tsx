import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { CheckoutCoupon } from '../../../machines/checkout/index.ts';
import { th } from '../../i18n/th.ts';
import { formatBaht } from '../../lib/money.ts';
import { CheckoutPanel } from './checkout-panel.tsx';

export interface CouponPickerProps {
  open: boolean;
  coupons: CheckoutCoupon[];
  tickedCode: string | null;
  onToggle: (code: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}

/** The coupon picker: a full-width slide-in panel, one box ticked at a time, and confirm. */
export function CouponPicker({ open, coupons, tickedCode, onToggle, onConfirm, onClose }: CouponPickerProps) {
  return (
    <CheckoutPanel open={open} onClose={onClose} title={th.summary.chooseCoupon} placement="right">
      <Box flex="1" px="4" py="2">
        {coupons.length === 0 && <Text color="fg.muted">{th.coupons.empty}</Text>}
        {coupons.map((coupon) => (
          <chakra.label
            key={coupon.code}
            display="flex"
            alignItems="center"
            gap="3"
            py="3"
            borderBottomWidth="1px"
            cursor="pointer"
          >
            <chakra.input
              type="checkbox"
              w="5"
              h="5"
              checked={tickedCode === coupon.code}
              onChange={() => onToggle(coupon.code)}
            />
            <Box flex="1">
              <Text fontWeight="semibold">{coupon.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {coupon.privilege_condition_type_name}
              </Text>
            </Box>
            <Text color="red.600">-{formatBaht(coupon.discount)}</Text>
          </chakra.label>
        ))}
      </Box>
      <Flex p="4" borderTopWidth="1px">
        <chakra.button
          type="button"
          flex="1"
          py="3"
          border="none"
          borderRadius="md"
          bg="brand.500"
          color="white"
          onClick={onConfirm}
        >
          {th.common.confirm}
        </chakra.button>
      </Flex>
    </CheckoutPanel>
  );
}
