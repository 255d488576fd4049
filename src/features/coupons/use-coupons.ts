import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
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
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';

/** A coupon list (/mycoupon or /mycoupon/history), loaded on mount; a failure reads as empty. */
export function useCoupons(kind: CouponListKind) {
  const services = useServices();
  const [machine] = useState(() => couponsMachine.provide(createCouponsImplementations(services)));
  const actor = useActorRef(machine, { inspect, input: { kind } });
  return {
    coupons: useSelector(actor, selectCoupons),
    isEmpty: useSelector(actor, isCouponListEmpty),
    loading: useSelector(actor, isCouponListLoading),
  };
}

/** One coupon of /mycoupon/{code}: null until loaded; `notFound` on a 404 or a failed load. */
export function useCouponDetail(code: string) {
  const services = useServices();
  const [machine] = useState(() => couponDetailMachine.provide(createCouponDetailImplementations(services)));
  const actor = useActorRef(machine, { inspect, input: { code } });
  return {
    coupon: useSelector(actor, selectCoupon),
    notFound: useSelector(actor, isCouponNotFound),
    loading: useSelector(actor, isCouponDetailLoading),
  };
}
