import { paymentPollMachine } from '../../../../machines/payment-poll/payment-poll-machine.ts';
import { isConnectionLost } from '../../../../machines/payment-poll/selectors.ts';
import { actorResult, calls, check, inputs, navigation } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/**
 * The QR page, from spec section 4 "Payment status", section 5 (QR data required) and section 8
 * ("Order detail failing on the QR page", "Payment creation failure"), and issue 20 item 6 (status 6,
 * paid but not for this order: the refund notice, never the success page). Written from the spec,
 * not from the chart: where each answer of the bank must take the customer, and what each call is given.
 * A new QR is the pay flow (its own model, pay.ts): here, that it is started for the order with the
 * expired page replaced, and that the customer goes where it says. Saving the QR is qr-save.ts.
 * "Look up the payment once": a lookup that got no answer (no connection, a 5xx, none in 15 s) looked
 * nothing up; it counts as a failed look and is asked again, the page staying as it was.
 */
const OPENED = Date.parse('2026-01-01T10:00:00.000Z');
const QR_MINUTES = 15;
const DEADLINE = OPENED + QR_MINUTES * 60_000;
const navState = {
  qr_code: 'QRDATA',
  qr_timeout: QR_MINUTES,
  created_date: '2026-01-01T10:00:00.000Z',
  total_amount: 640,
  order_no: 'SO-7',
};
const PAYMENT = '31';
const ORDER = '17';
const base = { paymentId: PAYMENT, orderId: ORDER };

const PAID = 2;
const ENDED = [3, 4, 5];
/** Paid, but the money did not pay for the order (CONTRACT.md, docs/api.md): to be refunded. */
const PAID_TO_REFUND = 6;
const status = (output: unknown) => (output as { paymentStatus: number }).paymentStatus;
/** A failed check: no connection (no HTTP status), a server error, or an answer refusing (404). */
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { kind: 'http', status });
const NO_CONNECTION = Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null });
const SERVER_DOWN = httpError(503);
const REFUSED = httpError(404);
/** The looks at the payment: the status check, and the lookup (inquiry) of an ended one. */
const LOOKS = ['checkStatus', 'inquire'];
/** A look at the payment is running (a check or an inquiry). */
const lookingUp = (step: Observation) => LOOKS.some((id) => step.snapshot.children[id]);
/**
 * A look at the payment the server did not answer (a status check or the lookup): no connection, a
 * 5xx, or none within 15 s (given up). Its id, else null. A refusal (404) is an answer.
 */
const unanswered = (step: Observation, before: Observation | undefined): string | null => {
  const result = actorResult(step);
  if (result && LOOKS.includes(result.id) && !result.done) return result.error === REFUSED ? null : result.id;
  const gaveUp = before?.timers.some((t) => t.delay === 15_000 && t.event === step.event.type) ?? false;
  return gaveUp ? (LOOKS.find((id) => before?.snapshot.children[id]) ?? null) : null;
};
/** A look that got an answer (any status, or a refusal). */
const answered = (step: Observation) => {
  const result = actorResult(step);
  return Boolean(result && LOOKS.includes(result.id) && (result.done || result.error === REFUSED));
};
/** The page still watches the payment: a look runs or the next one is due in 10 s. */
const watching = (step: Observation) =>
  step.status === 'active' && (lookingUp(step) || step.timers.some((t) => t.delay === 10_000));
/**
 * Whether the page must say the connection is lost after the steps so far: two unanswered looks
 * (checks or the lookup) in a row, or the browser's offline event, since the last answered one;
 * only while it watches.
 */
function connectionLost(steps: readonly Observation[]): boolean {
  let failed = 0;
  let lost = false;
  steps.forEach((step, index) => {
    if (step.event.type === 'browser.offline' && watching(steps[index - 1] ?? step)) lost = true;
    else if (unanswered(step, steps[index - 1])) {
      failed += 1;
      lost ||= failed >= 2;
    } else if (answered(step)) {
      failed = 0;
      lost = false;
    }
  });
  return lost && watching(steps.at(-1) as Observation);
}
/**
 * The lookup of an ended payment got no answer and is to be asked again (nothing was looked up):
 * the next look at the payment is that lookup, not a status check.
 */
function lookupDue(steps: readonly Observation[]): boolean {
  let due = false;
  steps.forEach((step, index) => {
    if (unanswered(step, steps[index - 1]) === 'inquire') due = true;
    else if (calls(step, 'inquire')) due = false;
  });
  return due;
}
const oracle: Oracle = (step, history, input) => {
  const { navState: nav } = input as { navState: typeof navState | null };
  const problems = [
    ...inputs(step, 'checkStatus', { paymentId: PAYMENT }),
    ...inputs(step, 'inquire', { paymentId: PAYMENT }),
    ...inputs(step, 'loadOrder', { orderId: ORDER }),
    // The new payment's page replaces the expired QR page.
    ...inputs(step, 'pay', { orderId: ORDER, replace: true }),
  ];
  const before = history.at(-1);
  const expiredBefore = before?.tags.includes('expired') ?? false;
  const result = actorResult(step);
  if (step.event.type === 'xstate.init') {
    // Section 5: the QR page needs the QR code, its timeout and created date, else it goes home.
    problems.push(...navigation(step, nav?.qr_code ? null : '/home', true));
    if (nav?.qr_code)
      problems.push(
        ...check(
          step.started.some((s) => s.src === 'loadOrder'),
          'the order detail is not loaded',
        ),
      );
  } else if (step.event.type === 'order.open') {
    problems.push(...navigation(step, `/ordershistory/${ORDER}`, false));
  } else if (
    (result?.id === 'checkStatus' || result?.id === 'inquire') &&
    result.done &&
    status(result.output) === PAID_TO_REFUND
  ) {
    // Issue 20 item 6: never the success page; the page stays on the refund notice, nothing runs.
    problems.push(...navigation(step, null));
    problems.push(...check(step.tags.includes('paidToRefund'), 'status 6 does not show the refund notice'));
    problems.push(...check(step.timers.length === 0, 'the page keeps polling after status 6'));
    problems.push(
      ...check(
        !step.started.some((s) => s.src === 'inquire'),
        'status 6 is looked up again instead of shown',
      ),
    );
  } else if (result?.id === 'checkStatus' && result.done && status(result.output) === PAID) {
    problems.push(...navigation(step, `/payment/${ORDER}/successful`, true));
  } else if (result?.id === 'checkStatus' && result.done && ENDED.includes(status(result.output))) {
    // 3, 4, 5: look the payment up once.
    problems.push(...navigation(step, null));
    problems.push(
      ...check(
        step.started.some((s) => s.src === 'inquire'),
        'an ended payment is not looked up',
      ),
    );
  } else if (result?.id === 'inquire' && unanswered(step, before)) {
    // No answer: nothing was looked up. The page stays as it was (the QR or the expired page) and
    // says nothing of the payment; the lookup is asked again in 10 s.
    problems.push(...navigation(step, null));
    problems.push(
      ...check(
        step.status === 'active' && step.tags.includes('expired') === expiredBefore,
        'a lookup with no answer changes the page',
      ),
    );
  } else if (result?.id === 'inquire') {
    // Answered (a status, or a refusal: "else to order history").
    const paid = result.done && status(result.output) === PAID;
    // Paid: success. Otherwise order history; once the QR expired the expired page stays.
    const to = paid ? `/payment/${ORDER}/successful` : expiredBefore ? null : '/ordershistory';
    problems.push(...navigation(step, to, to === null ? undefined : true));
  } else if (result?.id === 'pay') {
    // The pay flow is done: the customer goes where it sent them (its QR page or pay-later), in place of this page.
    problems.push(...navigation(step, (result.output as { to: string }).to, true));
  } else {
    problems.push(...navigation(step, null));
  }
  if (result?.id === 'loadOrder' && !result.done)
    problems.push(...check(step.tags.includes('errorDialog'), 'no error dialog when the order detail fails'));
  if (result?.id === 'readClock' && result.done && (result.output as number) >= DEADLINE)
    problems.push(...check(step.tags.includes('expired'), 'the QR is not shown expired at its deadline'));
  if (step.event.type === 'qr.renew')
    problems.push(...check(calls(step, 'pay'), 'a new QR starts no pay flow'));
  // At the deadline the expired page looks at the payment at once (a payment made in the last
  // seconds still counts); a look-up already running is not cancelled, and status 3, 4 or 5 is
  // looked up once, whenever the deadline passes.
  // A look "at once" (or when the 10 s are over) is the lookup when it got no answer, else a status check.
  const look = lookupDue(history) ? 'inquire' : 'checkStatus';
  const expiresNow = step.tags.includes('expired') && !expiredBefore && step.status === 'active';
  if (expiresNow && !(before && lookingUp(before)))
    problems.push(...check(calls(step, look), 'the expired page does not look at the payment at once'));
  if (expiresNow)
    problems.push(
      ...check(
        !step.stopped.some((id) => id === 'checkStatus' || id === 'inquire'),
        'a look-up running at the deadline is cancelled',
      ),
    );
  // Back from the bank app (the page shown again) while the next 10 s look is pending: look at once.
  const pollPending = before?.timers.some((t) => t.delay === 10_000) ?? false;
  if (step.event.type === 'page.visible' && pollPending && before?.status === 'active')
    problems.push(...check(calls(step, look), 'the page shown again does not look at the payment'));
  // Back online while the next look is pending: look at once.
  if (step.event.type === 'browser.online' && pollPending && before?.status === 'active')
    problems.push(...check(calls(step, look), 'back online, the page does not look at the payment'));
  // The 10 s are over: look.
  if (before?.timers.some((t) => t.delay === 10_000 && t.event === step.event.type))
    problems.push(...check(calls(step, look), 'the page does not look at the payment after 10 s'));
  // The connection-lost line: said while the checks do not reach the server, gone with an answer;
  // the QR (or the expired page) stays as it was, and nothing says paid.
  const lost = connectionLost([...history, step]);
  if (isConnectionLost(step.snapshot) !== lost)
    problems.push(lost ? 'the lost connection is not said' : 'the page says the connection is lost');
  if (step.event.type === 'browser.offline')
    problems.push(
      ...check(
        step.tags.includes('expired') === expiredBefore && step.status === before?.status,
        'going offline changes the page',
      ),
    );
  // A check or lookup with no answer (none in 15 s, no connection, a 5xx): looked at again in 10 s.
  if (unanswered(step, before))
    problems.push(
      ...check(
        step.timers.some((t) => t.delay === 10_000),
        'a look with no answer is not followed by another',
      ),
    );
  // "Look up once": one answered lookup; asked again only after one that got no answer (it looked
  // nothing up), never beside one still running.
  if (calls(step, 'inquire')) {
    const asked = history.filter((seen) => calls(seen, 'inquire')).length;
    const unansweredAsks = history.filter((seen, i) => unanswered(seen, history[i - 1]) === 'inquire').length;
    if (asked > unansweredAsks) problems.push('the payment is looked up twice');
    if (before?.snapshot.children.inquire) problems.push('the lookup is asked again while one runs');
  }
  // Section 9: the payment status is polled every 10 s while the QR can be paid (after the first
  // look, and after an answer that is none of 2, 3, 4, 5 or a failed look).
  const firstLook =
    step.event.type === 'xstate.init' && nav?.qr_code && (input as { now: number }).now < DEADLINE;
  const keepWaiting =
    result?.id === 'checkStatus' &&
    !expiredBefore &&
    (!result.done || ![PAID, PAID_TO_REFUND, ...ENDED].includes(status(result.output)));
  if (firstLook || keepWaiting)
    problems.push(
      ...check(
        step.timers.some((t) => t.delay === 10_000),
        'the status is not polled again in 10 s',
      ),
    );
  // Once the customer is sent elsewhere nothing of the page keeps running.
  if (step.emitted.some((e) => e.type === 'navigate'))
    problems.push(...check(step.status === 'done', 'the page keeps running after navigating away'));
  return problems;
};

export const paymentPollModel: ChartModel = {
  name: 'paymentPoll',
  machine: paymentPollMachine,
  inputs: [
    { ...base, navState, now: OPENED },
    { ...base, navState: null, now: OPENED },
    { ...base, navState, now: DEADLINE + 5_000 },
  ],
  outputs: {
    loadOrder: [{ order_no: 'SO-7', total_amount: 640 }],
    readClock: [OPENED + 1_000, DEADLINE + 1_000],
    checkStatus: [
      { paymentStatus: 1 },
      { paymentStatus: PAID },
      { paymentStatus: 3 },
      { paymentStatus: 5 },
      { paymentStatus: PAID_TO_REFUND },
    ],
    inquire: [{ paymentStatus: PAID }, { paymentStatus: 4 }, { paymentStatus: PAID_TO_REFUND }],
    // What the pay flow says (its output): the new payment's QR page, or pay-later.
    pay: [
      {
        type: 'navigate',
        to: `/payment/99/${ORDER}/qrcode`,
        replace: true,
        state: {
          qr_code: 'QR2',
          qr_timeout: 15,
          created_date: '2026-01-01T10:20:00.000Z',
          total_amount: 640,
        },
      },
      { type: 'navigate', to: `/ordershistory/paylater/${ORDER}`, replace: true },
    ],
  },
  errors: {
    checkStatus: [NO_CONNECTION, SERVER_DOWN, REFUSED],
    inquire: [NO_CONNECTION, SERVER_DOWN, REFUSED],
  },
  // Each transition also taken with one check failed before and with the lost line shown: a second
  // failure must show it, an answer must take it away.
  situation: (context) =>
    context.connectionLost ? 'connection lost said' : context.failedChecks ? 'one check failed' : 'connected',
  // Every transition is within 3 events of one of the starts.
  depth: 3,
  oracle,
};
