import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { Coupon } from '../../../contract/coupons.ts';
import { isCouponSpent } from '../../../machines/coupons/index.ts';
import { CouponSkeleton } from '../../components/detail-skeletons.tsx';
import { DetailUnavailable, type UnavailableTexts } from '../../components/detail-unavailable.tsx';
import { ThaiText } from '../../components/thai-text.tsx';
import { thAccount } from '../../i18n/th-account.ts';
import { thDetail } from '../../i18n/th-detail.ts';
import { CouponCard, couponExpiry } from './coupon-card.tsx';
import { useCouponDetail } from './use-coupons.ts';

/** The full text under the card: name, detail, condition and expiry. */
function CouponText({ coupon }: { coupon: Coupon }) {
  return (
    <Flex direction="column" gap="2" mt="4" p="4" bg="bg.panel" borderRadius="md" boxShadow="sm">
      <Heading as="h2" fontSize="lg" lineHeight="1.6" m="0">
        {coupon.name}
      </Heading>
      <Text m="0" whiteSpace="pre-line">
        <ThaiText text={coupon.detail} />
      </Text>
      <Text m="0" fontSize="sm">
        {thAccount.coupons.condition}: {coupon.privilege_condition_type_name}
      </Text>
      <Text m="0" fontSize="sm" color="fg.muted">
        {couponExpiry(coupon)}
      </Text>
    </Flex>
  );
}

const UNAVAILABLE: UnavailableTexts = {
  notFound: { title: thAccount.coupons.notFound, text: thDetail.notFound.couponText },
  loadFailed: thDetail.loadFailed.coupon,
  testId: 'coupon-load-failed',
  skeleton: <CouponSkeleton />,
};

function CouponDetail({ code, name }: { code: string; name: string }) {
  const { coupon, notFound, loadFailed, loading, retry } = useCouponDetail(code);
  if (!coupon) {
    return (
      // The could-not-load line keeps its own margins (as on the other pages): no padding around it.
      // While the coupon loads (at first, and again after the retry) its skeleton: never a blank page.
      <Box as="section" aria-label={name} aria-busy={loading} p={loadFailed ? '0' : '4'} minH="50dvh">
        <DetailUnavailable texts={UNAVAILABLE} view={{ loading, notFound, loadFailed }} onRetry={retry} />
      </Box>
    );
  }
  // Spec: dimmed when status is not null; the hidden sentence tells assistive tech why.
  const spent = isCouponSpent(coupon.status);
  return (
    <Box as="section" aria-label={name} p="4">
      {/* Dimmed with colour, not opacity: the text keeps AA contrast (docs/accessibility.md). */}
      <Box
        data-testid="coupon-detail"
        data-dimmed={spent}
        color={spent ? 'fg.greyed' : undefined}
        css={spent ? { '& img': { filter: 'grayscale(1)' }, '& > *': { bg: 'bg.greyed' } } : undefined}
      >
        {spent && <Text srOnly>{thAccount.coupons.unusable}</Text>}
        <CouponCard coupon={coupon} />
        <CouponText coupon={coupon} />
      </Box>
    </Box>
  );
}

/** /mycoupon/{code} (spec section 2 "Coupons"); a new code starts a fresh page. */
export default function CouponDetailScreen({ name }: { name: string }) {
  const { code = '' } = useParams();
  return <CouponDetail key={code} code={code} name={name} />;
}
