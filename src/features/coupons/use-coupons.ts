import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  type CouponListKind,
  couponDetailMachine,
  couponsMachine,
  isCouponDetailLoading,
  isCouponListEmpty,
  isCouponListLoading,
  isCouponNotFound,
  selectCoupon,
  selectCoupons,
} from '../../../machines/coupons/index.ts';
import { inspect } from '../../lib/inspect.ts';
import { useServices } from '../../services/services-context.tsx';
import { createCouponDetailImplementations, createCouponsImplementations } from './coupon-implementations.ts';

/** A coupon list (/mycoupon or /mycoupon/history), loaded on mount; a failure reads as empty. */
export function useCoupons(kind: CouponListKind) {
  const { api } = useServices();
  const [machine] = useState(() => couponsMachine.provide(createCouponsImplementations(api)));
  const actor = useActorRef(machine, { inspect, input: { kind } });
  return {
    coupons: useSelector(actor, selectCoupons),
    isEmpty: useSelector(actor, isCouponListEmpty),
    loading: useSelector(actor, isCouponListLoading),
  };
}

/** One coupon of /mycoupon/{code}: null until loaded; `notFound` on a 404 or a failed load. */
export function useCouponDetail(code: string) {
  const { api } = useServices();
  const [machine] = useState(() => couponDetailMachine.provide(createCouponDetailImplementations(api)));
  const actor = useActorRef(machine, { inspect, input: { code } });
  return {
    coupon: useSelector(actor, selectCoupon),
    notFound: useSelector(actor, isCouponNotFound),
    loading: useSelector(actor, isCouponDetailLoading),
  };
}
