/**
 * Types of the coupon charts (coupons-machine.ts, coupon-detail-machine.ts). A structural copy of
 * the contract's Coupon (contract/coupons.ts), so the charts import no app code.
 */

/** status: null usable, 'Used', 'Expired', anything else cancelled (CONTRACT.md). */
export type CouponItem = {
  id: number;
  code: string;
  name: string;
  image: string | null;
  detail: string;
  privilege_condition_type_name: string;
  /** ISO-8601 date-time. */
  end_date: string;
  status: string | null;
};

/** Which list a screen shows: the usable coupons (/mycoupon) or the history (/mycoupon/history). */
export type CouponListKind = 'available' | 'history';

export type CouponsInput = { kind: CouponListKind };
export type LoadCouponsInput = { kind: CouponListKind };
export type CouponsContext = { kind: CouponListKind; coupons: CouponItem[] };

export type CouponDetailInput = { code: string };
export type LoadCouponDetailInput = { code: string };
export type CouponDetailContext = { code: string; coupon: CouponItem | null };

/** What a status means on screen: usable, or the badge of a history coupon. */
export type CouponStatusKind = 'usable' | 'used' | 'expired' | 'cancelled';
