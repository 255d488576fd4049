import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Coupon } from '../../contract/coupons.ts';
import { failure, notProvided } from '../chart-helpers.ts';
import { isLoadFailure } from '../errors.ts';
import type {
  CouponDetailContext,
  CouponDetailEvent,
  CouponDetailInput,
  LoadCouponDetailInput,
} from './types.ts';

/**
 * One coupon of /mycoupon/{code} (spec section 2 "Coupons", section 7 GET /coupons/detail/{code}).
 * A code the server does not know (404) ends in `notFound`: the screen says the coupon was not found
 * (spec section 8: coupon load failures are silent, never a crash). A load that got no answer
 * (offline, a 5xx) is not "not found": one line says it could not load, with a retry, and it loads
 * again by itself once the browser is back online (docs/traceability.md §8.14).
 * The loader is a placeholder; src/features/coupons provides it.
 */
export const couponDetailMachine = setup({
  types: {
    context: {} as CouponDetailContext,
    events: {} as CouponDetailEvent,
    input: {} as CouponDetailInput,
    tags: {} as 'loading',
  },
  actors: {
    loadCouponDetail: fromPromise<Coupon, LoadCouponDetailInput>(
      notProvided('coupon-detail', 'loadCouponDetail'),
    ),
  },
  guards: {
    isLoadFailure: (_, params: { error: unknown }) => isLoadFailure(params.error),
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
        onError: [
          {
            guard: { type: 'isLoadFailure', params: failure },
            target: 'loadFailed',
            description: 'No answer (offline, a server error): no dialog; a line says so, with a retry.',
          },
          {
            target: 'notFound',
            description: "The server has no such coupon (404): silent, 'coupon not found'.",
          },
        ],
      },
    },
    found: {
      description: 'The coupon card and detail text are shown, dimmed when its status is not null.',
    },
    notFound: {
      description: "The coupon was not found: the page says 'ไม่พบคูปองนี้', with a way home.",
    },
    loadFailed: {
      description: "The coupon could not be loaded: no dialog; one line says so, with 'ลองอีกครั้ง'.",
      on: {
        'coupon.retry': {
          target: 'loading',
          description: "The customer taps 'ลองอีกครั้ง', or the browser is back online: the coupon loads again.",
        },
      },
    },
  },
});

export type CouponDetailSnapshot = SnapshotFrom<typeof couponDetailMachine>;
