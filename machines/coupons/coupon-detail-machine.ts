import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Coupon } from '../../contract/coupons.ts';
import { notProvided } from '../chart-helpers.ts';
import type { CouponDetailContext, CouponDetailInput, LoadCouponDetailInput } from './types.ts';

/**
 * One coupon of /mycoupon/{code} (spec section 2 "Coupons", section 7 GET /coupons/detail/{code}).
 * A code the server does not know (404) and any other failure both end in `notFound`: the screen
 * says the coupon was not found (spec section 8: coupon load failures are silent, never a crash).
 * The loader is a placeholder; src/features/coupons provides it.
 */
export const couponDetailMachine = setup({
  types: {
    context: {} as CouponDetailContext,
    input: {} as CouponDetailInput,
    tags: {} as 'loading',
  },
  actors: {
    loadCouponDetail: fromPromise<Coupon, LoadCouponDetailInput>(
      notProvided('coupon-detail', 'loadCouponDetail'),
    ),
  },
  actions: {
    assignCoupon: assign((_, coupon: Coupon) => ({ coupon })),
  },
}).createMachine({
  id: 'couponDetail',
  description:
    'Coupon detail (/mycoupon/{code}): the coupon loads on open and shows as a card with its detail text.',
  context: ({ input }) => ({ code: input.code, coupon: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The coupon with this code is loading.',
      tags: 'loading',
      invoke: {
        id: 'loadCouponDetail',
        src: 'loadCouponDetail',
        input: ({ context }) => ({ code: context.code }),
        onDone: {
          target: 'found',
          description: 'The coupon loaded: show its card and detail text.',
          actions: { type: 'assignCoupon', params: ({ event }) => event.output },
        },
        onError: {
          target: 'notFound',
          description: 'The coupon failed to load (unknown code, network): silent, nothing is shown.',
        },
      },
    },
    found: {
      description: 'The coupon card and detail text are shown, dimmed when its status is not null.',
    },
    notFound: {
      description: 'The coupon could not be loaded: silent, nothing is shown.',
    },
  },
});

export type CouponDetailSnapshot = SnapshotFrom<typeof couponDetailMachine>;
