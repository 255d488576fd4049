import { fromPromise } from 'xstate';
import type { CouponItem, LoadCouponDetailInput, LoadCouponsInput } from '../../../machines/coupons/index.ts';
import type { ApiClient } from '../../api/index.ts';

/** The coupon list chart's loader: GET /coupons or GET /coupons/history (spec section 7). */
export function createCouponsImplementations(api: Pick<ApiClient, 'getCoupons' | 'getCouponHistory'>) {
  return {
    actors: {
      loadCoupons: fromPromise<CouponItem[], LoadCouponsInput>(async ({ input, signal }) =>
        input.kind === 'history' ? api.getCouponHistory({}, { signal }) : api.getCoupons({}, { signal }),
      ),
    },
  };
}

/** The coupon detail chart's loader: GET /coupons/detail/{code} (spec section 7). */
export function createCouponDetailImplementations(api: Pick<ApiClient, 'getCouponDetail'>) {
  return {
    actors: {
      loadCouponDetail: fromPromise<CouponItem, LoadCouponDetailInput>(({ input, signal }) =>
        api.getCouponDetail({ params: { code: input.code } }, { signal }),
      ),
    },
  };
}
