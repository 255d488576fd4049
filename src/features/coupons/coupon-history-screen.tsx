import { Box, Heading } from '@chakra-ui/react';
import { CouponList } from './coupon-list.tsx';

/** /mycoupon/history (spec section 2 "Coupons"): used, expired and cancelled coupons with a badge. */
export default function CouponHistoryScreen({ name }: { name: string }) {
  return (
    <Box as="section" aria-label={name} p="4">
      <Heading as="h2" fontSize="lg" lineHeight="1.6" m="0" mb="3">
        {name}
      </Heading>
      <CouponList kind="history" />
    </Box>
  );
}
