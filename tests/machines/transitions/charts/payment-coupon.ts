import { LINES_MAX } from '../../../../contract/limits.ts';
import { paymentCouponMachine } from '../../../../machines/checkout/payment-coupon-machine.ts';
import {
  hasCouponListFailed,
  hasListedCoupons,
  isCouponListLoading,
  selectAppliedCode,
  selectListedCoupons,
} from '../../../../machines/checkout/selectors.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';
import { lines, SELECTED_TOTAL, summary } from './checkout-samples.ts';

/**
 * /payment/coupon, from spec section 2 "Payment screens" (the coupons usable on the order, the
 * coupon with the highest discount applied: the summary the server answers without coupon
 * preferences), section 8 (a failed load opens no dialog: no list; as on /summary a line says so,
 * docs/traceability.md §8.6) and ADR 0009 point 6: no link leads here, so the page is judged as
 * /summary is (nothing selected, under the 500-baht minimum or too many lines: back to /cart), and
 * it loads again on the retry or when the browser is back online.
 */
type Input = { lines: unknown[]; selectedTotal: number };
const hasOrder = (input: Input) =>
  input.lines.length > 0 && input.selectedTotal >= 500 && input.lines.length <= LINES_MAX;
const tooManyLines = Array.from({ length: LINES_MAX + 1 }, (_, i) => ({
  sku_id: i + 1,
  quantity: 1,
  seq: i + 1,
}));
const body = lines.map(({ sku_id, quantity }) => ({ sku_id, quantity }));

/** The last load failed and no other has started since. */
const lastLoadFailed = (history: readonly Observation[]) => {
  let failed = false;
  for (const step of history) {
    const result = actorResult(step);
    if (result?.id === 'loadSummary') failed = !result.done;
    if (step.started.length) failed = false;
  }
  return failed;
};

/** A load has started and not ended (a step's answer comes before what it starts). */
const loadInFlight = (steps: readonly Observation[]) => {
  let inFlight = false;
  for (const step of steps) {
    if (actorResult(step)?.id === 'loadSummary') inFlight = false;
    if (step.started.some((started) => started.id === 'loadSummary')) inFlight = true;
  }
  return inFlight;
};

const oracle: Oracle = (step, history, given) => {
  const input = given as Input;
  const problems: string[] = [];
  const result = actorResult(step);
  if (step.event.type === 'xstate.init' && !hasOrder(input))
    return [
      ...navigation(step, '/cart', true),
      ...check(step.started.length === 0, 'a coupon screen with no order to show loads something'),
      ...check(step.status === 'done', 'a coupon screen with no order to show stays open'),
    ];
  problems.push(...navigation(step, null));
  if (['xstate.init', 'coupons.retry'].includes(step.event.type)) {
    const loads = step.event.type === 'xstate.init' || lastLoadFailed(history);
    problems.push(
      ...check(
        step.started.length === (loads ? 1 : 0),
        loads ? 'the coupons do not load' : 'the coupons load again',
      ),
      // The server applies the highest-discount coupon when asked without preferences.
      ...inputs(step, 'loadSummary', { body, query: {} }),
    );
  }
  if (result?.id === 'loadSummary') {
    const coupons = result.done ? summary.cart[0]?.coupons : [];
    problems.push(
      ...check(
        JSON.stringify(selectListedCoupons(step.snapshot as never)) === JSON.stringify(coupons),
        'the listed coupons are not the summary’s',
      ),
      ...check(
        selectAppliedCode(step.snapshot as never) === (result.done ? 'C1' : null),
        'the applied coupon is not the one the server selected',
      ),
      ...check(
        hasListedCoupons(step.snapshot as never) === result.done,
        'a failed load says there are no coupons',
      ),
      ...check(
        hasCouponListFailed(step.snapshot as never) === !result.done,
        result.done ? 'a loaded list says it failed' : 'a failed load does not say so',
      ),
    );
  }
  // Grey rows stand where the list goes exactly while a load is in flight.
  problems.push(
    ...check(
      isCouponListLoading(step.snapshot as never) === loadInFlight([...history, step]),
      'the list shows as loading when no load is in flight, or the reverse',
    ),
  );
  return problems;
};

export const paymentCouponModel: ChartModel = {
  name: 'paymentCoupon',
  machine: paymentCouponMachine,
  inputs: [
    { lines, selectedTotal: SELECTED_TOTAL },
    { lines: [], selectedTotal: 0 },
    { lines, selectedTotal: 499.99 },
    { lines: tooManyLines, selectedTotal: 50_000 },
  ],
  probes: [{ type: 'coupons.retry' }],
  outputs: { loadSummary: [summary] },
  errors: { loadSummary: [{ message: 'Failed to fetch', kind: 'network' }] },
  oracle,
};
