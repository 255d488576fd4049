import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { type CheckoutCoupon, isCouponUsable } from '../../../machines/checkout/index.ts';
import { th } from '../../i18n/th.ts';
import { couponValidUntil, thAccount } from '../../i18n/th-account.ts';
import { couponCap, couponMinimum, couponMissing, thCheckout } from '../../i18n/th-checkout.ts';
import { formatThaiDate } from '../../lib/format.ts';
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

/**
 * What a coupon takes off this order, or why it cannot be used (never '-฿0.00'): how much more the
 * order needs when the server says so, else that the order does not meet the condition yet.
 */
export function CouponOffer({ coupon, current }: { coupon: CheckoutCoupon; current: boolean }) {
  if (isCouponUsable(coupon))
    return (
      <Text m="0" fontSize="sm" whiteSpace="nowrap" color={current ? 'red.600' : 'fg.muted'}>
        -{formatBaht(coupon.discount)}
      </Text>
    );
  const missing = coupon.missing ?? 0;
  return (
    <Text m="0" fontSize="xs" color="fg.muted" textAlign="end" maxW="40%" data-testid="coupon-missing">
      {missing > 0 ? couponMissing(formatBaht(missing)) : thCheckout.summary.couponNotApplicable}
    </Text>
  );
}

/** A coupon's conditions as My Coupons shows them: minimum order, cap, expiry. */
function couponConditions(coupon: CheckoutCoupon): string {
  return [
    coupon.min_total ? couponMinimum(formatBaht(coupon.min_total)) : null,
    coupon.max_discount ? couponCap(formatBaht(coupon.max_discount)) : null,
    couponValidUntil(formatThaiDate(coupon.end_date)),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A coupon's name, type and conditions: in the picker, where the text block fills the row, and
 * `compact` (a size smaller, as wide as its text) in the list of /payment/coupon.
 */
export function CouponTerms({ coupon, compact = false }: { coupon: CheckoutCoupon; compact?: boolean }) {
  return (
    <Box flex={compact ? undefined : '1'} minW="0">
      <Text m="0" fontWeight="semibold" fontSize={compact ? 'sm' : undefined}>
        {coupon.name}
      </Text>
      <Text m="0" fontSize={compact ? 'xs' : 'sm'} color="fg.muted">
        {coupon.privilege_condition_type_name}
      </Text>
      <Text m="0" fontSize="xs" color="fg.muted" data-testid="coupon-conditions">
        {couponConditions(coupon)}
      </Text>
    </Box>
  );
}

/**
 * The coupon picker: a full-width slide-in panel with a close button, one box ticked at a time,
 * and confirm. Coupons this order cannot use stay listed, disabled, with the reason.
 */
export function CouponPicker({ open, coupons, tickedCode, onToggle, onConfirm, onClose }: CouponPickerProps) {
  return (
    <CheckoutPanel open={open} onClose={onClose} title={thCheckout.summary.chooseCoupon} placement="right">
      <Box flex="1" px="4" py="2">
        {coupons.length === 0 && <Text color="fg.muted">{thAccount.coupons.empty}</Text>}
        {coupons.map((coupon) => {
          const usable = isCouponUsable(coupon);
          return (
            <chakra.label
              key={coupon.code}
              display="flex"
              alignItems="center"
              gap="3"
              py="3"
              minH="11"
              borderBottomWidth="1px"
              cursor={usable ? 'pointer' : 'not-allowed'}
              color={usable ? 'fg' : 'fg.greyed'}
            >
              <chakra.input
                type="checkbox"
                w="5"
                h="5"
                flexShrink={0}
                checked={tickedCode === coupon.code}
                disabled={!usable}
                onChange={() => onToggle(coupon.code)}
              />
              <CouponTerms coupon={coupon} />
              <CouponOffer coupon={coupon} current={tickedCode === coupon.code} />
            </chakra.label>
          );
        })}
      </Box>
      {/* Confirm stays on screen however long the list: the list scrolls under it. */}
      <Flex
        position="sticky"
        bottom="0"
        bg="bg.panel"
        p="4"
        pb="calc(1rem + env(safe-area-inset-bottom))"
        borderTopWidth="1px"
      >
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
