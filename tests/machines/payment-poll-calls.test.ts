import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CreatedPayment, CreatePaymentInput } from '../../machines/pay/index.ts';
import {
  canSave,
  isActive,
  isExpired,
  isSharing,
  type LoadOrderInput,
  type PaymentIdInput,
  type PaymentOrder,
  type PaymentPollSnapshot,
  type PaymentStatusOutput,
  POLL_INTERVAL_MS,
  type QrNavState,
  type ShareQrInput,
  type ShareQrOutput,
  selectQrCode,
  selectQrSave,
  selectTotalAmount,
} from '../../machines/payment-poll/index.ts';
import { deferred, flush } from './helpers.ts';
import { paymentPollWith } from './payment-poll-actors.ts';

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
    paymentPollWith({
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
    }),
    { input: { paymentId: '7', orderId: '42', navState, now }, clock },
  );
  actor.start();
  return { actor, clock, calls };
}

/** The save-the-QR child's snapshot (the hook reads it through selectQrSave). */
const saving = (snapshot: PaymentPollSnapshot) => selectQrSave(snapshot)?.getSnapshot();

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
    expect(canSave(saving(actor.getSnapshot()))).toBe(true);
    expect(isSharing(saving(actor.getSnapshot()))).toBe(false);
    actor.send({ type: 'qr.save' });
    expect(isSharing(saving(actor.getSnapshot()))).toBe(true);
    expect(canSave(saving(actor.getSnapshot()))).toBe(false);
  });

  it('without the QR data the page is not active (it goes home)', () => {
    const { actor } = open([], NOW, { ...NAV, qr_code: '' });
    expect(isActive(actor.getSnapshot())).toBe(false);
  });
});

describe('payment-poll: the deadline passing during a look-up (ADR 0009 point 5)', () => {
  /**
   * Status 3 is looked up once: an inquiry in flight when the QR expires is not cancelled and asked
   * again; its answer is read with the deadline passed (not paid: the expired page stays). (Only one
   * not answered within 15 s is given up and asked again: payment-poll-connection.test.ts.)
   */
  it('one inquiry for one status 3, its "not paid" keeps the expired page', async () => {
    const clock = new SimulatedClock();
    const start = NOW + 15 * 60_000 - 20_000;
    clock.set(start);
    const calls = { checkStatus: 0, inquire: 0 };
    const inquiry = deferred<PaymentStatusOutput>();
    const navigations: unknown[] = [];
    const actor = createActor(
      paymentPollWith({
        loadOrder: fromPromise(async () => ({ order_no: 'SO-1', total_amount: 999 })),
        checkStatus: fromPromise(async () => {
          calls.checkStatus += 1;
          return { paymentStatus: 3 };
        }),
        inquire: fromPromise(() => {
          calls.inquire += 1;
          return inquiry.promise;
        }),
        readClock: fromPromise(async () => clock.now()),
        createPayment: fromPromise(() => new Promise(() => {})),
        shareQr: fromPromise(() => new Promise(() => {})),
      }),
      { input: { paymentId: '7', orderId: '42', navState: NAV, now: start }, clock },
    );
    actor.on('navigate', (event) => void navigations.push(event));
    actor.start();
    const advance = async (ms: number) => {
      for (let t = 0; t < ms; t += 1000) {
        clock.increment(1000);
        await flush();
      }
    };
    await advance(POLL_INTERVAL_MS);
    expect(calls).toEqual({ checkStatus: 1, inquire: 1 });
    // The deadline 10 s later; the inquiry answers 14 s after it was asked.
    await advance(14_000);
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual({ checkStatus: 1, inquire: 1 });
    inquiry.resolve({ paymentStatus: 3 });
    await flush();
    await advance(30_000);
    expect(calls).toEqual({ checkStatus: 1, inquire: 1 });
    expect(navigations).toEqual([]);
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });
});
