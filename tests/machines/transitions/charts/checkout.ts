import { isDeepStrictEqual } from 'node:util';
import { LINES_MAX } from '../../../../contract/limits.ts';
import { checkoutMachine } from '../../../../machines/checkout/checkout-machine.ts';
import { isLoadFailed, isLoading, selectSummaryCart } from '../../../../machines/checkout/selectors.ts';
import { actorResult, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';
import {
  type Choice,
  couponAccount,
  couponProblems,
  openingQuery,
  refusedCoupon,
} from './checkout-coupon.ts';
import {
  type Attempt,
  addresses,
  freshAttempt,
  KEY,
  keptAttempt,
  lines,
  SELECTED_TOTAL,
  summary,
} from './checkout-samples.ts';

/**
 * The summary screen, from spec section 4 "Summary" and "Placing an order" and section 8 "Order
 * placement failure" / "Summary or address fetch failure" (no dialog, but an inline retry that also
 * runs when the browser is back online: issue 20 item 4), and the entry rule of ADR 0009 point 6:
 * /summary opened with nothing selected, under the 500-baht minimum or with too many lines (the
 * cart pay button's rule, spec section 5) sends the customer back to /cart. Placing the order is
 * the order-placement child's (its own model, order-placement.ts); this oracle checks what the
 * screen gives it (the order as shown, the attempt kept from the last failure: issue 20 item 7) and
 * what the screen does with how it ended: go where it says, show the error, re-price on a 409.
 * A nudge's tap (docs/pricing.md "Nudges", issue 21) adds its missing quantity through the cart
 * wherever the nudges show (not under the picker or a sheet, not while ordering), then the page loads
 * again as on opening, for the cart's new selection and the attempt kept for it.
 */

/** What an earlier tap sent and the order-placement chart kept after a failure with no answer. */
const sentAttempt = freshAttempt('C1', 1);
/** The cart's selection once a nudge added 3 of line 101, and the request an earlier visit kept for it. */
const nudgedLines = [
  { sku_id: 101, quantity: 5, seq: 1 },
  { sku_id: 102, quantity: 1, seq: 2 },
];
const nudgedAttempt: Attempt = { ...keptAttempt, selection: '101x5,102x1', key: 'nudged-key' };
const NUDGE = { sku_id: 101, quantity: 3 };
type Reload = { lines: typeof lines; selectedTotal: number; savedAttempt: Attempt | null };
const qrNavigation = {
  type: 'navigate',
  to: '/payment/12/70/qrcode',
  replace: true,
  state: {
    qr_code: 'QR',
    qr_timeout: 15,
    created_date: '2026-01-01T10:00:00.000Z',
    total_amount: 580,
    order_no: 'SO-70',
  },
};
type Outcome =
  | { outcome: 'ordered'; navigation: { to: string } }
  | { outcome: 'failed'; orderError: string; orderErrorKind: string; attempt: Attempt | null };

const tooManyLines = Array.from({ length: LINES_MAX + 1 }, (_, i) => ({
  sku_id: i + 1,
  quantity: 1,
  seq: i + 1,
}));
type Input = { lines: typeof lines; selectedTotal: number; savedAttempt?: Attempt; savedCoupon?: Choice };
/** The pay button's rule (spec section 5): something selected, at least 500 baht, at most LINES_MAX lines. */
const hasOrder = (input: Input) =>
  input.lines.length > 0 && input.selectedTotal >= 500 && input.lines.length <= LINES_MAX;

/** What the oracle knows from the steps so far (spec terms, not the chart's states). */
function account(history: readonly Observation[], input: Input) {
  // Summary answers of the visit (the key's version) and whether the page shows one now.
  let summaries = 0;
  let summaryShown = false;
  let addressesLoaded = false;
  let selected = input.lines;
  // A nudge's addition to the cart not answered yet.
  let adding = false;
  // The loads of the current round (on open, or a retry) not answered yet.
  let loadsPending = 0;
  // The order request to send again on the next tap (a kept one), else null.
  let kept: Attempt | null = input.savedAttempt ?? null;
  let current: string | null = null;
  let ticked: string | null = null;
  let placing = false;
  // The coupon picker or a discount sheet covers the order button; a re-fetch keeps it busy.
  let covered = false;
  let refetching = false;
  for (const step of history) {
    const result = actorResult(step);
    const type = step.event.type;
    if (step.started.some((s) => s.src === 'addNudge')) {
      // Leaving the loads or the re-fetch for the cart: they are cancelled.
      adding = true;
      loadsPending = 0;
      refetching = false;
    }
    if (result?.id === 'addNudge') {
      adding = false;
      const reload = result.done ? (result.output as Reload) : null;
      // The page as opened again: the cart's selection, nothing shown, the attempt kept for it.
      if (reload) {
        selected = reload.lines;
        kept = reload.savedAttempt;
        summaryShown = false;
        addressesLoaded = false;
        current = null;
        ticked = null;
      }
    }
    if (type === 'xstate.init' || type === 'summary.retry' || result?.id === 'addNudge')
      loadsPending += step.started.filter((s) => s.src === 'loadAddresses' || s.src === 'loadSummary').length;
    if ((result?.id === 'loadAddresses' || result?.id === 'loadSummary') && !refetching)
      // A refused coupon's load is followed by one with the best coupon.
      loadsPending += step.started.filter((s) => s.src === 'loadSummary').length - 1;
    const ended = result?.id === 'orderPlacement' ? (result.output as Outcome) : null;
    // The placement says which request to send again: none after a refusal, the sent one otherwise.
    if (ended?.outcome === 'failed') kept = ended.attempt;
    if (type === 'coupon.openPicker' || type.startsWith('sheet.open')) covered = true;
    if (type === 'coupon.closePicker' || type === 'coupon.confirm' || type === 'sheet.close') covered = false;
    if (type === 'coupon.confirm') refetching = true;
    if (result?.id === 'loadSummary') refetching = false;
    if (result?.id === 'loadSummary' && result.done) {
      summaries++;
      summaryShown = true;
      current = 'C1';
    }
    if (result?.id === 'loadAddresses' && result.done) addressesLoaded = true;
    if (ended) placing = false;
    if (type === 'order.place' && step.started.some((s) => s.src === 'orderPlacement')) placing = true;
    if (type === 'coupon.openPicker') ticked = current;
    if (type === 'coupon.toggle') {
      const code = String(step.event.code);
      ticked = ticked === code ? null : code;
    }
    // 409: the order is re-priced as shown, with the current coupon.
    if (ended?.outcome === 'failed' && ended.orderErrorKind === 'conflict') {
      ticked = current;
      refetching = true;
    }
  }
  const loadFailed = !adding && loadsPending === 0 && !(summaryShown && addressesLoaded);
  return {
    summaries,
    summaryShown,
    addressesLoaded,
    selected,
    adding,
    current,
    ticked,
    placing,
    covered,
    refetching,
    loadFailed,
    loadsPending,
    kept,
  };
}

const oracle: Oracle = (step, history, given) => {
  const input = given as Input;
  const problems: string[] = [];
  const was = account(history, input);
  const now = account([...history, step], input);
  const result = actorResult(step);
  const type = step.event.type;
  const body = now.selected.map(({ sku_id, quantity }) => ({ sku_id, quantity }));
  const saved = input.savedCoupon ?? null;
  // Every load of the page asks for the coupon chosen in this checkout, else the best one.
  const query = openingQuery(couponAccount(history, saved).choice);
  problems.push(...couponProblems(step, history, saved));
  if (type === 'xstate.init' && !hasOrder(input)) {
    // Opened by its address with no order to show: back to /cart, in place of /summary, loading nothing.
    problems.push(
      ...navigation(step, '/cart', true),
      ...check(step.started.length === 0, 'a /summary with no order to show loads something'),
      ...check(step.status === 'done', 'a /summary with no order to show stays open'),
    );
    return problems;
  }
  if (type === 'xstate.init') {
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'loadAddresses'),
        'addresses do not load on open',
      ),
    );
    problems.push(...inputs(step, 'loadSummary', { body, query: openingQuery(saved) }));
  } else if (result?.id === 'addNudge') {
    // Added or not, the page loads again as on opening (the first request), for the cart's selection.
    problems.push(
      ...check(
        step.started.filter((s) => s.src === 'loadAddresses' || s.src === 'loadSummary').length === 2,
        'the page does not load again after a nudge',
      ),
      ...inputs(step, 'loadSummary', { body, query }),
    );
    if (result.done)
      problems.push(
        ...check(
          selectSummaryCart(step.snapshot) === null && isLoading(step.snapshot),
          'after a nudge the page does not show itself loading, as on opening',
        ),
        ...check(step.context.orderError === null, 'the order error dialog stays open after a nudge'),
      );
  } else if (type === 'summary.retry') {
    // Only a screen whose summary or addresses failed loads them again (the first request).
    const loads = step.started.filter((s) => s.src === 'loadAddresses' || s.src === 'loadSummary').length;
    problems.push(
      ...check(
        loads === (was.loadFailed ? 2 : 0),
        was.loadFailed ? `${type} does not load the summary and addresses again` : `${type} loads again`,
      ),
    );
    problems.push(...inputs(step, 'loadSummary', { body, query }));
  } else if (step.started.some((s) => s.src === 'loadSummary') && result?.id !== 'loadSummary') {
    // A re-fetch asks for the ticked coupon, or for none.
    const ticked = type === 'coupon.confirm' ? was.ticked : was.current;
    problems.push(
      ...inputs(step, 'loadSummary', {
        body,
        query: ticked ? { coupon_code: ticked } : { not_use_coupon: '1' },
      }),
    );
  }
  if (type === 'summary.addNudge') {
    // The nudges show with the summary; the picker and the sheets cover them; ordering hides them.
    const tappable = !was.placing && !was.covered && !was.adding;
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'addNudge') === tappable,
        tappable ? 'a nudge tap adds nothing to the cart' : 'a covered or hidden nudge adds to the cart',
      ),
      ...inputs(step, 'addNudge', NUDGE),
    );
  }
  if (type === 'order.place') {
    const canOrder =
      was.summaryShown &&
      was.addressesLoaded &&
      !was.placing &&
      !was.covered &&
      !was.refetching &&
      !was.adding;
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'orderPlacement') === canOrder,
        canOrder ? 'the order is not placed' : 'an order is placed without summary and addresses, or twice',
      ),
    );
    // The order as shown (a new summary is a new version: a re-priced order gets a new key), and
    // the request kept from the last failure, or from an earlier visit.
    problems.push(
      ...inputs(step, 'orderPlacement', {
        lines: was.selected,
        summary,
        addresses,
        currentCode: was.current,
        keyBase: KEY,
        summaryVersion: was.summaries,
        attempt: was.kept,
      }),
    );
    if (canOrder)
      problems.push(
        ...check(step.snapshot.hasTag('busy'), 'the order button is not disabled while ordering'),
      );
  }
  const ended = result?.id === 'orderPlacement' ? (result.output as Outcome) : null;
  if (ended?.outcome === 'ordered') {
    // 200: where the placement says (the QR page with its data, or order history), nothing else.
    problems.push(...navigation(step, ended.navigation.to));
    problems.push(
      ...check(
        isDeepStrictEqual(step.emitted[0], ended.navigation),
        'the navigation is not the placed order’s',
      ),
      ...check(step.status === 'done', 'the summary stays open after the order'),
    );
  } else if (type !== 'xstate.init') problems.push(...navigation(step, null));
  if (ended?.outcome === 'failed') {
    problems.push(
      ...check(
        step.context.orderError === ended.orderError,
        'the order error dialog does not show the error as text',
      ),
      ...check(
        step.context.orderErrorKind === ended.orderErrorKind,
        'the order error dialog tells another kind',
      ),
    );
    if (ended.orderErrorKind !== 'conflict')
      problems.push(
        ...check(!step.snapshot.hasTag('busy'), 'the order button is not re-enabled after a failure'),
      );
    else
      problems.push(
        ...check(
          step.started.some((s) => s.src === 'loadSummary'),
          'a 409 does not re-price the order',
        ),
      );
  }
  // A failed load opens no dialog and leaves the retry line (section 8 + issue 20 item 4).
  if (
    now.loadsPending === 0 &&
    (result?.id === 'loadSummary' || result?.id === 'loadAddresses') &&
    !was.refetching
  )
    problems.push(
      ...check(
        isLoadFailed(step.snapshot) === now.loadFailed,
        now.loadFailed ? 'a failed load shows no retry line' : 'the retry line shows after a full load',
      ),
      ...check(step.context.orderError === null, 'a failed load opens an error dialog'),
    );
  if (type === 'order.dismissError')
    problems.push(...check(step.context.orderError === null, 'the order error dialog stays open'));
  return problems;
};

export const checkoutModel: ChartModel = {
  name: 'checkout',
  machine: checkoutMachine,
  inputs: [
    { lines, selectedTotal: SELECTED_TOTAL, idempotencyKey: KEY },
    { lines, selectedTotal: SELECTED_TOTAL, idempotencyKey: KEY, savedAttempt: keptAttempt },
    { lines, selectedTotal: SELECTED_TOTAL, idempotencyKey: KEY, savedCoupon: { code: 'C2' } },
    { lines, selectedTotal: SELECTED_TOTAL, idempotencyKey: KEY, savedCoupon: { code: null } },
    { lines: [], selectedTotal: 0, idempotencyKey: KEY },
    { lines, selectedTotal: 499.99, idempotencyKey: KEY },
    { lines: tooManyLines, selectedTotal: 50_000, idempotencyKey: KEY },
  ],
  probes: [{ type: 'order.place' }, { type: 'summary.retry' }, { type: 'summary.addNudge', add: NUDGE }],
  events: {
    'summary.addNudge': [{ type: 'summary.addNudge', add: NUDGE }],
    'coupon.toggle': [
      { type: 'coupon.toggle', code: 'C1' },
      { type: 'coupon.toggle', code: 'C2' },
    ],
  },
  outputs: {
    loadAddresses: [addresses],
    loadSummary: [summary],
    addNudge: [{ lines: nudgedLines, selectedTotal: 880, savedAttempt: nudgedAttempt } satisfies Reload],
    orderPlacement: [
      { outcome: 'ordered', navigation: qrNavigation },
      { outcome: 'ordered', navigation: { type: 'navigate', to: '/ordershistory', replace: true } },
      { outcome: 'failed', orderError: 'summary changed', orderErrorKind: 'conflict', attempt: null },
      {
        outcome: 'failed',
        orderError: 'not your shipping address',
        orderErrorKind: 'badRequest',
        attempt: null,
      },
      { outcome: 'failed', orderError: 'Failed to fetch', orderErrorKind: 'network', attempt: sentAttempt },
    ],
  },
  errors: {
    loadAddresses: [{ message: 'Failed to fetch', kind: 'network' }],
    loadSummary: [{ message: 'Failed to fetch', kind: 'network' }, refusedCoupon],
  },
  effects: ['keepCouponChoice', 'forgetCouponChoice'],
  // The dismiss (and every other step) once with the order error dialog open and once without.
  situation: (context) => (context.orderError ? 'order error shown' : 'no order error'),
  serialize: (value, { summaryVersion: _, lines: __, ...context }) =>
    `${JSON.stringify(value)}|${JSON.stringify(context)}`,
  oracle,
};
