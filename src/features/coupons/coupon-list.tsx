import { chakra, Flex, Text } from '@chakra-ui/react';
import { paths } from '../../../contract/app-paths.ts';
import type { CouponListKind } from '../../../machines/coupons/index.ts';
import { CouponListSkeleton } from '../../components/detail-skeletons.tsx';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { thAccount } from '../../i18n/th-account.ts';
import { CouponCard } from './coupon-card.tsx';
import { useCoupons } from './use-coupons.ts';

/**
 * A list screen's cards; none shows 'ยังไม่มีคูปอง'. Grey cards while it loads; a failed load (no
 * dialog, spec section 8) says so in one line with a retry rather than that there are no coupons.
 */
export function CouponList({ kind }: { kind: CouponListKind }) {
  const { coupons, isEmpty, loading, loadFailed, retry } = useCoupons(kind);
  if (loadFailed)
    return (
      <LoadFailedLine text={thAccount.coupons.loadFailed} onRetry={retry} testId="coupons-load-failed" />
    );
  if (loading && coupons.length === 0) return <CouponListSkeleton />;
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
