import type { SnapshotFrom } from 'xstate';
import { initialContext } from './context.ts';
import { checkError, clockReading, paymentIdInput, paymentPollSetup, status } from './payment-poll-setup.ts';

export { deadlineOf, remainingSeconds, secondsLeft } from './context.ts';
export { CHECK_TIMEOUT_MS, CONNECTION_LOST_AFTER, POLL_INTERVAL_MS, TICK_MS } from './payment-poll-setup.ts';

/**
 * The QR page (spec sections 2, 4 "Payment status", 5, 8, 9). Without its QR data it goes home; else,
 * side by side: the order detail; the deadline (created_date + qr_timeout minutes, by READING THE
 * CLOCK), then the expired page (a new QR by the invoked pay chart, or the order); the status polling,
 * one region before and after the deadline, with the connection-lost line. Saving the QR: qr-save-machine.ts.
 * Ways out are emitted `navigate`s; timers are delayed transitions; actors: payment-poll-implementations.ts.
 */

export const paymentPollMachine = paymentPollSetup.createMachine({
  id: 'paymentPoll',
  description: 'QR page: the QR, the amount and a countdown; the payment status is polled every 10 s.',
  context: initialContext,
  initial: 'checkingNavState',
  states: {
    checkingNavState: {
      description: 'Spec section 5: without the QR code, timeout or created date the page goes home.',
      always: [
        { guard: 'hasQrData', target: 'active', description: 'The QR data is there: open the QR page.' },
        { target: 'leftForHome', description: 'The QR code, timeout or created date is missing: go home.' },
      ],
    },
    active: {
      description: 'The QR page is open: order detail, deadline and status polling run side by side.',
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
                input: ({ context }) => ({ orderId: context.orderId }),
                onDone: {
                  target: 'loaded',
                  description: 'The order detail loaded: show its number and amount.',
                  actions: { type: 'assignOrder', params: ({ event }) => event.output },
                },
                onError: { target: 'failed', description: 'Failed: an error dialog; polling goes on.' },
              },
            },
            loaded: { description: 'The order number and amount are shown.' },
            failed: {
              description: 'The order detail failed to load: an error dialog; polling goes on.',
              tags: 'errorDialog',
              on: {
                'errorDialog.close': { target: 'failureAcknowledged', description: 'The dialog is closed.' },
              },
            },
            failureAcknowledged: { description: 'The error dialog was closed; the page goes on without it.' },
          },
        },
        deadline: {
          description: 'Whether the QR can still be paid: the countdown, then the expired page.',
          initial: 'open',
          states: {
            open: {
              description: 'The QR can be paid: the countdown runs and the QR can be saved (qrSave).',
              initial: 'checking',
              invoke: { id: 'qrSave', src: 'qrSave' },
              on: {
                'page.visible': {
                  target: '.readingClock',
                  description: 'The page is shown again: read the clock (its timers may have been frozen).',
                },
                'qr.save': {
                  actions: 'saveQr',
                  description: 'Save pressed: qrSave shares the QR image file, named after the order number.',
                },
                'qr.closeLarge': { actions: 'passToQrSave', description: 'The large QR is closed (qrSave).' },
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
                      target: 'checking',
                      description: 'The clock is read: update the time left, then check the deadline.',
                      actions: { type: 'assignNow', params: clockReading },
                    },
                    onError: { target: 'running', description: 'No reading: the countdown goes on.' },
                  },
                },
                checking: {
                  description: 'At the deadline the QR expires; otherwise the countdown goes on.',
                  always: [
                    {
                      guard: 'isPastDeadline',
                      target: '#paymentPoll.active.deadline.expired',
                      description: 'The deadline is reached (or had passed on opening): the QR expires.',
                    },
                    { target: 'running', description: 'Time is left: the countdown goes on.' },
                  ],
                },
              },
            },
            expired: {
              description: 'The QR deadline passed: the page says so and offers a new QR or the order.',
              tags: 'expired',
              entry: 'announceDeadline',
              on: { 'qr.renew': { target: 'renewing', description: 'New QR pressed: the pay flow starts.' } },
            },
            renewing: {
              description: 'The pay flow creates a new payment: its QR page opens, else the pay-later page.',
              tags: ['expired', 'busy'],
              entry: 'startPay',
              invoke: {
                id: 'pay',
                src: 'pay',
                input: ({ context }) => ({ orderId: context.orderId, replace: true }),
                onDone: {
                  target: '#paymentPoll.leftForNewPayment',
                  description: 'The pay flow is done: go where it says (the new QR page, else pay-later).',
                  actions: { type: 'goWherePayWent', params: ({ event }) => event.output },
                },
              },
            },
          },
        },
        polling: {
          description: 'Polling the payment status, before and after the deadline.',
          initial: 'waiting',
          on: {
            'browser.offline': {
              actions: 'markOffline',
              description: 'The browser says it is offline: the lost line (while polling); the QR stays.',
            },
          },
          states: {
            waiting: {
              description: 'Wait 10 s before checking the payment status.',
              tags: 'watching',
              on: {
                'deadline.reached': {
                  target: 'checking',
                  description: 'The QR expired: look at once (a payment in the last seconds still counts).',
                },
                'page.visible': {
                  target: 'checking',
                  description: 'The page is shown again (back from the bank app): look at once.',
                },
                'browser.online': { target: 'checking', description: 'Back online: look at once.' },
              },
              after: {
                pollInterval: { target: 'checking', description: '10 s have passed: check the status.' },
              },
            },
            checking: {
              description: 'Check the status: 2 paid, 6 not for the order, 3, 4 or 5 ended, else wait.',
              tags: 'watching',
              after: {
                checkTimeout: {
                  target: 'waiting',
                  actions: 'countFailedCheck',
                  description: 'No answer in 15 s: given up, counted as failed; check again in 10 s.',
                },
              },
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
                    actions: 'markAnswered',
                    description: 'Status 3, 4 or 5, failed or ended: look the payment up once.',
                  },
                  {
                    target: 'waiting',
                    actions: 'markAnswered',
                    description: 'Any other status: answered (no lost line); check again in 10 s.',
                  },
                ],
                onError: [
                  {
                    guard: { type: 'isNoAnswer', params: checkError },
                    target: 'waiting',
                    actions: 'countFailedCheck',
                    description: 'No answer (network, 5xx): counted as failed; check again in 10 s.',
                  },
                  {
                    target: 'waiting',
                    actions: 'markAnswered',
                    description: 'A refusal (4xx) is an answer: no lost line; check again in 10 s.',
                  },
                ],
              },
            },
            inquiring: {
              description: '3, 4 or 5 (failed, expired, cancelled): look the payment up until it answers.',
              tags: 'watching',
              after: { checkTimeout: { target: 'inquiryDue', description: 'No answer in 15 s: given up.' } },
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
                    description: 'The lookup says 6, paid but not for this order: to be refunded.',
                  },
                  { target: 'notPaid', description: 'The lookup says any other status: not paid.' },
                ],
                onError: [
                  {
                    guard: { type: 'isNoAnswer', params: checkError },
                    target: 'inquiryDue',
                    description: 'No answer (network, 5xx, 408): nothing looked up; counted, asked again.',
                  },
                  { target: 'notPaid', description: 'A refusal (4xx) is an answer: not paid.' },
                ],
              },
            },
            inquiryDue: {
              description: 'The lookup got no answer (a failed check): the page stays; ask it again in 10 s.',
              tags: 'watching',
              entry: 'countFailedCheck',
              on: {
                'deadline.reached': { target: 'inquiring', description: 'The QR expired: ask at once.' },
                'page.visible': { target: 'inquiring', description: 'The page is shown again: ask at once.' },
                'browser.online': { target: 'inquiring', description: 'Back online: ask at once.' },
              },
              after: { pollInterval: { target: 'inquiring', description: '10 s have passed: ask again.' } },
            },
            notPaid: {
              description: 'The lookup answered not paid: order history, or the expired page stays.',
              always: [
                { guard: 'isPastDeadline', target: 'settled', description: 'QR expired: its page stays.' },
                { target: '#paymentPoll.leftForOrdersHistory', description: 'Go to order history.' },
              ],
            },
            settled: { description: 'The bank says the expired QR was not paid: nothing more to watch.' },
          },
        },
      },
    },
    paid: { type: 'final', entry: 'goToSuccess', description: "Status 2: the 'payment successful' page." },
    paidToRefund: {
      description: 'Status 6, paid not for this order (a newer QR, a cancelled order): the refund notice.',
      tags: 'paidToRefund',
      on: { 'order.open': { target: 'leftForOrder', description: 'Opens the order: its detail page.' } },
    },
    leftForOrdersHistory: {
      type: 'final',
      entry: 'goToOrdersHistory',
      description: 'Not paid: order history.',
    },
    leftForHome: {
      type: 'final',
      entry: 'goHome',
      description: 'QR code, timeout or created date missing: home.',
    },
    leftForOrder: { type: 'final', entry: 'goToOrder', description: "Left for the order's detail page." },
    leftForNewPayment: { type: 'final', description: "Left for the new payment's QR page, or pay-later." },
  },
});

export type PaymentPollSnapshot = SnapshotFrom<typeof paymentPollMachine>;
