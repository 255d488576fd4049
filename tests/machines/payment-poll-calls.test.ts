import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  canSave,
  isActive,
  isSharing,
  type LoadOrderInput,
  type PaymentIdInput,
  type PaymentOrder,
  type PaymentStatusOutput,
  POLL_INTERVAL_MS,
  paymentPollMachine,
  type QrNavState,
  type ShareQrInput,
  type ShareQrOutput,
  selectQrCode,
  selectTotalAmount,
} from '../../machines/payment-poll/index.ts';
import { flush } from './helpers.ts';

/*
 * What the QR page asks the server, and about which payment or order (spec section 7: GET
 * /orders/detail?order_id, GET /payments/check_status/{payment_id} every 10 s, GET
 * /payments/inquiry/{payment_id}, POST /payments {order_id}). Found missing by mutation testing
 * (docs/mutation.md): the chart suite counted the calls but never looked at their inputs.
 */

const NOW = Date.parse('2026-01-01T10:00:00.000Z');
const NAV = { qr_code: 'QUJD', qr_timeout: 15, created_date: '2026-01-01T10:00:00.000Z' };

/** The QR page for payment 7 of order 42, every server call recorded with its input. */
function open(statuses: number[], now = NOW, navState: QrNavState = NAV, orderFails = false) {
  const clock = new SimulatedClock();
  clock.set(now);
  const calls: [string, unknown][] = [];
  const record =
    <T>(name: string, answer: () => T) =>
    async ({ input }: { input: unknown }) => {
      calls.push([name, input]);
      return answer();
    };
  const actor = createActor(
    paymentPollMachine.provide({
      actors: {
        loadOrder: fromPromise<PaymentOrder, LoadOrderInput>(
          record('loadOrder', () => {
            if (orderFails) throw new Error('500');
            return { order_no: 'SO-1', total_amount: 999 };
          }),
        ),
        checkStatus: fromPromise<PaymentStatusOutput, PaymentIdInput>(
          record('checkStatus', () => ({ paymentStatus: statuses.shift() ?? 1 })),
        ),
        inquire: fromPromise<PaymentStatusOutput, PaymentIdInput>(
          record('inquire', () => ({ paymentStatus: 4 })),
        ),
        readClock: fromPromise(async () => clock.now()),
        createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(
          record('createPayment', () => ({ payment_id: null })),
        ),
        shareQr: fromPromise<ShareQrOutput, ShareQrInput>(() => new Promise(() => {})),
      },
    }),
    { input: { paymentId: '7', orderId: '42', navState, now }, clock },
  );
  actor.start();
  return { actor, clock, calls };
}

describe('payment-poll: the calls name the payment and the order', () => {
  it('while the QR can be paid: order detail by order id, status and inquiry by payment id', async () => {
    const { clock, calls } = open([3]);
    await flush();
    clock.increment(POLL_INTERVAL_MS);
    await flush();
    await flush();
    expect(calls).toEqual([
      ['loadOrder', { orderId: '42' }],
      ['checkStatus', { paymentId: '7' }],
      ['inquire', { paymentId: '7' }],
    ]);
  });

  it('after the deadline: status and inquiry by payment id, a new payment for the order', async () => {
    const { actor, calls } = open([5], NOW + 15 * 60_000);
    await flush();
    await flush();
    actor.send({ type: 'qr.renew' });
    await flush();
    expect(calls).toEqual([
      ['loadOrder', { orderId: '42' }],
      ['checkStatus', { paymentId: '7' }],
      ['inquire', { paymentId: '7' }],
      ['createPayment', { orderId: '42' }],
    ]);
  });
});

describe('payment-poll: what the QR page shows (spec section 2 "Payment screens")', () => {
  it('the total amount handed over by the checkout, even when the order detail fails', async () => {
    const { actor } = open([], NOW, { ...NAV, total_amount: 575 }, true);
    await flush();
    expect(selectTotalAmount(actor.getSnapshot())).toBe(575);
  });

  it('no amount handed over and no order detail: no amount (not a made-up one)', async () => {
    const { actor } = open([], NOW, NAV, true);
    await flush();
    expect(selectTotalAmount(actor.getSnapshot())).toBeNull();
  });

  it('the page is active with the QR; save can be pressed until the share sheet opens', () => {
    const { actor } = open([]);
    expect(isActive(actor.getSnapshot())).toBe(true);
    expect(selectQrCode(actor.getSnapshot())).toBe(NAV.qr_code);
    expect(canSave(actor.getSnapshot())).toBe(true);
    expect(isSharing(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'qr.save' });
    expect(isSharing(actor.getSnapshot())).toBe(true);
    expect(canSave(actor.getSnapshot())).toBe(false);
  });

  it('without the QR data the page is not active (it goes home)', () => {
    const { actor } = open([], NOW, { ...NAV, qr_code: '' });
    expect(isActive(actor.getSnapshot())).toBe(false);
  });
});
