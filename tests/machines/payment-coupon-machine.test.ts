import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type CheckoutEntry,
  type CheckoutSummary,
  hasCouponScreenLeft,
  hasListedCoupons,
  paymentCouponMachine,
  type SummaryRequest,
  selectAppliedCode,
  selectListedCoupons,
} from '../../machines/checkout/index.ts';
import type { Navigate } from '../../machines/navigation.ts';
import { flush } from './helpers.ts';

/*
 * /payment/coupon (spec section 2 "Payment screens", section 8; ADR 0009 point 6): the coupons of
 * the selected lines' summary, the server's choice marked; judged as /summary is on opening.
 */

const coupon = (code: string, selected: boolean) => ({
  code,
  name: code,
  detail: '',
  image: null,
  end_date: '2030-01-01',
  selected,
  discount: 20,
  status: null,
  privilege_condition_type_name: 'ส่วนลด',
});
const SUMMARY = {
  cart: [{ coupons: [coupon('C20', false), coupon('C50', true)] }],
} as unknown as CheckoutSummary;
const ENTRY: CheckoutEntry = { lines: [{ sku_id: 11, quantity: 5, seq: 1 }], selectedTotal: 600 };

function open(entry: CheckoutEntry, answers: (() => Promise<CheckoutSummary>)[]) {
  const requests: SummaryRequest[] = [];
  const emitted: Navigate[] = [];
  const actor = createActor(
    paymentCouponMachine.provide({
      actors: {
        loadSummary: fromPromise(({ input }: { input: SummaryRequest }) => {
          requests.push(input);
          return (answers.shift() as () => Promise<CheckoutSummary>)();
        }),
      },
    }),
    { input: entry },
  );
  actor.on('navigate', (event) => void emitted.push(event));
  actor.start();
  return { actor, requests, emitted };
}

describe('paymentCouponMachine', () => {
  it('lists the coupons of the summary asked without preferences, the server’s choice marked', async () => {
    const { actor, requests, emitted } = open(ENTRY, [async () => SUMMARY]);
    await flush();
    expect(requests).toEqual([{ body: [{ sku_id: 11, quantity: 5 }], query: {} }]);
    expect(selectListedCoupons(actor.getSnapshot()).map((c) => c.code)).toEqual(['C20', 'C50']);
    expect(selectAppliedCode(actor.getSnapshot())).toBe('C50');
    expect(hasListedCoupons(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('a failed load lists nothing, silently; the retry (tapped, or sent back online) loads it again', async () => {
    const { actor, requests } = open(ENTRY, [
      () => Promise.reject(new Error('offline')),
      async () => SUMMARY,
    ]);
    await flush();
    expect(selectListedCoupons(actor.getSnapshot())).toEqual([]);
    expect(hasListedCoupons(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'coupons.retry' });
    await flush();
    expect(requests).toHaveLength(2);
    expect(hasListedCoupons(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'coupons.retry' });
    expect(requests).toHaveLength(2);
  });

  it.each([
    ['nothing is selected', { lines: [], selectedTotal: 0 }],
    ['the selected total is under the minimum', { ...ENTRY, selectedTotal: 499 }],
  ])('when %s, it loads nothing and sends the customer back to /cart', (_, entry) => {
    const { actor, requests, emitted } = open(entry, []);
    expect(requests).toEqual([]);
    expect(emitted).toEqual([{ type: 'navigate', to: '/cart', replace: true }]);
    expect(hasCouponScreenLeft(actor.getSnapshot())).toBe(true);
  });
});
