/* The QR page says when its status checks do not reach the server (payment-poll-machine.ts, polling). */
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

/** The QR page opened 20 minutes before its deadline; each status check takes the next answer. */
function openQrPage(answers: Answer[]) {
  const clock = new SimulatedClock();
  clock.set(OPENED);
  const queue = [...answers];
  const seen = { checks: 0, aborted: 0, navigations: [] as string[] };
  const machine = paymentPollWith({
    loadOrder: fromPromise(async () => ({ order_no: 'SO-88', total_amount: 1200 })),
    checkStatus: fromPromise(({ signal }) => {
      seen.checks += 1;
      const answer = queue.shift() ?? 1;
      if (answer === SILENT)
        return new Promise<never>(() => {
          signal.addEventListener('abort', () => {
            seen.aborted += 1;
          });
        });
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ paymentStatus: answer });
    }),
    inquire: fromPromise(async () => ({ paymentStatus: 4 })),
    readClock: fromPromise(async () => clock.now()),
    createPayment: fromPromise(async () => ({})),
    shareQr: fromPromise(async () => 'shared'),
  });
  const actor = createActor(machine, {
    clock,
    input: {
      paymentId: '55',
      orderId: '88',
      now: OPENED,
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
  const send = async (type: 'browser.offline' | 'browser.online') => {
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
