import { useSelector } from '@xstate/react';
import {
  type CouponListKind,
  couponDetailMachine,
  couponsMachine,
  createCouponDetailImplementations,
  createCouponsImplementations,
  isCouponDetailLoading,
  isCouponListEmpty,
  isCouponListLoading,
  isCouponNotFound,
  selectCoupon,
  selectCoupons,
} from '../../../machines/coupons/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';

/** A coupon list (/mycoupon or /mycoupon/history), loaded on mount; a failure reads as empty. */
export function useCoupons(kind: CouponListKind) {
  const actor = useFlowActor(couponsMachine, createCouponsImplementations, { kind });
  return {
    coupons: useSelector(actor, selectCoupons),
    isEmpty: useSelector(actor, isCouponListEmpty),
    loading: useSelector(actor, isCouponListLoading),
  };
}

/** One coupon of /mycoupon/{code}: null until loaded; `notFound` on a 404 or a failed load. */
export function useCouponDetail(code: string) {
  const actor = useFlowActor(couponDetailMachine, createCouponDetailImplementations, { code });
  return {
    coupon: useSelector(actor, selectCoupon),
    notFound: useSelector(actor, isCouponNotFound),
    loading: useSelector(actor, isCouponDetailLoading),
  };
}
