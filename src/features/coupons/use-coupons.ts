import { shallowEqual, useSelector } from '@xstate/react';
import {
  type CouponListKind,
  couponDetailMachine,
  couponDetailView,
  couponListView,
  couponsMachine,
  createCouponDetailImplementations,
  createCouponsImplementations,
} from '../../../machines/coupons/index.ts';
import { useFlowActor } from '../../services/use-flow-actor.ts';

/** A coupon list (/mycoupon or /mycoupon/history), loaded on mount; a failure reads as empty. */
export function useCoupons(kind: CouponListKind) {
  const actor = useFlowActor(couponsMachine, createCouponsImplementations, { kind });
  return useSelector(actor, couponListView, shallowEqual);
}

/** One coupon of /mycoupon/{code}: null until loaded; `notFound` on a 404 or a failed load. */
export function useCouponDetail(code: string) {
  const actor = useFlowActor(couponDetailMachine, createCouponDetailImplementations, { code });
  return useSelector(actor, couponDetailView, shallowEqual);
}
