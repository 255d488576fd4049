import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
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
 * The QR page (spec section 4 "Payment status", section 5, section 8, section 9): with the QR data in
 * the navigation state it loads the order detail (failure: an error dialog), counts down to
 * created_date + qr_timeout minutes and polls check_status every 10 s: 2 -> success page; 3, 4, 5 ->
 * one inquiry, then success if it says 2, else order history; anything else keeps waiting. Without
 * the QR data it goes home. Timers are delayed transitions, so stopping the actor stops them.
 * Pure: actors are placeholders; src/features/payment/use-payment-poll.ts injects the API ones.
 */

/** payment_status values (CONTRACT.md). */
export const PAYMENT_STATUS = { pending: 1, paid: 2, failed: 3, expired: 4, cancelled: 5 } as const;
const ENDED: readonly number[] = [PAYMENT_STATUS.failed, PAYMENT_STATUS.expired, PAYMENT_STATUS.cancelled];

export const POLL_INTERVAL_MS = 10_000;
export const TICK_MS = 1_000;

/** Seconds from `now` to created_date + qr_timeout minutes (0 when past or unreadable). */
export function secondsLeft(createdDate: string, qrTimeoutMinutes: number, now: number): number {
  const deadline = Date.parse(createdDate) + qrTimeoutMinutes * 60_000;
  if (!Number.isFinite(deadline)) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

function initialContext({ input }: { input: PaymentPollInput }): PaymentPollContext {
  const nav = input.navState ?? {};
  const qrTimeoutMinutes = typeof nav.qr_timeout === 'number' ? nav.qr_timeout : null;
  const createdDate = nav.created_date || null;
  return {
    paymentId: input.paymentId,
    orderId: input.orderId,
    qrCode: nav.qr_code || null,
    qrTimeoutMinutes,
    createdDate,
    totalAmount: typeof nav.total_amount === 'number' ? nav.total_amount : null,
    orderNo: nav.order_no || null,
    remainingSeconds:
      createdDate && qrTimeoutMinutes !== null ? secondsLeft(createdDate, qrTimeoutMinutes, input.now) : 0,
    order: null,
  };
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`payment-poll actor '${name}' is not provided`));
const status = ({ event }: { event: { output: PaymentStatusOutput } }) => event.output;
const paymentIdInput = ({ context }: { context: PaymentPollContext }): PaymentIdInput => ({
  paymentId: context.paymentId,
});

export const paymentPollMachine = setup({
  types: {
    context: {} as PaymentPollContext,
    events: {} as PaymentPollEvent,
    input: {} as PaymentPollInput,
    emitted: {} as PaymentPollEmitted,
    tags: {} as 'errorDialog' | 'expired',
  },
  actors: {
    loadOrder: fromPromise<PaymentOrder, LoadOrderInput>(notProvided('loadOrder')),
    checkStatus: fromPromise<PaymentStatusOutput, PaymentIdInput>(notProvided('checkStatus')),
    inquire: fromPromise<PaymentStatusOutput, PaymentIdInput>(notProvided('inquire')),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    tick: TICK_MS,
  },
  guards: {
    hasQrData: ({ context }) =>
      context.qrCode !== null && context.qrTimeoutMinutes !== null && context.createdDate !== null,
    isPaid: (_, output: PaymentStatusOutput) => output.paymentStatus === PAYMENT_STATUS.paid,
    hasEnded: (_, output: PaymentStatusOutput) => ENDED.includes(output.paymentStatus),
    isTimeUp: ({ context }) => context.remainingSeconds <= 1,
    hasTimeLeft: ({ context }) => context.remainingSeconds > 0,
  },
  actions: {
    assignOrder: assign(({ context }, order: PaymentOrder) => ({
      order,
      orderNo: context.orderNo ?? order.order_no,
    })),
    countDown: assign(({ context }) => ({ remainingSeconds: Math.max(0, context.remainingSeconds - 1) })),
    goHome: emit({ type: 'navigate' as const, to: '/home', replace: true }),
    goToSuccess: emit(({ context }) => ({
      type: 'navigate' as const,
      to: `/payment/${context.orderId}/successful`,
      replace: true,
    })),
    goToOrdersHistory: emit({ type: 'navigate' as const, to: '/ordershistory', replace: true }),
  },
}).createMachine({
  id: 'paymentPoll',
  context: initialContext,
  initial: 'checkingNavState',
  states: {
    checkingNavState: {
      always: [{ guard: 'hasQrData', target: 'active' }, { target: 'leftForHome' }],
    },
    active: {
      type: 'parallel',
      states: {
        order: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignOrder', params: ({ event }) => event.output },
                },
                onError: 'failed',
              },
            },
            loaded: {},
            // Spec section 8 "Order detail failing on the QR page": an error dialog; polling goes on.
            failed: { tags: 'errorDialog', on: { 'errorDialog.close': 'failureAcknowledged' } },
            failureAcknowledged: {},
          },
        },
        countdown: {
          initial: 'starting',
          states: {
            starting: { always: [{ guard: 'hasTimeLeft', target: 'running' }, { target: 'expired' }] },
            running: {
              after: {
                tick: [
                  { guard: 'isTimeUp', target: 'expired', actions: 'countDown' },
                  { target: 'running', reenter: true, actions: 'countDown' },
                ],
              },
            },
            // The QR cannot be paid any more; polling continues until the bank gives a final answer.
            expired: { tags: 'expired' },
          },
        },
        polling: {
          initial: 'waiting',
          states: {
            waiting: { after: { pollInterval: 'checking' } },
            checking: {
              invoke: {
                id: 'checkStatus',
                src: 'checkStatus',
                input: paymentIdInput,
                onDone: [
                  {
                    guard: { type: 'isPaid', params: status },
                    target: '#paymentPoll.paid',
                  },
                  {
                    guard: { type: 'hasEnded', params: status },
                    target: 'inquiring',
                  },
                  { target: 'waiting' },
                ],
                // A failed check keeps waiting for the next one.
                onError: 'waiting',
              },
            },
            // Failed, expired or cancelled: ask the bank once.
            inquiring: {
              invoke: {
                id: 'inquire',
                src: 'inquire',
                input: paymentIdInput,
                onDone: [
                  {
                    guard: { type: 'isPaid', params: status },
                    target: '#paymentPoll.paid',
                  },
                  { target: '#paymentPoll.leftForOrdersHistory' },
                ],
                onError: '#paymentPoll.leftForOrdersHistory',
              },
            },
          },
        },
      },
    },
    paid: { type: 'final', entry: 'goToSuccess' },
    leftForOrdersHistory: { type: 'final', entry: 'goToOrdersHistory' },
    leftForHome: { type: 'final', entry: 'goHome' },
  },
});

export type PaymentPollMachine = typeof paymentPollMachine;
export type PaymentPollSnapshot = SnapshotFrom<typeof paymentPollMachine>;
