import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { Coupon } from '../../contract/coupons.ts';
import { notProvided } from '../chart-helpers.ts';
import type { CouponsContext, CouponsEvent, CouponsInput, LoadCouponsInput } from './types.ts';

/**
 * A coupon list: /mycoupon (kind 'available', GET /coupons) or /mycoupon/history (kind 'history',
 * GET /coupons/history), spec section 2 "Coupons" and section 7. It loads on start. A failed load
 * opens no dialog (spec section 8 "Coupon load failure"), but it is not told as 'no coupons yet': a
 * shop with coupons would read that it has none. 'failed' shows one line with a retry
 * ('coupons.retry', also sent when the browser is back online; docs/machines/coupons.md). The loader
 * is a placeholder; src/features/coupons provides it.
 */
export const couponsMachine = setup({
  types: {
    context: {} as CouponsContext,
    input: {} as CouponsInput,
    events: {} as CouponsEvent,
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
          target: 'failed',
          description: "The coupons failed to load: no dialog; a line with a retry, never 'no coupons yet'.",
        },
      },
    },
    ready: {
      description: "The coupons are listed; none shows 'no coupons yet'.",
    },
    failed: {
      description: 'The coupons could not be loaded: one line says so with a retry.',
      on: {
        'coupons.retry': {
          target: 'loading',
          description: 'Retry tapped, or the browser is back online: load the list again.',
        },
      },
    },
  },
});

export type CouponsSnapshot = SnapshotFrom<typeof couponsMachine>;
