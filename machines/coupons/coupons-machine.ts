import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Coupon } from '../../contract/coupons.ts';
import { notProvided } from '../chart-helpers.ts';
import type { CouponsContext, CouponsInput, LoadCouponsInput } from './types.ts';

/**
 * A coupon list: /mycoupon (kind 'available', GET /coupons) or /mycoupon/history (kind 'history',
 * GET /coupons/history), spec section 2 "Coupons" and section 7. It loads on start; a failure is
 * silent and reads like an empty list, which shows 'no coupons yet' (spec section 8 "Coupon load
 * failure"), so there is no retry. The loader is a placeholder; src/features/coupons provides it.
 */
export const couponsMachine = setup({
  types: {
    context: {} as CouponsContext,
    input: {} as CouponsInput,
    tags: {} as 'loading',
  },
  actors: {
    loadCoupons: fromPromise<Coupon[], LoadCouponsInput>(notProvided('coupons', 'loadCoupons')),
  },
  actions: {
    assignCoupons: assign((_, coupons: Coupon[]) => ({ coupons })),
  },
}).createMachine({
  id: 'coupons',
  description: 'My coupons (/mycoupon) or coupon history (/mycoupon/history): the list loads on open.',
  context: ({ input }) => ({ kind: input.kind, coupons: [] }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The coupon list is loading.',
      tags: 'loading',
      invoke: {
        id: 'loadCoupons',
        src: 'loadCoupons',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: {
          target: 'ready',
          description: 'The coupons loaded: list them.',
          actions: { type: 'assignCoupons', params: ({ event }) => event.output },
        },
        onError: {
          target: 'ready',
          description: "The coupons failed to load: silent, the list stays empty with 'no coupons yet'.",
        },
      },
    },
    ready: {
      description: "The coupons are listed; none, or a failed load, shows 'no coupons yet'.",
    },
  },
});

export type CouponsSnapshot = SnapshotFrom<typeof couponsMachine>;
