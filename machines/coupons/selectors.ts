import type { Coupon } from '../../contract/coupons.ts';
import type { CouponDetailSnapshot } from './coupon-detail-machine.ts';
import type { CouponsSnapshot } from './coupons-machine.ts';

/** The coupons to list (empty while loading, when there are none, or after a failure). */
export const selectCoupons = (s: CouponsSnapshot): Coupon[] => s.context.coupons;
/** Loaded with nothing to show: the 'no coupons yet' text (never after a failed load). */
export const isCouponListEmpty = (s: CouponsSnapshot): boolean =>
  s.matches('ready') && s.context.coupons.length === 0;
export const isCouponListLoading = (s: CouponsSnapshot): boolean => s.hasTag('loading');
/** The list could not be loaded: the line that says so, with its retry. */
export const hasCouponsLoadFailed = (s: CouponsSnapshot): boolean => s.matches('failed');

/** The coupon of the detail page; null while loading and when it was not found. */
export const selectCoupon = (s: CouponDetailSnapshot): Coupon | null => s.context.coupon;
/** Unknown code (404): the 'coupon not found' text. */
export const isCouponNotFound = (s: CouponDetailSnapshot): boolean => s.matches('notFound');
/** The load got no answer (offline, a server error): the line that says so, with its retry. */
export const hasCouponLoadFailed = (s: CouponDetailSnapshot): boolean => s.matches('loadFailed');
export const isCouponDetailLoading = (s: CouponDetailSnapshot): boolean => s.hasTag('loading');

/**
 * What a coupon list shows (useCoupons): its coupons, the 'no coupons yet' text, the loading
 * skeleton, the line that it could not load.
 */
export const couponListView = (s: CouponsSnapshot) => ({
  coupons: selectCoupons(s),
  isEmpty: isCouponListEmpty(s),
  loading: isCouponListLoading(s),
  loadFailed: hasCouponsLoadFailed(s),
});

/**
 * What the coupon page shows (useCouponDetail): the coupon, the 'coupon not found' text, the line
 * that it could not load, the skeleton.
 */
export const couponDetailView = (s: CouponDetailSnapshot) => ({
  coupon: selectCoupon(s),
  notFound: isCouponNotFound(s),
  loadFailed: hasCouponLoadFailed(s),
  loading: isCouponDetailLoading(s),
});
