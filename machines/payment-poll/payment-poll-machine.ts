import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { paths } from '../../contract/app-paths.ts';
import { ENDED_UNPAID_PAYMENT_STATUSES, PAYMENT_STATUS } from '../../contract/statuses.ts';
import { hasPaymentId, qrPageNavigation } from '../pay/index.ts';
import { initialContext, remainingSeconds } from './context.ts';
import type {
  CreatedPayment,
  CreatePaymentInput,
  LoadOrderInput,
  PaymentIdInput,
  PaymentOrder,
  PaymentPollContext,
  PaymentPollEmitted,
  PaymentPollEvent,
  PaymentPollInput,
  PaymentStatusOutput,
  ShareQrInput,
  ShareQrOutput,
} from './types.ts';

export { deadlineOf, remainingSeconds, secondsLeft } from './context.ts';

/**
 * The QR page (spec section 2 "Payment screens", section 4 "Payment status", section 5, section 8,
 * section 9; issue 11 item 6). Without the QR data in the navigation state it goes home. Otherwise it
 * loads the order detail (order number and amount; failure: an error dialog) and, while the QR can be
 * paid, counts down to the deadline created_date + qr_timeout minutes - every second and whenever the
 * page becomes visible again it READS THE CLOCK (readClock), it never decrements - and polls
 * check_status every 10 s: 2 -> success page; 3, 4, 5 -> one inquiry, then success if it says 2, else
 * order history; anything else keeps waiting. Status 6 (paid, but not for this order: a replaced QR
 * or a cancelled order; issue 20 item 6), from the poll or the inquiry, is its own outcome: the page
 * says the money will be refunded and offers the order, never the success page. At the deadline the page says the QR expired and offers
 * a new QR (the pay flow: create a payment, open its QR page) or the order; it still looks at the
 * payment (a payment made in the last seconds goes to the success page; any other answer keeps the
 * expired page). Saving the QR: the share sheet with the image file, else the image large to
 * long-press. Every way out is an emitted `navigate`. Timers are delayed transitions, so stopping the
 * actor stops them. Pure: actors are placeholders; src/features/payment/use-payment-poll.ts injects
 * the real ones.
 */

export const POLL_INTERVAL_MS = 10_000;
export const TICK_MS = 1_000;

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`payment-poll actor '${name}' is not provided`));
const status = ({ event }: { event: { output: PaymentStatusOutput } }) => event.output;
const created = ({ event }: { event: { output: CreatedPayment } }) => event.output;
const clockReading = ({ event }: { event: { output: number } }) => event.output;
const shareOutcome = ({ event }: { event: { output: ShareQrOutput } }) => event.output;
const paymentIdInput = ({ context }: { context: PaymentPollContext }): PaymentIdInput => ({
  paymentId: context.paymentId,
});
const orderIdInput = ({ context }: { context: PaymentPollContext }) => ({ orderId: context.orderId });
const shareQrInput = ({ context }: { context: PaymentPollContext }): ShareQrInput => ({
  qrCode: context.qrCode ?? '',
  fileName: `promptpay-${context.orderNo ?? context.orderId}.jpg`,
});

export const paymentPollMachine = setup({
  types: {
    context: {} as PaymentPollContext,
    events: {} as PaymentPollEvent,
    input: {} as PaymentPollInput,
    emitted: {} as PaymentPollEmitted,
    tags: {} as 'errorDialog' | 'expired' | 'busy' | 'sharing' | 'enlarged' | 'paidToRefund',
  },
  actors: {
    loadOrder: fromPromise<PaymentOrder, LoadOrderInput>(notProvided('loadOrder')),
    checkStatus: fromPromise<PaymentStatusOutput, PaymentIdInput>(notProvided('checkStatus')),
    inquire: fromPromise<PaymentStatusOutput, PaymentIdInput>(notProvided('inquire')),
    /** The time now, epoch ms (the browser clock; a SimulatedClock in tests). */
    readClock: fromPromise<number>(notProvided('readClock')),
    createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(notProvided('createPayment')),
    shareQr: fromPromise<ShareQrOutput, ShareQrInput>(notProvided('shareQr')),
  },
  delays: {
    pollInterval: POLL_INTERVAL_MS,
    tick: TICK_MS,
  },
  guards: {
    hasQrData: ({ context }) =>
      context.qrCode !== null && context.qrTimeoutMinutes !== null && context.createdDate !== null,
    isPaid: (_, output: PaymentStatusOutput) => output.paymentStatus === PAYMENT_STATUS.paid,
    isPaidToRefund: (_, output: PaymentStatusOutput) => output.paymentStatus === PAYMENT_STATUS.paidToRefund,
    hasEnded: (_, output: PaymentStatusOutput) =>
      ENDED_UNPAID_PAYMENT_STATUSES.includes(output.paymentStatus),
    isPastDeadline: ({ context }) => remainingSeconds(context) === 0,
    hasPaymentId: (_, payment: CreatedPayment) => hasPaymentId(payment),
    isShareUnsupported: (_, outcome: ShareQrOutput) => outcome === 'unsupported',
  },
  actions: {
    assignOrder: assign(({ context }, order: PaymentOrder) => ({
      order,
      orderNo: context.orderNo ?? order.order_no,
      totalAmount: context.totalAmount ?? order.total_amount ?? null,
    })),
    assignNow: assign((_, now: number) => ({ now })),
    goHome: emit({ type: 'navigate' as const, to: paths.home(), replace: true }),
    goToSuccess: emit(({ context }) => ({
      type: 'navigate' as const,
      to: paths.paymentSuccess(context.orderId),
      replace: true,
    })),
    goToOrdersHistory: emit({ type: 'navigate' as const, to: paths.ordersHistory(), replace: true }),
    goToOrder: emit(({ context }) => ({
      type: 'navigate' as const,
      to: paths.orderDetail(context.orderId),
      replace: false,
    })),
    // The expired QR page is replaced: going back does not land on a dead QR.
    goToNewQr: emit(({ context }, payment: CreatedPayment) => ({
      type: 'navigate' as const,
      ...qrPageNavigation(context.orderId, payment),
      replace: true,
    })),
    goToPayLater: emit(({ context }) => ({
      type: 'navigate' as const,
      to: paths.payLater(context.orderId),
      replace: true,
    })),
  },
}).createMachine({
  id: 'paymentPoll',
  description:
    'QR payment page: the QR, the order amount and a countdown; the payment status is polled every 10 s.',
  context: initialContext,
  initial: 'checkingNavState',
  states: {
    checkingNavState: {
      description: 'Spec section 5: without the QR code, timeout or created date the page goes home.',
      always: [
        {
          guard: 'hasQrData',
          target: 'active',
          description: 'Navigation state brought the QR code, timeout and created date: open the QR page.',
        },
        { target: 'leftForHome', description: 'The QR code, timeout or created date is missing: go home.' },
      ],
    },
    active: {
      description:
        'The QR page is open: order detail, countdown, status polling and saving the QR run side by side.',
      type: 'parallel',
      on: {
        'order.open': {
          target: '#paymentPoll.leftForOrder',
          description: 'The customer opens the order: leave the QR page for its detail.',
        },
      },
      states: {
        order: {
          description: 'The order detail shown on the QR page (order number and amount).',
          initial: 'loading',
          states: {
            loading: {
              description: 'The order detail is loading.',
              invoke: {
                id: 'loadOrder',
                src: 'loadOrder',
                input: orderIdInput,
                onDone: {
                  target: 'loaded',
                  description: 'The order detail loaded: show its number and amount.',
                  actions: { type: 'assignOrder', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'failed',
                  description: 'The order detail failed to load: an error dialog; polling goes on.',
                },
              },
            },
            loaded: { description: 'The order number and amount are shown.' },
            // Spec section 8 "Order detail failing on the QR page": an error dialog; polling goes on.
            failed: {
              description: 'The order detail failed to load: an error dialog; polling goes on.',
              tags: 'errorDialog',
              on: {
                'errorDialog.close': {
                  target: 'failureAcknowledged',
                  description: 'The customer closes the error dialog.',
                },
              },
            },
            failureAcknowledged: {
              description: 'The error dialog was closed; the page goes on without the order.',
            },
          },
        },
        payment: {
          description: 'Whether the QR can still be paid, and what the bank says about the payment.',
          initial: 'checkingDeadline',
          states: {
            checkingDeadline: {
              description:
                'Check whether the QR deadline (created date + timeout minutes) has already passed.',
              always: [
                {
                  guard: 'isPastDeadline',
                  target: 'expired',
                  description: 'The QR deadline has already passed: the page says the QR expired.',
                },
                {
                  target: 'watching',
                  description: 'The QR can still be paid: run the countdown and poll the status.',
                },
              ],
            },
            // The QR can be paid: countdown, status polling and saving run side by side.
            watching: {
              description:
                'The QR can be paid: the countdown runs and the payment status is polled every 10 s.',
              type: 'parallel',
              states: {
                countdown: {
                  description: 'The countdown to the QR deadline.',
                  initial: 'running',
                  // The browser may freeze timers of a hidden page: read the clock when it is shown again.
                  on: {
                    'page.visible': {
                      target: '.readingClock',
                      description: 'The page is shown again: read the clock (timers may have been frozen).',
                    },
                  },
                  states: {
                    running: {
                      description: 'The countdown shows the time left; each second the clock is read.',
                      after: {
                        tick: { target: 'readingClock', description: 'A second has passed: read the clock.' },
                      },
                    },
                    readingClock: {
                      description: 'Read the clock to update the time left.',
                      invoke: {
                        id: 'readClock',
                        src: 'readClock',
                        onDone: {
                          target: 'checkingDeadline',
                          description: 'The clock is read: update the time left, then check the deadline.',
                          actions: { type: 'assignNow', params: clockReading },
                        },
                        onError: {
                          target: 'running',
                          description: 'The clock could not be read: the countdown goes on as it was.',
                        },
                      },
                    },
                    checkingDeadline: {
                      description: 'At the deadline the QR expires; otherwise the countdown goes on.',
                      always: [
                        {
                          guard: 'isPastDeadline',
                          target: '#paymentPoll.active.payment.expired',
                          description: 'The deadline is reached: the QR expires.',
                        },
                        { target: 'running', description: 'Time is left: the countdown goes on.' },
                      ],
                    },
                  },
                },
                polling: {
                  description: 'Polling the payment status.',
                  initial: 'waiting',
                  states: {
                    waiting: {
                      description: 'Wait 10 s before checking the payment status.',
                      after: {
                        pollInterval: {
                          target: 'checking',
                          description: '10 s have passed: check the payment status.',
                        },
                      },
                    },
                    checking: {
                      description:
                        'Check the payment status: 2 is paid, 6 paid but not for the order, 3, 4 or 5 ended, anything else keeps waiting.',
                      invoke: {
                        id: 'checkStatus',
                        src: 'checkStatus',
                        input: paymentIdInput,
                        onDone: [
                          {
                            guard: { type: 'isPaid', params: status },
                            target: '#paymentPoll.paid',
                            description: "Status 2, paid: go to the 'payment successful' page.",
                          },
                          {
                            guard: { type: 'isPaidToRefund', params: status },
                            target: '#paymentPoll.paidToRefund',
                            description: 'Status 6, paid but not for this order: the money will be refunded.',
                          },
                          {
                            guard: { type: 'hasEnded', params: status },
                            target: 'inquiring',
                            description: 'Status 3, 4 or 5, failed or ended: look the payment up once.',
                          },
                          {
                            target: 'waiting',
                            description: 'Any other status: keep waiting, check again in 10 s.',
                          },
                        ],
                        // A failed check keeps waiting for the next one.
                        onError: {
                          target: 'waiting',
                          description: 'The check failed (network/5xx): keep polling, check again in 10 s.',
                        },
                      },
                    },
                    // Failed, expired or cancelled: ask the bank once.
                    inquiring: {
                      description:
                        'The payment failed, expired or was cancelled: look it up once; success if 2, the refund notice if 6, else order history.',
                      invoke: {
                        id: 'inquire',
                        src: 'inquire',
                        input: paymentIdInput,
                        onDone: [
                          {
                            guard: { type: 'isPaid', params: status },
                            target: '#paymentPoll.paid',
                            description: "The lookup says 2, paid: go to the 'payment successful' page.",
                          },
                          {
                            guard: { type: 'isPaidToRefund', params: status },
                            target: '#paymentPoll.paidToRefund',
                            description:
                              'The lookup says 6, paid but not for this order: the money will be refunded.',
                          },
                          {
                            target: '#paymentPoll.leftForOrdersHistory',
                            description: 'The lookup says not paid: go to order history.',
                          },
                        ],
                        onError: {
                          target: '#paymentPoll.leftForOrdersHistory',
                          description: 'The lookup failed: go to order history.',
                        },
                      },
                    },
                  },
                },
                save: {
                  description: 'Saving the QR image.',
                  initial: 'idle',
                  states: {
                    idle: {
                      description: 'The save button is shown under the QR.',
                      on: {
                        'qr.save': {
                          target: 'sharing',
                          description: 'The customer presses save: share the QR image.',
                        },
                      },
                    },
                    sharing: {
                      description: 'The share sheet with the QR image file is open.',
                      tags: 'sharing',
                      invoke: {
                        id: 'shareQr',
                        src: 'shareQr',
                        input: shareQrInput,
                        onDone: [
                          {
                            guard: { type: 'isShareUnsupported', params: shareOutcome },
                            target: 'enlarged',
                            description: 'No share sheet with files here: show the QR large to long-press.',
                          },
                          { target: 'idle', description: 'The share sheet closed (saved or cancelled).' },
                        ],
                        onError: {
                          target: 'enlarged',
                          description: 'The share sheet failed: show the QR large to long-press.',
                        },
                      },
                    },
                    // No share sheet with files (LINE's in-app browser): the image large, long-press to save.
                    enlarged: {
                      description:
                        'No share sheet with files (LINE in-app browser): the QR is shown large to long-press.',
                      tags: 'enlarged',
                      on: {
                        'qr.closeLarge': { target: 'idle', description: 'The customer closes the large QR.' },
                      },
                    },
                  },
                },
              },
            },
            // The deadline passed: the page says so and offers a new QR or the order.
            expired: {
              description: 'The QR deadline passed: the page says so and offers a new QR or the order.',
              tags: 'expired',
              initial: 'checking',
              on: {
                'qr.renew': {
                  target: 'renewing',
                  description: 'The customer asks for a new QR: create a new payment for the order.',
                },
              },
              states: {
                // A payment made in the last seconds still counts: 2 -> success, else the page stays.
                checking: {
                  description: 'A payment made in the last seconds still counts: check the payment status.',
                  invoke: {
                    id: 'checkStatus',
                    src: 'checkStatus',
                    input: paymentIdInput,
                    onDone: [
                      {
                        guard: { type: 'isPaid', params: status },
                        target: '#paymentPoll.paid',
                        description:
                          "Status 2, paid in the last seconds: go to the 'payment successful' page.",
                      },
                      {
                        guard: { type: 'isPaidToRefund', params: status },
                        target: '#paymentPoll.paidToRefund',
                        description: 'Status 6, paid but not for this order: the money will be refunded.',
                      },
                      {
                        guard: { type: 'hasEnded', params: status },
                        target: 'inquiring',
                        description: 'Status 3, 4 or 5, failed or ended: look the payment up once.',
                      },
                      { target: 'waiting', description: 'Any other status: check again in 10 s.' },
                    ],
                    onError: {
                      target: 'waiting',
                      description: 'The check failed (network/5xx): check again in 10 s.',
                    },
                  },
                },
                waiting: {
                  description: 'Wait 10 s before checking the payment status again.',
                  after: {
                    pollInterval: {
                      target: 'checking',
                      description: '10 s have passed: check the payment status.',
                    },
                  },
                },
                inquiring: {
                  description:
                    'The payment ended: look it up once; success if 2, the refund notice if 6, else the expired page stays.',
                  invoke: {
                    id: 'inquire',
                    src: 'inquire',
                    input: paymentIdInput,
                    onDone: [
                      {
                        guard: { type: 'isPaid', params: status },
                        target: '#paymentPoll.paid',
                        description: "The lookup says 2, paid: go to the 'payment successful' page.",
                      },
                      {
                        guard: { type: 'isPaidToRefund', params: status },
                        target: '#paymentPoll.paidToRefund',
                        description:
                          'The lookup says 6, paid but not for this order: the money will be refunded.',
                      },
                      // Stryker disable next-line ObjectLiteral,StringLiteral: equivalent, staying in inquiring (its lookup done) is settled: no tag, nothing runs, the same events.
                      { target: 'settled', description: 'The lookup says not paid: the expired page stays.' },
                    ],
                    onError: {
                      // Stryker disable next-line StringLiteral: equivalent, as above.
                      target: 'settled',
                      description: 'The lookup failed: the expired page stays.',
                    },
                  },
                },
                // The bank says the QR was not paid: nothing more to watch.
                settled: { description: 'The bank says the QR was not paid: nothing more to watch.' },
              },
            },
            // The pay flow (spec section 4): a new payment, then its QR page, else the pay-later page.
            renewing: {
              description: 'A new payment is being created: its QR page opens, else the pay-later page.',
              tags: ['expired', 'busy'],
              invoke: {
                id: 'createPayment',
                src: 'createPayment',
                input: orderIdInput,
                onDone: [
                  {
                    guard: { type: 'hasPaymentId', params: created },
                    target: '#paymentPoll.leftForNewQr',
                    description: 'The new payment came back with a payment_id: go to its QR page.',
                    actions: { type: 'goToNewQr', params: created },
                  },
                  {
                    target: '#paymentPoll.leftForPayLater',
                    description: 'The new payment came back without a payment_id: go to the pay-later page.',
                    actions: 'goToPayLater',
                  },
                ],
                onError: {
                  target: '#paymentPoll.leftForPayLater',
                  description: 'Creating the new payment failed: go to the pay-later page.',
                  actions: 'goToPayLater',
                },
              },
            },
          },
        },
      },
    },
    paid: {
      description: "Paid (status 2): the customer goes to the 'payment successful' page.",
      type: 'final',
      entry: 'goToSuccess',
    },
    // Issue 20 item 6: never 'payment successful' for money that did not pay the order.
    paidToRefund: {
      description:
        'Paid, but not for this order (status 6: a newer QR replaced this one, or the order was cancelled): the page says the money will be refunded and offers the order.',
      tags: 'paidToRefund',
      on: {
        'order.open': {
          target: 'leftForOrder',
          description: 'The customer opens the order: leave for its detail.',
        },
      },
    },
    leftForOrdersHistory: {
      description: 'The payment was not made: the customer goes to order history.',
      type: 'final',
      entry: 'goToOrdersHistory',
    },
    leftForHome: {
      description: 'The QR code, timeout or created date was missing: the customer goes home.',
      type: 'final',
      entry: 'goHome',
    },
    leftForOrder: {
      description: "The customer left for the order's detail page.",
      type: 'final',
      entry: 'goToOrder',
    },
    leftForNewQr: { description: "The customer left for the new payment's QR page.", type: 'final' },
    leftForPayLater: {
      description: 'No new payment could be made: the customer left for the pay-later page.',
      type: 'final',
    },
  },
});

export type PaymentPollMachine = typeof paymentPollMachine;
export type PaymentPollSnapshot = SnapshotFrom<typeof paymentPollMachine>;
