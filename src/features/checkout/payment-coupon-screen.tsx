import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { th } from '../../i18n/th.ts';
import { CouponOffer } from './coupon-picker.tsx';
import { type selectedCheckoutLines, useCheckout, useSelectedCheckoutLines } from './use-checkout.ts';

/**
 * /payment/coupon: the coupons usable on the selected lines (from the checkout chart's summary),
 * the banner that the highest-discount coupon is applied, and 'use coupon', which returns to the
 * coupon route (spec section 2 "Payment screens"): this page, replaced in the history.
 */
export default function PaymentCouponScreen({ name }: { name: string }) {
  const lines = useSelectedCheckoutLines();
  return (
    <Box as="section" aria-label={name}>
      <Text bg="brand.50" color="brand.700" px="4" py="3" fontSize="sm" role="note">
        {th.payment.bestCouponBanner}
      </Text>
      {lines.length > 0 ? <CouponList lines={lines} /> : <UseCouponButton />}
    </Box>
  );
}

function CouponList({ lines }: { lines: ReturnType<typeof selectedCheckoutLines> }) {
  const { cart, currentCode } = useCheckout(lines);
  return (
    <>
      <chakra.ul listStyleType="none" m="0" p="0" bg="bg.panel">
        {(cart?.coupons ?? []).map((coupon) => (
          <Flex
            as="li"
            key={coupon.code}
            justify="space-between"
            gap="3"
            px="4"
            py="3"
            borderBottomWidth="1px"
          >
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="sm">
                {coupon.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {coupon.privilege_condition_type_name}
              </Text>
            </Box>
            <CouponOffer coupon={coupon} current={coupon.code === currentCode} />
          </Flex>
        ))}
      </chakra.ul>
      {cart && cart.coupons.length === 0 && (
        <Text px="4" py="3" color="fg.muted">
          {th.coupons.empty}
        </Text>
      )}
      <UseCouponButton />
    </>
  );
}

function UseCouponButton() {
  const navigate = useNavigate();
  return (
    <Box px="4" py="3">
      <chakra.button
        type="button"
        w="100%"
        py="3"
        borderRadius="md"
        bg="brand.500"
        color="white"
        onClick={() => navigate(paths.paymentCoupon(), { replace: true })}
      >
        {th.payment.useCoupon}
      </chakra.button>
    </Box>
  );
}
