import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Coupon } from '../../../contract/coupons.ts';
import { type CouponStatusKind, couponStatusKind } from '../../../machines/coupons/index.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { couponValidUntil, thAccount } from '../../i18n/th-account.ts';
import { formatThaiDate } from '../../lib/format.ts';

const BADGES: Record<Exclude<CouponStatusKind, 'usable'>, { label: string; bg: string }> = {
  used: { label: thAccount.coupons.used, bg: 'gray.600' },
  expired: { label: thAccount.coupons.expired, bg: 'orange.700' },
  cancelled: { label: thAccount.coupons.cancelled, bg: 'red.500' },
};

/** The coupon's expiry as the card shows it: 'ใช้ได้ถึง 21 พ.ย. 2569' (Buddhist era). */
export const couponExpiry = (coupon: Coupon) => couponValidUntil(formatThaiDate(coupon.end_date));

const CardLink = chakra(Link);

export interface CouponCardProps {
  coupon: Coupon;
  /** Where tapping the card goes; without it the card is not a link (the detail page). */
  to?: string;
}

/**
 * A coupon as /mycoupon, /mycoupon/history and /mycoupon/{code} show it (spec section 2
 * "Coupons"): image (placeholder on error), detail, condition type name and expiry date, and a
 * used / expired / cancelled badge when the status is not null. The detail is never cut: it holds
 * the coupon's terms (the minimum order, the cap), which a shop reads here before opening it.
 */
export function CouponCard({ coupon, to }: CouponCardProps) {
  const kind = couponStatusKind(coupon.status);
  const badge = kind === 'usable' ? null : BADGES[kind];
  const body = (
    <>
      <Box w="20" flexShrink={0}>
        <ProductImage src={coupon.image} alt={coupon.name} size={80} radius="sm" />
      </Box>
      <Flex direction="column" flex="1" minW="0" gap="1">
        <Text m="0" fontSize="sm" fontWeight="medium">
          {coupon.detail}
        </Text>
        <Text m="0" fontSize="xs" color="fg.muted" data-testid="coupon-condition">
          {coupon.privilege_condition_type_name}
        </Text>
        <Text m="0" fontSize="xs" color="fg.muted" data-testid="coupon-expiry">
          {couponExpiry(coupon)}
        </Text>
      </Flex>
      {badge && (
        <Text
          as="span"
          data-testid="coupon-badge"
          alignSelf="flex-start"
          flexShrink={0}
          px="2"
          borderRadius="full"
          bg={badge.bg}
          color="white"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1.6"
        >
          {badge.label}
        </Text>
      )}
    </>
  );
  const style = {
    display: 'flex',
    gap: '3',
    p: '3',
    bg: 'bg.panel',
    borderRadius: 'md',
    boxShadow: 'sm',
    color: 'inherit',
    textDecoration: 'none',
  } as const;
  return to ? (
    <CardLink to={to} data-testid="coupon-card" data-code={coupon.code} {...style}>
      {body}
    </CardLink>
  ) : (
    <Box data-testid="coupon-card" data-code={coupon.code} {...style}>
      {body}
    </Box>
  );
}
