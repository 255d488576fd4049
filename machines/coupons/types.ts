import type { Coupon } from '../../contract/coupons.ts';

/** Types of the coupon charts (coupons-machine.ts, coupon-detail-machine.ts). */

/** Which list a screen shows: the usable coupons (/mycoupon) or the history (/mycoupon/history). */
export type CouponListKind = 'available' | 'history';

export type CouponsInput = { kind: CouponListKind };
export type LoadCouponsInput = { kind: CouponListKind };
export type CouponsContext = { kind: CouponListKind; coupons: Coupon[] };
/** The list's retry tapped, or the browser back online after a failed load. */
export type CouponsEvent = { type: 'coupons.retry' };

export type CouponDetailInput = { code: string };
export type LoadCouponDetailInput = { code: string };
export type CouponDetailContext = { code: string; coupon: Coupon | null };
/** The page's retry tapped, or the browser back online after a load that got no answer. */
export type CouponDetailEvent = { type: 'coupon.retry' };

/** What a status means on screen: usable, or the badge of a history coupon. */
export type CouponStatusKind = 'usable' | 'used' | 'expired' | 'cancelled';
