/*
 * The QR page says when its status checks, or the lookup of an ended payment, do not reach the
 * server; a lookup with no answer is asked again (payment-poll-machine.ts, polling).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { isConnectionLost, qrPageView } from '../../machines/payment-poll/index.ts';
import { flush } from './helpers.ts';
import { paymentPollWith } from './payment-poll-actors.ts';

const OPENED = Date.parse('2026-03-02T08:00:00.000Z');
const noConnection = () => Object.assign(new Error('Failed to fetch'), { kind: 'network', status: null });
const serverError = () => Object.assign(new Error('HTTP 502'), { kind: 'http', status: 502 });
const refused = () => Object.assign(new Error('HTTP 404'), { kind: 'http', status: 404 });
/** A check that never answers (the server took the request and went quiet). */
const SILENT = 'silent';
type Answer = number | Error | typeof SILENT;

/**
 * The QR page with a 20-minute QR opened `minutesIn` minutes after it was made (past 20: expired);
 * each status check takes the next of `answers` (then 1), each lookup the next of `lookups` (then 4).
 */
function openQrPage(answers: Answer[], lookups: Answer[] = [], minutesIn = 0) {
  const clock = new SimulatedClock();
  clock.set(OPENED + minutesIn * 60_000);
  const seen = { checks: 0, inquiries: 0, aborted: 0, navigations: [] as string[] };
  /** An actor answering from `queue`: a status, a rejection, or never (counted when aborted). */
  const answering = (queue: Answer[], fallback: number, count: 'checks' | 'inquiries') =>
    fromPromise<{ paymentStatus: number }>(({ signal }) => {
      seen[count] += 1;
      const answer = queue.shift() ?? fallback;
      if (answer === SILENT)
        return new Promise<never>(() => {
          signal.addEventListener('abort', () => {
            seen.aborted += 1;
          });
        });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ paymentStatus: answer });
    });
  const machine = paymentPollWith({
    loadOrder: fromPromise(async () => ({ order_no: 'SO-88', total_amount: 1200 })),
    checkStatus: answering([...answers], 1, 'checks'),
    inquire: answering([...lookups], 4, 'inquiries'),
    readClock: fromPromise(async () => clock.now()),
    createPayment: fromPromise(async () => ({})),
    shareQr: fromPromise(async () => 'shared'),
  });
  const actor = createActor(machine, {
    clock,
    input: {
      paymentId: '55',
      orderId: '88',
      now: OPENED + minutesIn * 60_000,
      navState: { qr_code: 'UVI=', qr_timeout: 20, created_date: '2026-03-02T08:00:00.000Z' },
    },
  });
  actor.on('navigate', (event) => void seen.navigations.push(event.to));
  actor.start();
  const wait = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      clock.increment(1000);
      await flush();
    }
  };
  const send = async (type: 'browser.offline' | 'browser.online' | 'page.visible') => {
    actor.send({ type });
    await flush();
  };
  const lost = () => isConnectionLost(actor.getSnapshot());
  return { actor, seen, wait, send, lost };
}

describe('paymentPollMachine: the connection-lost line', () => {
  it('two unanswered checks in a row show it with the QR; the first answered check takes it away', async () => {
    const page = openQrPage([noConnection(), serverError(), 1]);
    await page.wait(10_000);
    expect(page.seen.checks).toBe(1);
    expect(page.lost()).toBe(false);
    await page.wait(10_000);
    expect(page.lost()).toBe(true);
    const view = qrPageView(page.actor.getSnapshot());
    expect(view).toMatchObject({ connectionLost: true, expired: false, qrCode: 'UVI=', active: true });
    await page.wait(10_000);
    expect(page.seen.checks).toBe(3);
    expect(page.lost()).toBe(false);
    expect(page.seen.navigations).toEqual([]);
  });

  it("the browser's offline event shows it at once; online looks at once and a pending answer clears it", async () => {
    const page = openQrPage([1]);
    await page.send('browser.offline');
    expect(page.lost()).toBe(true);
    expect(page.seen.checks).toBe(0);
    await page.send('browser.online');
    expect(page.seen.checks).toBe(1);
    expect(page.lost()).toBe(false);
  });

  it('back online, paid settles at once: the success page, never while offline', async () => {
    const page = openQrPage([noConnection(), 2]);
    await page.send('browser.offline');
    await page.wait(10_000);
    expect(page.seen.navigations).toEqual([]);
    expect(page.lost()).toBe(true);
    await page.send('browser.online');
    expect(page.seen.navigations).toEqual(['/payment/88/successful']);
    expect(page.actor.getSnapshot().status).toBe('done');
  });

  it('a refusal (404) is an answer: no line, and it resets the count', async () => {
    const page = openQrPage([noConnection(), refused(), noConnection(), refused()]);
    await page.wait(40_000);
    expect(page.seen.checks).toBe(4);
    expect(page.lost()).toBe(false);
  });

  it('a check with no answer in 15 s is given up and counted; the next look comes 10 s later', async () => {
    const page = openQrPage([SILENT, SILENT, 1]);
    await page.wait(10_000 + 15_000);
    expect(page.seen.aborted).toBe(1);
    expect(page.lost()).toBe(false);
    await page.wait(10_000 + 15_000);
    expect(page.seen.aborted).toBe(2);
    expect(page.lost()).toBe(true);
    await page.wait(10_000);
    expect(page.seen.checks).toBe(3);
    expect(page.lost()).toBe(false);
  });

  it('offline on the refund notice (status 6): no line, nothing is polled any more', async () => {
    const page = openQrPage([6]);
    await page.wait(10_000);
    await page.send('browser.offline');
    expect(qrPageView(page.actor.getSnapshot())).toMatchObject({ paidToRefund: true, connectionLost: false });
  });
});

describe('paymentPollMachine: a lookup with no answer (spec section 4: look the payment up once)', () => {
  const HISTORY = '/ordershistory';
  const SUCCESS = '/payment/88/successful';

  it('status 3, the lookup unreachable: the QR stays with the line, the lookup asked again every 10 s, then its answer routes', async () => {
    const page = openQrPage([3], [noConnection(), serverError(), noConnection(), 4]);
    await page.wait(10_000);
    expect(page.seen).toMatchObject({ checks: 1, inquiries: 1, navigations: [] });
    expect(page.lost()).toBe(false);
    await page.wait(10_000);
    expect(page.seen).toMatchObject({ checks: 1, inquiries: 2, navigations: [] });
    expect(page.lost()).toBe(true);
    const view = qrPageView(page.actor.getSnapshot());
    expect(view).toMatchObject({ active: true, expired: false, qrCode: 'UVI=', connectionLost: true });
    await page.wait(9_000);
    expect(page.seen.inquiries).toBe(2);
    await page.wait(1_000);
    expect(page.seen).toMatchObject({ checks: 1, inquiries: 3, navigations: [] });
    // Answered (4, not paid): order history, as before; the status was not checked again.
    await page.wait(10_000);
    expect(page.seen).toMatchObject({ checks: 1, inquiries: 4, navigations: [HISTORY] });
    expect(page.actor.getSnapshot().status).toBe('done');
  });

  it('back online, the lookup is asked at once; paid (2) only when its answer says so', async () => {
    const page = openQrPage([5], [noConnection(), 2]);
    await page.wait(10_000);
    await page.send('browser.offline');
    expect(page.lost()).toBe(true);
    expect(page.seen.navigations).toEqual([]);
    await page.send('browser.online');
    expect(page.seen.inquiries).toBe(2);
    expect(page.seen.navigations).toEqual([SUCCESS]);
  });

  it('the page shown again asks the lookup at once; only one lookup runs at a time', async () => {
    const page = openQrPage([3], [noConnection(), SILENT, 4]);
    await page.wait(10_000);
    await page.send('page.visible');
    expect(page.seen.inquiries).toBe(2);
    // The second lookup is in flight: online, shown again or 10 s ask nothing more.
    await page.send('browser.online');
    await page.send('page.visible');
    await page.wait(10_000);
    expect(page.seen.inquiries).toBe(2);
    expect(page.seen.checks).toBe(1);
  });

  it('a lookup given up after 15 s counts as failed and is asked again 10 s later', async () => {
    const page = openQrPage([4], [SILENT, SILENT, 2]);
    await page.wait(10_000 + 15_000);
    expect(page.seen).toMatchObject({ inquiries: 1, aborted: 1, navigations: [] });
    expect(page.lost()).toBe(false);
    await page.wait(10_000 + 15_000);
    expect(page.seen).toMatchObject({ inquiries: 2, aborted: 2, navigations: [] });
    expect(page.lost()).toBe(true);
    await page.wait(10_000);
    expect(page.seen.navigations).toEqual([SUCCESS]);
  });

  it('a refusal (404) is an answer: order history at once, no second lookup', async () => {
    const page = openQrPage([3], [refused()]);
    await page.wait(10_000);
    expect(page.seen).toMatchObject({ inquiries: 1, navigations: [HISTORY] });
  });

  it('past the deadline: the expired page stays while the lookup gets no answer, then its "not paid" keeps it', async () => {
    const page = openQrPage([4], [noConnection(), noConnection(), 4], 21);
    await flush();
    expect(page.seen).toMatchObject({ checks: 1, inquiries: 1, navigations: [] });
    await page.wait(10_000);
    expect(qrPageView(page.actor.getSnapshot())).toMatchObject({ expired: true, connectionLost: true });
    await page.wait(10_000);
    expect(page.seen).toMatchObject({ checks: 1, inquiries: 3, navigations: [] });
    expect(qrPageView(page.actor.getSnapshot())).toMatchObject({ expired: true, connectionLost: false });
    await page.wait(30_000);
    expect(page.seen.inquiries).toBe(3);
  });

  it('the QR expiring while the lookup waits to be asked again: asked at once', async () => {
    // 15 s left: the check (status 5) at 10 s, its lookup fails; the deadline 5 s later, before the 10 s.
    const page = openQrPage([5], [noConnection(), 2], 19.75);
    await page.wait(10_000);
    expect(page.seen.inquiries).toBe(1);
    await page.wait(4_000);
    expect(page.seen.inquiries).toBe(1);
    await page.wait(1_000);
    expect(page.seen.inquiries).toBe(2);
    expect(page.seen.navigations).toEqual([SUCCESS]);
  });
});
