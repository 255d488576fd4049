import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, assign, createMachine, emit } from 'xstate';
import { nextAttempt, type OrderPlacementContext } from '../../../machines/checkout/index.ts';
import { authModel } from './charts/auth.ts';
import { checkoutModel } from './charts/checkout.ts';
import { lineSessionModel } from './charts/line-session.ts';
import { orderCancelModel } from './charts/order-cancel.ts';
import { orderPlacementModel } from './charts/order-placement.ts';
import { payModel } from './charts/pay.ts';
import { paymentCouponModel } from './charts/payment-coupon.ts';
import { paymentPollModel } from './charts/payment-poll.ts';
import { productShareModel } from './charts/product-share.ts';
import { qrSaveModel } from './charts/qr-save.ts';
import { sessionModel } from './charts/session.ts';
import { cover } from './coverage.ts';
import type { ChartModel, Observation } from './model.ts';

/**
 * The oracles judge the chart, they do not copy it: each known blind spot of the old path tests
 * (issue 13) and each surviving mutant named there, planted in a copy of the chart, must make the
 * generated paths fail. Mutants the chart's `provide` cannot plant (an actor's input) are checked on a
 * made-up step.
 */
const problemsOf = (model: ChartModel) => cover(model).problems.join('\n');

/**
 * A copy of the chart whose state `key` listens to `on` instead (a mutant `provide` cannot plant:
 * a transition's target), with the chart's own implementations.
 */
function withOn(machine: AnyStateMachine, key: string, on: Record<string, unknown>): AnyStateMachine {
  const config = machine.config as { states: Record<string, object> };
  const states = { ...config.states, [key]: { ...config.states[key], on } };
  const copy: AnyStateMachine = createMachine({ ...config, states } as Parameters<typeof createMachine>[0]);
  return copy.provide(machine.implementations);
}

describe('the oracles catch chart bugs the old path tests passed', () => {
  it("auth: a stored code's token used although the profile names another code", () => {
    const machine = authModel.machine.provide({ guards: { isSignedInWithProfileCode: () => true } });
    expect(problemsOf({ ...authModel, machine })).toMatch(
      /another code in the profile, or a refused sign-in, does not sign in with the profile's code/,
    );
  });

  it('auth: a stored code not used to sign in beside the profile (two round trips)', () => {
    const machine = authModel.machine.provide({
      guards: { hasStoredCode: () => false },
    });
    expect(problemsOf({ ...authModel, machine })).toMatch(
      /the stored code does not sign in at the same time as the profile/,
    );
  });

  it('auth: a retry after an outage that initialises LIFF again', () => {
    const machine = lineSessionModel.machine.provide({ guards: { isLiffReady: () => false } });
    expect(problemsOf({ ...lineSessionModel, machine })).toMatch(/a retry initialises LIFF again/);
  });

  it('payment-poll: a refused inquiry (an answer) going to the success page', () => {
    const machine = paymentPollModel.machine.provide({
      actions: {
        goToOrdersHistory: emit({ type: 'navigate', to: '/payment/17/successful', replace: true }),
      },
    });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(
      /error:inquire.*expected navigation to \/ordershistory, got \/payment\/17\/successful/,
    );
  });

  it('payment-poll: an inquiry with no answer taken as "not paid" (order history)', () => {
    const machine = paymentPollModel.machine.provide({ guards: { isNoAnswer: () => false } });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(
      /error:inquire.*expected no navigation, got \/ordershistory/,
    );
  });

  it('payment-poll: status 6 (paid, not for the order) treated as any other answer (issue 20 item 6)', () => {
    const machine = paymentPollModel.machine.provide({ guards: { isPaidToRefund: () => false } });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(/status 6 does not show the refund notice/);
  });

  it('payment-poll: polling every 5 s instead of 10 s', () => {
    const machine = paymentPollModel.machine.provide({ delays: { pollInterval: 5_000 } });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(/the status is not polled again in 10 s/);
  });

  it('payment-poll: the expired page waiting 10 s before looking at the payment', () => {
    const machine = paymentPollModel.machine.provide({ actions: { announceDeadline: () => {} } });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(
      /the expired page does not look at the payment at once/,
    );
  });

  it("payment-poll: the browser's offline event, or unanswered checks, not said on the QR page", () => {
    // The failed checks counted (one, as far as the chart can tell), the line never set.
    for (const actions of [{ markOffline: () => {} }, { countFailedCheck: assign({ failedChecks: 1 }) }]) {
      const machine = paymentPollModel.machine.provide({ actions } as Parameters<
        typeof paymentPollModel.machine.provide
      >[0]);
      expect(problemsOf({ ...paymentPollModel, machine })).toMatch(/the lost connection is not said/);
    }
  });

  it('payment-poll: the connection-lost line kept after a check was answered', () => {
    const machine = paymentPollModel.machine.provide({ actions: { markAnswered: () => {} } });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(/the page says the connection is lost/);
  });

  it('payment-poll: a new QR whose page does not replace the expired one', () => {
    const machine = paymentPollModel.machine.provide({
      actions: { goWherePayWent: emit({ type: 'navigate', to: '/payment/99/17/qrcode', replace: false }) },
    });
    expect(problemsOf({ ...paymentPollModel, machine })).toMatch(/should replace the page/);
  });

  it('qrSave: no share sheet with files leaving the customer without the large QR', () => {
    const machine = qrSaveModel.machine.provide({ guards: { isShareUnsupported: () => false } });
    expect(problemsOf({ ...qrSaveModel, machine })).toMatch(/the QR is not shown large/);
  });

  it('checkout: the wrong navigation target after placing an order', () => {
    const machine = checkoutModel.machine.provide({
      actions: { emitOrderNavigation: emit({ type: 'navigate', to: '/ordershistory', replace: true }) },
    });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(
      /expected navigation to \/payment\/12\/70\/qrcode/,
    );
  });

  it('order placement: hasQrPayment with || for && (a QR page without a QR code)', () => {
    const machine = orderPlacementModel.machine.provide({
      guards: {
        hasQrPayment: (_: unknown, order: { payment_id: number | null; qr_code: string | null }) =>
          order.payment_id !== null || Boolean(order.qr_code),
      },
    });
    expect(problemsOf({ ...orderPlacementModel, machine })).toMatch(
      /the placed order does not go to \/ordershistory/,
    );
  });

  it('checkout: order placement failing with 500 shows no error', () => {
    const machine = checkoutModel.machine.provide({ actions: { assignOrderFailure: () => {} } });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(/the order error dialog does not show/);
  });

  it("checkout: the order-error dialog's dismiss action removed", () => {
    const machine = checkoutModel.machine.provide({ actions: { clearOrderError: () => {} } });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(/the order error dialog stays open/);
  });

  it('checkout: a failed load going on as if loaded (no retry line, issue 20 item 4)', () => {
    const machine = checkoutModel.machine.provide({ guards: { hasLoadedAll: () => true } });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(/a failed load shows no retry line/);
  });

  it('checkout: /summary opened under the minimum shows the summary (ADR 0009 point 6)', () => {
    const machine = checkoutModel.machine.provide({ guards: { cannotOrder: () => false } });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(/expected navigation to \/cart, got none/);
  });

  it("checkout: a nudge's tap that keeps the old selection (issue 21)", () => {
    const machine = checkoutModel.machine.provide({ actions: { assignReload: () => {} } });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(/loadSummary got input .*"quantity":2/);
  });

  it('payment coupon: the coupon screen opened with nothing selected lists coupons', () => {
    const machine = paymentCouponModel.machine.provide({ guards: { cannotOrder: () => false } });
    expect(problemsOf({ ...paymentCouponModel, machine })).toMatch(/expected navigation to \/cart, got none/);
  });

  it('order placement: a new Idempotency-Key on every tap, the kept request ignored (issue 20 item 7)', () => {
    const machine = orderPlacementModel.machine.provide({
      actions: {
        chooseAttempt: assign(({ context }: { context: OrderPlacementContext }) => ({
          attempt: nextAttempt({ ...context.source, attempt: null }),
        })),
      },
    });
    expect(problemsOf({ ...orderPlacementModel, machine })).toMatch(
      /placeOrder got input .*expected .*kept-key/,
    );
  });

  it('order placement: a refused order request kept (the next tap sends the refused body again)', () => {
    const machine = orderPlacementModel.machine.provide({ actions: { dropAttempt: () => {} } });
    expect(problemsOf({ ...orderPlacementModel, machine })).toMatch(/a refused order request is sent again/);
  });

  it('checkout: the request a placement kept or dropped ignored on the next tap', () => {
    const machine = checkoutModel.machine.provide({
      actions: {
        assignOrderFailure: assign(
          (_: unknown, outcome: { orderError?: string; orderErrorKind?: string }) => ({
            orderError: outcome.orderError ?? null,
            orderErrorKind: outcome.orderErrorKind ?? null,
          }),
        ) as never,
      },
    });
    expect(problemsOf({ ...checkoutModel, machine })).toMatch(/orderPlacement got input .*expected/);
  });

  it('pay: a created payment without payment_id opening a QR page', () => {
    const machine = payModel.machine.provide({ guards: { hasPaymentId: () => true } });
    expect(problemsOf({ ...payModel, machine })).toMatch(
      /expected navigation to \/ordershistory\/paylater\/23/,
    );
  });

  it('order-cancel: a failed refresh leaving the customer on the order', () => {
    const machine = orderCancelModel.machine.provide({ actions: { goToOrderHistory: () => {} } });
    expect(problemsOf({ ...orderCancelModel, machine })).toMatch(
      /expected navigation to \/ordershistory, got none/,
    );
  });

  it('session: a 401 during the sign-in starting a second sign-in', () => {
    const machine = withOn(sessionModel.machine, 'refreshing', {
      'session.unauthorized': { target: 'refreshing', reenter: true, actions: 'countWaiting' },
    });
    const problems = problemsOf({ ...sessionModel, machine });
    expect(problems).toMatch(/a second 401 logs in twice/);
    expect(problems).toMatch(/a second 401 stops the sign-in in progress/);
  });

  it('session: a request sent before the last sign-in signing in again', () => {
    const machine = sessionModel.machine.provide({ guards: { wasRefreshedSince: () => false } });
    expect(problemsOf({ ...sessionModel, machine })).toMatch(
      /a request sent before the last sign-in logs in again/,
    );
  });

  it('session: a failed re-login telling the waiting requests to repeat', () => {
    const machine = sessionModel.machine.provide({
      actions: { emitRefreshFailed: emit({ type: 'session.refreshed' }) },
    });
    expect(problemsOf({ ...sessionModel, machine })).toMatch(
      /error\.actor\.signIn.*the waiting requests do not fail with the sign-in's error/,
    );
  });

  it('session: a request already repeated that gets 401 again repeated once more', () => {
    const machine = sessionModel.machine.provide({ guards: { hasRepeated: () => false } });
    expect(problemsOf({ ...sessionModel, machine })).toMatch(
      /a request already repeated that got 401 again is not failed with that answer/,
    );
  });

  it('productShare: a press while the picker runs starting a second picker', () => {
    const machine = withOn(productShareModel.machine, 'sharing', {
      'share.start': { target: 'sharing', reenter: true },
    });
    expect(problemsOf({ ...productShareModel, machine })).toMatch(
      /a press while a picker runs starts a second picker/,
    );
  });

  it('productShare: the last outcome staying while a new share runs', () => {
    const machine = productShareModel.machine.provide({ actions: { clearOutcome: () => {} } });
    expect(problemsOf({ ...productShareModel, machine })).toMatch(/the old outcome stays/);
  });

  it('payment-poll: actors given {} instead of the payment and order ids', () => {
    const step: Observation = {
      event: { type: 'xstate.after.pollInterval.paymentPoll.active.polling.waiting' },
      emitted: [],
      started: [
        { id: 'checkStatus', src: 'checkStatus', input: {} },
        { id: 'loadOrder', src: 'loadOrder', input: {} },
      ],
      effects: [],
      stopped: [],
      status: 'active',
      output: undefined,
      tags: [],
      context: {},
      snapshot: paymentPollModel.machine.resolveState({ value: 'checkingNavState', context: {} }),
      timers: [],
    };
    const problems = paymentPollModel.oracle(step, [], {
      paymentId: '31',
      orderId: '17',
      navState: null,
      now: 0,
    });
    expect(problems).toEqual([
      'checkStatus got input {}, expected {"paymentId":"31"}',
      'loadOrder got input {}, expected {"orderId":"17"}',
    ]);
  });
});
