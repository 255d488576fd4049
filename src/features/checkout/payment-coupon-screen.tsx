import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { thAccount } from '../../i18n/th-account.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { CouponOffer, CouponTerms } from './coupon-picker.tsx';
import { usePaymentCoupon } from './use-checkout.ts';

/** Grey rows where the coupons will be, while the summary loads. */
function CouponRowsSkeleton() {
  const grey = (h: string, w: string) => <Box h={h} w={w} borderRadius="md" bg="gray.100" />;
  return (
    <Box aria-hidden="true" data-testid="coupons-skeleton" bg="bg.panel">
      {[0, 1, 2].map((row) => (
        <Flex key={row} justify="space-between" gap="3" px="4" py="3" borderBottomWidth="1px">
          <Box flex="1">
            {grey('0.875rem', '60%')}
            <Box h="2" />
            {grey('0.75rem', '40%')}
          </Box>
          {grey('0.875rem', '3.5rem')}
        </Flex>
      ))}
    </Box>
  );
}

/**
 * /payment/coupon: the coupons usable on the selected lines (its own chart, payment-coupon-machine.ts:
 * the summary the server prices with the best coupon), the banner that the highest-discount coupon is
 * applied, and 'use coupon', which returns to the coupon route (spec section 2 "Payment screens"):
 * this page, replaced in the history. Each coupon says its conditions as My Coupons and the summary's
 * picker do (minimum, cap, expiry) and, for one this order cannot use yet, how much more it needs.
 * With no order to show the chart sends the customer to /cart. While the list
 * loads, grey rows stand where it goes; when it cannot load, a line says so with a retry (as on
 * /summary), and it loads by itself once the browser is back online.
 */
export default function PaymentCouponScreen({ name }: { name: string }) {
  const { left, loading, loadFailed, retryLoad, listed, coupons, appliedCode } = usePaymentCoupon();
  if (left) return null;
  return (
    <Box as="section" aria-label={name} aria-busy={loading}>
      <Text bg="brand.50" color="brand.700" px="4" py="3" fontSize="sm" role="note">
        {thCheckout.payment.bestCouponBanner}
      </Text>
      {loadFailed && (
        <LoadFailedLine
          onRetry={retryLoad}
          text={thCheckout.payment.couponsLoadFailed}
          retryLabel={thCheckout.summary.retry}
          testId="coupons-load-failed"
        />
      )}
      {loading && <CouponRowsSkeleton />}
      <chakra.ul listStyleType="none" m="0" p="0" bg="bg.panel">
        {coupons.map((coupon) => (
          <Flex
            as="li"
            key={coupon.code}
            justify="space-between"
            gap="3"
            px="4"
            py="3"
            borderBottomWidth="1px"
          >
            <CouponTerms coupon={coupon} compact />
            <CouponOffer coupon={coupon} current={coupon.code === appliedCode} />
          </Flex>
        ))}
      </chakra.ul>
      {listed && coupons.length === 0 && (
        <Text px="4" py="3" color="fg.muted">
          {thAccount.coupons.empty}
        </Text>
      )}
      <Box px="4" py="3">
        <Box
          asChild
          display="block"
          w="100%"
          py="3"
          borderRadius="md"
          bg="brand.500"
          color="white"
          textAlign="center"
          textDecoration="none"
        >
          <Link to={paths.paymentCoupon()} replace>
            {thCheckout.payment.useCoupon}
          </Link>
        </Box>
      </Box>
    </Box>
  );
}
