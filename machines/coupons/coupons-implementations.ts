import { fromPromise, type MachineImplementationsFrom } from 'xstate';
import type { Coupon } from '../../contract/coupons.ts';
import type { FlowApi } from '../deps.ts';
import type { couponDetailMachine } from './coupon-detail-machine.ts';
import type { couponsMachine } from './coupons-machine.ts';
import type { LoadCouponDetailInput, LoadCouponsInput } from './types.ts';

/** The coupon list chart's loader: GET /coupons or GET /coupons/history (spec section 7). */
export function createCouponsImplementations({
  api,
}: FlowApi<'getCoupons' | 'getCouponHistory'>): MachineImplementationsFrom<typeof couponsMachine> {
  return {
    actors: {
      loadCoupons: fromPromise<Coupon[], LoadCouponsInput>(async ({ input, signal }) =>
        input.kind === 'history' ? api.getCouponHistory({}, { signal }) : api.getCoupons({}, { signal }),
      ),
    },
  };
}

/** The coupon detail chart's loader: GET /coupons/detail/{code} (spec section 7). */
export function createCouponDetailImplementations({
  api,
}: FlowApi<'getCouponDetail'>): MachineImplementationsFrom<typeof couponDetailMachine> {
  return {
    actors: {
      loadCouponDetail: fromPromise<Coupon, LoadCouponDetailInput>(({ input, signal }) =>
        api.getCouponDetail({ params: { code: input.code } }, { signal }),
      ),
    },
  };
}
