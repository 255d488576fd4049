import { Box, chakra, Flex, Heading } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { TAP_AREA } from '../../components/tap-area.ts';
import { thAccount } from '../../i18n/th-account.ts';
import { CouponList } from './coupon-list.tsx';

const HistoryLink = chakra(Link);

/** /mycoupon (spec section 2 "Coupons"): title, a link to the history, the usable coupons. */
export default function MyCouponsScreen({ name }: { name: string }) {
  return (
    <Box as="section" aria-label={name} p="4">
      <Flex align="center" justify="space-between" mb="3">
        <Heading as="h2" fontSize="lg" lineHeight="1.6" m="0">
          {name}
        </Heading>
        <HistoryLink
          to={paths.couponHistory()}
          {...TAP_AREA}
          color="brand.500"
          fontSize="sm"
          textDecoration="underline"
        >
          {thAccount.coupons.history}
        </HistoryLink>
      </Flex>
      <CouponList kind="available" />
    </Box>
  );
}
