import { assign, emit, forwardTo, fromPromise, raise, sendTo, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { ENDED_UNPAID_PAYMENT_STATUSES, PAYMENT_STATUS } from '../../contract/statuses.ts';
import { notProvided, output } from '../chart-helpers.ts';
import { isNoAnswer } from '../errors.ts';
import type { OrderHistoryNavState } from '../order-history/index.ts';
import { type PayOutput, payMachine } from '../pay/index.ts';
import { leaveFor, qrToSave, remainingSeconds } from './context.ts';
import { qrSaveMachine } from './qr-save-machine.ts';
import type {
  LoadOrderInput,
  PaymentIdInput,
  PaymentOrder,
  PaymentPollContext,
  PaymentPollEmitted,
  PaymentPollEvent,
  PaymentPollInput,
  PaymentStatusOutput,
} from './types.ts';

/**
 * The QR page chart's setup (payment-poll-machine.ts holds the chart): its types, the placeholder
 * actors (payment-poll-implementations.ts gives the real ones), the child charts it invokes (the pay
 * flow, saving the QR), delays, guards and actions, each named so the chart refers to it by name.
 */

export const POLL_INTERVAL_MS = 10_000;
export const TICK_MS = 1_000;
/** A status check or lookup not answered within this is given up (aborted) and counts as a failed check. */
export const CHECK_TIMEOUT_MS = 15_000;
/** Failed status checks (or lookups) in a row after which the page says the connection is lost. */
export const CONNECTION_LOST_AFTER = 2;

export const status = output<PaymentStatusOutput>;
export const clockReading = output<number>;
export const checkError = ({ event }: { event: { error: unknown } }) => event.error;
export const paymentIdInput = ({ context }: { context: PaymentPollContext }) => ({
  paymentId: context.paymentId,
});

export const paymentPollSetup = setup({
  types: {
    context: {} as PaymentPollContext,
    events: {} as PaymentPollEvent,
    input: {} as PaymentPollInput,
    emitted: {} as PaymentPollEmitted,
    children: {} as { pay: 'pay'; qrSave: 'qrSave' },
    tags: {} as 'errorDialog' | 'expired' | 'busy' | 'paidToRefund' | 'watching',
  },
  actors: {
    loadOrder: fromPromise<PaymentOrder, LoadOrderInput>(notProvided('payment-poll', 'loadOrder')),
    checkStatus: fromPromise<PaymentStatusOutput, PaymentIdInput>(notProvided('payment-poll', 'checkStatus')),
    inquire: fromPromise<PaymentStatusOutput, PaymentIdInput>(notProvided('payment-poll', 'inquire')),
    /** The time now, epoch ms (the browser clock; a SimulatedClock in tests). */
    readClock: fromPromise<number>(notProvided('payment-poll', 'readClock')),
    /** The pay flow (machines/pay), invoked to renew an expired QR. */
    pay: payMachine,
    qrSave: qrSaveMachine,
  },
  delays: { pollInterval: POLL_INTERVAL_MS, tick: TICK_MS, checkTimeout: CHECK_TIMEOUT_MS },
  guards: {
    hasQrData: ({ context }) =>
      context.qrCode !== null && context.qrTimeoutMinutes !== null && context.createdDate !== null,
    isPaid: (_, output: PaymentStatusOutput) => output.paymentStatus === PAYMENT_STATUS.paid,
    isPaidToRefund: (_, output: PaymentStatusOutput) => output.paymentStatus === PAYMENT_STATUS.paidToRefund,
    hasEnded: (_, output: PaymentStatusOutput) =>
      ENDED_UNPAID_PAYMENT_STATUSES.includes(output.paymentStatus),
    isPastDeadline: ({ context }) => remainingSeconds(context) === 0,
    isNoAnswer: (_, error: unknown) => isNoAnswer(error),
  },
  actions: {
    assignOrder: assign(({ context }, order: PaymentOrder) => ({
      order,
      orderNo: context.orderNo ?? order.order_no,
      totalAmount: context.totalAmount ?? order.total_amount ?? null,
    })),
    assignNow: assign((_, now: number) => ({ now })),
    // The connection-lost line (selectors.ts isConnectionLost): shown after failed checks in a row (a
    // lookup with no answer counts as one) or the browser's offline event, gone with the first answered
    // check. It never touches the QR.
    // Counted up to CONNECTION_LOST_AFTER only: more says nothing new (and keeps the chart's states finite).
    countFailedCheck: assign(({ context }) => {
      const failedChecks = Math.min(context.failedChecks + 1, CONNECTION_LOST_AFTER);
      return {
        failedChecks,
        connectionLost: context.connectionLost || failedChecks === CONNECTION_LOST_AFTER,
      };
    }),
    markOffline: assign({ connectionLost: true }),
    markAnswered: assign({ failedChecks: 0, connectionLost: false }),
    announceDeadline: raise({ type: 'deadline.reached' }),
    startPay: sendTo('pay', { type: 'pay.start' }),
    saveQr: sendTo('qrSave', ({ context }) => ({ type: 'qr.save' as const, ...qrToSave(context) })),
    passToQrSave: forwardTo('qrSave'),
    goHome: emit(leaveFor(paths.home())),
    goToSuccess: emit(({ context }) => leaveFor(paths.paymentSuccess(context.orderId))),
    // The list says which order's payment was not made (OrderHistoryNavState).
    goToOrdersHistory: emit(({ context }) => ({
      ...leaveFor(paths.ordersHistory()),
      state: { paymentNotMade: context.orderId } satisfies OrderHistoryNavState,
    })),
    goToOrder: emit(({ context }) => leaveFor(paths.orderDetail(context.orderId), false)),
    // The pay chart was told `replace`: going back does not land on a dead QR.
    goWherePayWent: emit((_, navigation: PayOutput) => navigation),
  },
});
