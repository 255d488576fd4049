import { chakra, Flex, Text } from '@chakra-ui/react';
import { paths } from '../../../contract/app-paths.ts';
import type { CouponListKind } from '../../../machines/coupons/index.ts';
import { thAccount } from '../../i18n/th-account.ts';
import { CouponCard } from './coupon-card.tsx';
import { useCoupons } from './use-coupons.ts';

/** A list screen's cards; none (or a failed load, spec section 8) shows 'ยังไม่มีคูปอง'. */
export function CouponList({ kind }: { kind: CouponListKind }) {
  const { coupons, isEmpty, loading } = useCoupons(kind);
  if (isEmpty) {
    return (
      <Text role="status" color="fg.muted" textAlign="center" py="10" m="0">
        {thAccount.coupons.empty}
      </Text>
    );
  }
  return (
    <Flex as="ul" direction="column" gap="3" listStyleType="none" p="0" m="0" aria-busy={loading}>
      {coupons.map((coupon) => (
        <chakra.li key={coupon.code}>
          <CouponCard coupon={coupon} to={paths.coupon(coupon.code)} />
        </chakra.li>
      ))}
    </Flex>
  );
}
