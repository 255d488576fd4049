import { isDeepStrictEqual } from 'node:util';
import {
  hasCouponFailed,
  selectCurrentCode,
  selectTickedCode,
} from '../../../../machines/checkout/selectors.ts';
import { actorResult, check } from '../expect.ts';
import type { Observation } from '../model.ts';

/**
 * The coupon the customer chose on /summary, for the checkout model (checkout.ts): kept (storage)
 * once the server priced it, asked for again on every load of the page (a reload, a retry, after a
 * nudge), forgotten when the order is placed or when the server refuses it for the lines (it no
 * longer applies: 409, or is not offered: 404, naming query.coupon_code). A choice that could not
 * be priced (offline) leaves the coupon and figures shown, the picker back on that coupon, and one
 * line saying so until the picker opens again or the page loads again (docs/traceability.md §8.6).
 */

export type Choice = { code: string | null };

/** The server's refusal of the coupon asked for, as the API client rejects with it. */
export const refusedCoupon = {
  message: 'query.coupon_code cannot be used for this order',
  status: 409,
  kind: 'http',
  errors: [{ path: 'query.coupon_code', message: 'cannot be used for this order' }],
};

const isRefusal = (error: unknown) => isDeepStrictEqual(error, refusedCoupon);

/** The query of a load of the page: the choice kept, else no preference (the server's best). */
export const openingQuery = (choice: Choice | null) =>
  choice === null ? {} : choice.code ? { coupon_code: choice.code } : { not_use_coupon: '1' };

type Summary = { cart: { coupons: { code: string; selected: boolean }[] }[] };
const selectedOf = (summary: Summary) => summary.cart[0]?.coupons.find((c) => c.selected)?.code ?? null;

/** What the steps so far did to the choice and the line. */
export function couponAccount(history: readonly Observation[], saved: Choice | null) {
  let choice = saved;
  let line = false;
  // The re-fetch under way: the customer's choice, or the order re-priced after a 409.
  let refetch: 'choice' | 'reprice' | null = null;
  let refusedNow = false;
  for (const step of history) {
    const result = actorResult(step);
    const type = step.event.type;
    refusedNow = false;
    if (step.started.some((s) => s.src === 'addNudge')) refetch = null;
    if (type === 'coupon.confirm') refetch = 'choice';
    if (type === 'coupon.openPicker' || result?.id === 'addNudge') line = false;
    const ended = result?.id === 'orderPlacement' ? (result.output as { outcome: string }) : null;
    if (ended?.outcome === 'ordered') choice = null;
    if (ended && 'orderErrorKind' in ended && ended.orderErrorKind === 'conflict') {
      refetch = 'reprice';
      line = false;
    }
    if (result?.id === 'loadSummary') {
      if (refetch === 'choice' && result.done) choice = { code: selectedOf(result.output as Summary) };
      if (refetch === 'choice' && !result.done) line = true;
      if (refetch === null && !result.done && choice?.code && isRefusal(result.error)) {
        choice = null;
        refusedNow = true;
      }
      refetch = null;
    }
  }
  return { choice, line, refetch, refusedNow };
}

/** The step's checks: the choice kept or forgotten, the load asking for the best after a refusal, the line. */
export function couponProblems(step: Observation, history: readonly Observation[], saved: Choice | null) {
  const was = couponAccount(history, saved);
  const now = couponAccount([...history, step], saved);
  const result = actorResult(step);
  const effects = (type: string) => step.effects.filter((e) => e.type === type).map((e) => e.params);
  const chosen = was.refetch === 'choice' && result?.id === 'loadSummary' && result.done;
  const ordered =
    result?.id === 'orderPlacement' && (result.output as { outcome: string }).outcome === 'ordered';
  const problems = [
    ...check(
      isDeepStrictEqual(effects('keepCouponChoice'), chosen ? [{ choice: now.choice }] : []),
      chosen
        ? 'the coupon chosen is not kept for a reload'
        : 'a coupon is kept that the customer did not choose',
    ),
    ...check(
      effects('forgetCouponChoice').length === (now.refusedNow || ordered ? 1 : 0),
      now.refusedNow || ordered ? 'the chosen coupon is not forgotten' : 'the chosen coupon is forgotten',
    ),
  ];
  if (now.refusedNow)
    problems.push(
      ...check(
        step.started.some(
          (s) => s.src === 'loadSummary' && isDeepStrictEqual((s.input as { query: unknown }).query, {}),
        ),
        'a refused coupon does not load the summary again with the best coupon',
      ),
    );
  if (step.status === 'active')
    problems.push(
      ...check(
        hasCouponFailed(step.snapshot) === now.line,
        now.line ? 'a coupon that could not be applied is not said' : 'the coupon line shows',
      ),
    );
  const before = history[history.length - 1];
  if (was.refetch === 'choice' && result?.id === 'loadSummary' && !result.done && before)
    problems.push(
      ...check(
        selectCurrentCode(step.snapshot) === selectCurrentCode(before.snapshot) &&
          selectTickedCode(step.snapshot) === selectCurrentCode(step.snapshot),
        'after a failed choice the summary or the picker shows a coupon not priced',
      ),
    );
  return problems;
}
