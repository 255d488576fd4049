import { COUPON_STATUS } from '../../contract/statuses.ts';
import type { CouponStatusKind } from './types.ts';

/**
 * The one place the coupon status rule lives (spec section 3 "Coupon", CONTRACT.md "Status
 * codes"): null is usable, 'Used' and 'Expired' are themselves, any other value is cancelled.
 */
export function couponStatusKind(status: string | null): CouponStatusKind {
  if (status === null) return 'usable';
  if (status === COUPON_STATUS.used) return 'used';
  if (status === COUPON_STATUS.expired) return 'expired';
  return 'cancelled';
}

/** A coupon that can no longer be used: its detail is dimmed, its history card has a badge. */
export const isCouponSpent = (status: string | null): boolean => couponStatusKind(status) !== 'usable';
