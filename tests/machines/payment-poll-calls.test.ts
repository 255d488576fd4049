import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { POLL_INTERVAL_MS, paymentPollMachine } from '../../machines/payment-poll/index.ts';
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
function open(statuses: number[], now = NOW) {
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
        loadOrder: fromPromise(record('loadOrder', () => ({ order_no: 'SO-1', total_amount: 575 }))),
        checkStatus: fromPromise(record('checkStatus', () => ({ paymentStatus: statuses.shift() ?? 1 }))),
        inquire: fromPromise(record('inquire', () => ({ paymentStatus: 4 }))),
        readClock: fromPromise(async () => clock.now()),
        createPayment: fromPromise(record('createPayment', () => ({ payment_id: null }))),
      },
    }),
    { input: { paymentId: '7', orderId: '42', navState: NAV, now }, clock },
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
