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
import { useOnlineEvent } from '../../services/use-online-event.ts';

/**
 * A coupon list (/mycoupon or /mycoupon/history), loaded on mount; a failed load says so, loading
 * again on the retry or once the browser is back online.
 */
export function useCoupons(kind: CouponListKind) {
  const actor = useFlowActor(couponsMachine, createCouponsImplementations, { kind });
  const retry = useOnlineEvent(actor, { type: 'coupons.retry' });
  return { ...useSelector(actor, couponListView, shallowEqual), retry };
}

/**
 * One coupon of /mycoupon/{code}: null until loaded; `notFound` on a 404, `loadFailed` when no
 * answer came (then again on the retry or once the browser is back online).
 */
export function useCouponDetail(code: string) {
  const actor = useFlowActor(couponDetailMachine, createCouponDetailImplementations, { code });
  const retry = useOnlineEvent(actor, { type: 'coupon.retry' });
  const view = useSelector(actor, couponDetailView, shallowEqual);
  return { ...view, retry };
}
