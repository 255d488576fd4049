import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, fromPromise, SimulatedClock } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { Navigate } from '../../machines/navigation.ts';
import type { CreatedPayment, CreatePaymentInput } from '../../machines/pay/index.ts';
import {
  canRenew,
  canSave,
  formatClock,
  isExpired,
  isPaidToRefund,
  isQrEnlarged,
  isRenewing,
  type LoadOrderInput,
  type PaymentIdInput,
  type PaymentOrder,
  type PaymentPollEvent,
  type PaymentPollInput,
  type PaymentPollSnapshot,
  type PaymentStatusOutput,
  paymentPollMachine,
  qrPageView,
  qrSaveView,
  type ShareQrInput,
  type ShareQrOutput,
  secondsLeft,
  selectClock,
  selectOrderNo,
  selectQrSave,
  selectTotalAmount,
  shareQrImage,
  showsErrorDialog,
} from '../../machines/payment-poll/index.ts';
import { type Deferred, flush, waitingActor } from './helpers.ts';
import { paymentPollWith } from './payment-poll-actors.ts';

/* The QR page (spec sections 2, 4 "Payment status", 5, 8, 9; issue 11 item 6). */

const NOW = Date.parse('2026-01-01T10:00:00.000Z');
const MINUTE = 60_000;
const DEADLINE = NOW + 15 * MINUTE;
const NAV = {
  qr_code: 'QUJD',
  qr_timeout: 15,
  created_date: '2026-01-01T10:00:00.000Z',
  total_amount: 575,
  order_no: 'SO-1',
};
const input = (overrides: Partial<PaymentPollInput> = {}): PaymentPollInput => ({
  paymentId: '7',
  orderId: '42',
  navState: NAV,
  now: NOW,
  ...overrides,
});
const ORDER: PaymentOrder = { order_no: 'SO-1', total_amount: 575 };
const NEW_PAYMENT: CreatedPayment = {
  payment_id: 8,
  qr_image: 'TkVX',
  qr_timeout: 15,
  created_date: '2026-01-01T10:20:00.000Z',
  amount: 575,
};
/** What the spec and the issue say each way out is (written apart from the chart). */
const SUCCESS = { to: '/payment/42/successful', replace: true };
/** Order history, told which order's payment was not made (the line above its list). */
const HISTORY = { to: '/ordershistory', replace: true, state: { paymentNotMade: '42' } };
const HOME = { to: '/home', replace: true };
const ORDER_PAGE = { to: '/ordershistory/42', replace: false };
const PAY_LATER = { to: '/ordershistory/paylater/42', replace: true };
const NEW_QR = {
  to: '/payment/8/42/qrcode',
  replace: true,
  state: {
    qr_code: 'TkVX',
    qr_timeout: 15,
    created_date: '2026-01-01T10:20:00.000Z',
    total_amount: 575,
  },
};

type Answer<T> = T | Error;
/** The save-the-QR child's snapshot (the hook reads it through selectQrSave). */
const saving = (snapshot: PaymentPollSnapshot) => selectQrSave(snapshot)?.getSnapshot();
type Navigation = Omit<Navigate<unknown>, 'type'>;

/**
 * A real actor on a SimulatedClock whose actors answer from queues (an Error rejects). The wall
 * clock `readClock` reads is the simulated time plus `hidden` (time that passed while the page was
 * hidden and its timers did not run).
 */
function start(
  options: {
    statuses?: Answer<number>[];
    inquiries?: Answer<number>[];
    order?: Answer<PaymentOrder>;
    payment?: Answer<CreatedPayment>;
    share?: Answer<ShareQrOutput>;
    /** How many clock readings fail first. */
    clockFailures?: number;
  } = {},
  pollInput = input(),
) {
  const clock = new SimulatedClock();
  clock.set(NOW);
  const wall = { hidden: 0 };
  const statuses = [...(options.statuses ?? [])];
  const inquiries = [...(options.inquiries ?? [])];
  let clockFailures = options.clockFailures ?? 0;
  const calls = {
    loadOrder: 0,
    checkStatus: 0,
    inquire: 0,
    createPayment: [] as unknown[],
    share: 0,
    shared: [] as ShareQrInput[],
  };
  const answer = <T>(value: Answer<T> | undefined, fallback: T): Promise<T> =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? fallback);
  const machine = paymentPollWith({
    loadOrder: fromPromise(async () => {
      calls.loadOrder += 1;
      return answer(options.order, ORDER);
    }),
    checkStatus: fromPromise(async () => {
      calls.checkStatus += 1;
      return { paymentStatus: await answer(statuses.shift(), 1) };
    }),
    inquire: fromPromise(async () => {
      calls.inquire += 1;
      return { paymentStatus: await answer(inquiries.shift(), 1) };
    }),
    readClock: fromPromise(async () => {
      if (clockFailures > 0) {
        clockFailures -= 1;
        throw new Error('no clock');
      }
      return clock.now() + wall.hidden;
    }),
    createPayment: fromPromise<CreatedPayment, CreatePaymentInput>(async ({ input: paymentInput }) => {
      calls.createPayment.push(paymentInput);
      return answer(options.payment, NEW_PAYMENT);
    }),
    shareQr: fromPromise<ShareQrOutput, ShareQrInput>(async ({ input: shareInput }) => {
      calls.share += 1;
      calls.shared.push(shareInput);
      return answer(options.share, 'shared' as ShareQrOutput);
    }),
  });
  const actor = createActor(machine, { input: { ...pollInput }, clock });
  const navigations: Navigation[] = [];
  actor.on('navigate', ({ type: _, ...navigation }) => void navigations.push(navigation));
  actor.start();
  /** Advances the clock by whole seconds, letting actors settle after each. */
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      clock.increment(1000);
      await flush();
    }
  };
  const pendingTimers = () => (clock as unknown as { timeouts: Map<unknown, unknown> }).timeouts.size;
  return { actor, clock, wall, calls, navigations, advance, pendingTimers };
}

describe('paymentPollMachine: navigation state', () => {
  for (const key of ['qr_code', 'qr_timeout', 'created_date'] as const) {
    it(`goes home (replace) when ${key} is missing`, () => {
      const { actor, navigations, calls } = start({}, input({ navState: { ...NAV, [key]: undefined } }));
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().value).toBe('leftForHome');
      expect(navigations).toEqual([HOME]);
      expect(calls.loadOrder).toBe(0);
    });
  }
  it('goes home when there is no navigation state at all', () => {
    const { navigations } = start({}, input({ navState: null }));
    expect(navigations).toEqual([HOME]);
  });
});

describe('paymentPollMachine: order detail', () => {
  it('loads the order detail: the order number and amount are shown even when not handed over', async () => {
    const { actor } = start({}, input({ navState: { ...NAV, order_no: null, total_amount: null } }));
    expect(selectOrderNo(actor.getSnapshot())).toBeNull();
    await flush();
    expect(selectOrderNo(actor.getSnapshot())).toBe('SO-1');
    expect(selectTotalAmount(actor.getSnapshot())).toBe(575);
  });

  it('failure shows the error dialog while polling goes on', async () => {
    const { actor, calls, advance } = start({ order: new Error('500') });
    await flush();
    expect(calls.loadOrder).toBe(1);
    expect(showsErrorDialog(actor.getSnapshot())).toBe(true);
    await advance(10_000);
    expect(calls.checkStatus).toBe(1);
    actor.send({ type: 'errorDialog.close' });
    expect(showsErrorDialog(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().status).toBe('active');
  });
});

describe('paymentPollMachine: the deadline is read from the clock', () => {
  it('counts down to created_date + qr_timeout minutes each second, then expires', async () => {
    const { actor, advance, clock } = start();
    clock.set(DEADLINE - 3000);
    await flush();
    expect(selectClock(actor.getSnapshot())).toBe('00:03');
    await advance(1000);
    expect(selectClock(actor.getSnapshot())).toBe('00:02');
    expect(isExpired(actor.getSnapshot())).toBe(false);
    await advance(2000);
    expect(selectClock(actor.getSnapshot())).toBe('00:00');
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('a clock reading that fails: the countdown goes on and the QR still expires at the deadline', async () => {
    const { actor, advance, clock } = start({ clockFailures: 1 });
    clock.set(DEADLINE - 3000);
    await advance(1000);
    expect(isExpired(actor.getSnapshot())).toBe(false);
    await advance(2000);
    expect(isExpired(actor.getSnapshot())).toBe(true);
  });

  it('page hidden 16 minutes (no timer ran) -> expired as soon as it is visible again', async () => {
    const { actor, wall, navigations } = start();
    expect(selectClock(actor.getSnapshot())).toBe('15:00');
    wall.hidden = 16 * MINUTE;
    actor.send({ type: 'page.visible' });
    await flush();
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(selectClock(actor.getSnapshot())).toBe('00:00');
    expect(canRenew(actor.getSnapshot())).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('after 14.5 minutes hidden, the next tick shows the time the clock says, not one second less', async () => {
    const { actor, wall, advance } = start();
    wall.hidden = 14.5 * MINUTE;
    await advance(1000);
    // 900 s - 870 s hidden - 1 s ticked: the old decrement would have shown 14:59.
    expect(selectClock(actor.getSnapshot())).toBe('00:29');
  });

  it('is expired from the start when the deadline has passed', () => {
    const { actor } = start({}, input({ now: NOW + 16 * MINUTE }));
    expect(isExpired(actor.getSnapshot())).toBe(true);
  });

  it('formats the clock mm:ss and computes seconds left', () => {
    expect(formatClock(15 * 60)).toBe('15:00');
    expect(formatClock(61)).toBe('01:01');
    expect(formatClock(3601)).toBe('1:00:01');
    expect(secondsLeft(NAV.created_date, 15, NOW)).toBe(900);
    expect(secondsLeft('nonsense', 15, NOW)).toBe(0);
  });
});

describe('paymentPollMachine: polling every 10 s', () => {
  it('checks nothing before 10 s, then paid (2) goes to the success page', async () => {
    const { calls, advance, navigations, actor, pendingTimers } = start({ statuses: [2] });
    await advance(9000);
    expect(calls.checkStatus).toBe(0);
    await advance(1000);
    expect(calls.checkStatus).toBe(1);
    expect(navigations).toEqual([SUCCESS]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(pendingTimers()).toBe(0);
  });

  it('pending (1), an unknown status and a failed check keep waiting', async () => {
    const { calls, advance, navigations } = start({ statuses: [1, 9, new Error('net'), 2] });
    await advance(30_000);
    expect(calls.checkStatus).toBe(3);
    expect(navigations).toEqual([]);
    await advance(10_000);
    expect(navigations).toEqual([SUCCESS]);
  });

  for (const ended of [3, 4, 5]) {
    it(`status ${ended}: one inquiry; 2 -> success`, async () => {
      const { calls, advance, navigations } = start({ statuses: [ended], inquiries: [2] });
      await advance(10_000);
      expect(calls.inquire).toBe(1);
      expect(navigations).toEqual([SUCCESS]);
    });
    it(`status ${ended}: one inquiry; not 2 -> order history`, async () => {
      const { calls, advance, navigations } = start({ statuses: [ended], inquiries: [ended] });
      await advance(30_000);
      expect(calls.inquire).toBe(1);
      expect(calls.checkStatus).toBe(1);
      expect(navigations).toEqual([HISTORY]);
    });
  }

  it('a refused inquiry (an answer, 404) goes to order history', async () => {
    const refused = Object.assign(new Error('HTTP 404'), { kind: 'http', status: 404 });
    const { navigations, advance } = start({ statuses: [3], inquiries: [refused] });
    await advance(10_000);
    expect(navigations).toEqual([HISTORY]);
  });

  it('an inquiry with no answer looked nothing up: not order history; asked again in 10 s', async () => {
    const { calls, navigations, advance } = start({ statuses: [3], inquiries: [new Error('down'), 2] });
    await advance(10_000);
    expect(calls.inquire).toBe(1);
    expect(navigations).toEqual([]);
    await advance(10_000);
    expect(calls).toMatchObject({ checkStatus: 1, inquire: 2 });
    expect(navigations).toEqual([SUCCESS]);
  });

  it('stopping the actor (page left) stops the polling and the countdown', async () => {
    const { actor, calls, advance, pendingTimers } = start();
    actor.stop();
    await advance(60_000);
    expect(calls.checkStatus).toBe(0);
    expect(pendingTimers()).toBe(0);
  });
});

describe('paymentPollMachine: expired', () => {
  const expiredInput = input({ now: DEADLINE });

  it('looks at the payment once more: paid in the last seconds -> success', async () => {
    const { navigations } = start({ statuses: [2] }, expiredInput);
    await flush();
    expect(navigations).toEqual([SUCCESS]);
  });

  it('the bank says expired (4): one inquiry, then the page stays expired and stops polling', async () => {
    const { actor, calls, advance, navigations, pendingTimers } = start(
      { statuses: [4], inquiries: [4] },
      expiredInput,
    );
    await flush();
    await advance(60_000);
    expect(calls.checkStatus).toBe(1);
    expect(calls.inquire).toBe(1);
    expect(navigations).toEqual([]);
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(pendingTimers()).toBe(0);
  });

  it('the payment ended (3) but the inquiry says paid (2): the success page', async () => {
    const { calls, navigations } = start({ statuses: [3], inquiries: [2] }, expiredInput);
    await flush();
    expect(calls.inquire).toBe(1);
    expect(navigations).toEqual([SUCCESS]);
  });

  it.each<[string, Answer<number>[], number, number]>([
    ['still pending: checks again every 10 s until a final answer', [1, 1, 2], 20_000, 3],
    ['a failed check is no answer: checks again 10 s later', [new Error('check down'), 2], 10_000, 2],
  ])('%s', async (_, statuses, wait, checks) => {
    const { calls, advance, navigations } = start({ statuses }, expiredInput);
    await flush();
    expect(calls.checkStatus).toBe(1);
    await advance(wait);
    expect(calls.checkStatus).toBe(checks);
    expect(navigations).toEqual([SUCCESS]);
  });

  it('a new QR: creates a payment for the order and opens its QR page in place of this one', async () => {
    const { actor, calls, navigations } = start({ statuses: [4], inquiries: [4] }, expiredInput);
    await flush();
    actor.send({ type: 'qr.renew' });
    expect(isRenewing(actor.getSnapshot())).toBe(true);
    expect(canRenew(actor.getSnapshot())).toBe(false);
    await flush();
    expect(calls.createPayment).toEqual([{ orderId: '42' }]);
    expect(navigations).toEqual([NEW_QR]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a new QR without payment_id, or failing, goes to the pay-later page', async () => {
    for (const payment of [{ payment_id: null }, new Error('500')]) {
      const { actor, navigations } = start({ payment }, expiredInput);
      actor.send({ type: 'qr.renew' });
      await flush();
      expect(navigations).toEqual([PAY_LATER]);
    }
  });

  it('new QR is not offered while the QR can still be paid', () => {
    const { actor } = start();
    expect(canRenew(actor.getSnapshot())).toBe(false);
  });
});

describe('paymentPollMachine: paid, but not for this order (6; issue 20 item 6)', () => {
  /** Never the success page: the refund notice stays, polling stops, the order is one tap away. */
  async function expectRefundNotice(run: ReturnType<typeof start>) {
    const { actor, advance, navigations, pendingTimers } = run;
    expect(isPaidToRefund(actor.getSnapshot())).toBe(true);
    expect(isExpired(actor.getSnapshot())).toBe(false);
    expect(navigations).toEqual([]);
    expect(pendingTimers()).toBe(0);
    await advance(30_000);
    expect(navigations).toEqual([]);
    actor.send({ type: 'order.open' });
    expect(navigations).toEqual([ORDER_PAGE]);
    expect(actor.getSnapshot().status).toBe('done');
  }

  it('the poll answers 6: the refund notice at once, no inquiry', async () => {
    const run = start({ statuses: [6] });
    await run.advance(10_000);
    expect(run.calls.inquire).toBe(0);
    await expectRefundNotice(run);
    expect(run.calls.checkStatus).toBe(1);
  });

  for (const ended of [3, 4, 5]) {
    it(`status ${ended}: one inquiry; 6 -> the refund notice, not order history`, async () => {
      const run = start({ statuses: [ended], inquiries: [6] });
      await run.advance(10_000);
      expect(run.calls.inquire).toBe(1);
      await expectRefundNotice(run);
    });
  }

  it('expired page: the look at the payment answers 6, or its inquiry does: the refund notice', async () => {
    const expiredInput = input({ now: DEADLINE });
    for (const answers of [{ statuses: [6] }, { statuses: [5], inquiries: [6] }]) {
      const run = start(answers, expiredInput);
      await flush();
      await expectRefundNotice(run);
    }
  });
});

describe('paymentPollMachine: the way to the order and saving the QR', () => {
  it('order.open goes to /ordershistory/{order_id}, before and after the expiry', async () => {
    for (const now of [NOW, DEADLINE]) {
      const { actor, navigations, pendingTimers } = start({}, input({ now }));
      actor.send({ type: 'order.open' });
      expect(navigations).toEqual([ORDER_PAGE]);
      expect(pendingTimers()).toBe(0);
    }
  });

  it('the share sheet took the file: back to idle; the customer closed it: idle too', async () => {
    for (const share of ['shared', 'cancelled'] as const) {
      const { actor, calls } = start({ share });
      actor.send({ type: 'qr.save' });
      await flush();
      expect(calls.share).toBe(1);
      expect(isQrEnlarged(saving(actor.getSnapshot()))).toBe(false);
      expect(canSave(saving(actor.getSnapshot()))).toBe(true);
    }
  });

  it('the QR is saved as promptpay-{order number}.jpg, the number loaded when not handed over', async () => {
    for (const navState of [NAV, { ...NAV, order_no: null }]) {
      const { actor, calls } = start({}, input({ navState }));
      await flush();
      actor.send({ type: 'qr.save' });
      await flush();
      expect(calls.shared).toEqual([{ qrCode: 'QUJD', fileName: 'promptpay-SO-1.jpg' }]);
    }
  });

  it('before the order number is known the file is named after the order id; the expiry ends saving', async () => {
    const { actor, calls, advance } = start(
      { order: new Error('500'), share: 'unsupported' },
      input({ navState: { ...NAV, order_no: null } }),
    );
    actor.send({ type: 'qr.save' });
    await flush();
    expect(calls.shared).toEqual([{ qrCode: 'QUJD', fileName: 'promptpay-42.jpg' }]);
    expect(isQrEnlarged(saving(actor.getSnapshot()))).toBe(true);
    await advance(15 * MINUTE);
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(isQrEnlarged(saving(actor.getSnapshot()))).toBe(false);
    expect(canSave(saving(actor.getSnapshot()))).toBe(false);
  });

  it('no share sheet with files (or it failed): the QR large with the long-press hint', async () => {
    for (const share of ['unsupported', new Error('NotAllowedError')] as const) {
      const { actor } = start({ share });
      actor.send({ type: 'qr.save' });
      await flush();
      expect(isQrEnlarged(saving(actor.getSnapshot()))).toBe(true);
      actor.send({ type: 'qr.closeLarge' });
      expect(isQrEnlarged(saving(actor.getSnapshot()))).toBe(false);
    }
  });

  it('shareQrImage shares the JPEG as a file where canShare({files}) allows, else says unsupported', async () => {
    const share = vi.fn(async () => {});
    const qr: ShareQrInput = { qrCode: 'QUJD', fileName: 'promptpay-SO-1.jpg' };
    expect(await shareQrImage(qr, { canShare: () => true, share })).toBe('shared');
    const [[data]] = share.mock.calls as unknown as [[ShareData]];
    const file = data.files?.[0] as File;
    expect(file.name).toBe('promptpay-SO-1.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([65, 66, 67]));
    expect(await shareQrImage(qr, { canShare: () => false, share })).toBe('unsupported');
    expect(await shareQrImage(qr, {})).toBe('unsupported');
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    expect(await shareQrImage(qr, { canShare: () => true, share: async () => Promise.reject(abort) })).toBe(
      'cancelled',
    );
    await expect(
      shareQrImage(qr, { canShare: () => true, share: async () => Promise.reject(new Error('denied')) }),
    ).rejects.toThrow('denied');
  });
});

/**
 * Model-based: xstate/graph walks the chart with the actors' done/error events, the delays and the
 * user events; the shortest path to each distinct state (value and context) is replayed on a real
 * actor with deferred actors and a SimulatedClock that is never advanced (the replay sends the
 * delayed events itself). Several scenarios keep the walk finite: the payment outcomes (clock
 * readings, polling, expiry, new QR, the order link) and the page around them (order detail, error
 * dialog; saving the QR is the child chart qrSave, tested above). At every step the actor is checked against an ORACLE written from the spec and
 * issue 11, not from the chart: where the customer must be sent so far, whether the page shows the
 * expiry, which inputs the actors got, and that no timer is left once the page is left.
 */
describe('paymentPollMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const failure = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
  const status = (n: number): PaymentStatusOutput => ({ paymentStatus: n });
  /** The pay chart (invoked to renew) done, after its createPayment answered `payment` (an Error rejects). */
  const renewed = (payment: Answer<CreatedPayment>) => ({ type: 'xstate.done.actor.pay', payment });
  const delayed = (delay: string, path: string) => ({
    type: `xstate.after.${delay}.paymentPoll.active.${path}`,
  });
  const TICK = delayed('tick', 'deadline.open.running');
  const POLL = delayed('pollInterval', 'polling.waiting');
  const LEFT = DEADLINE - 1000;

  const STATUS_ANSWERS = [
    ...[0, 1, 2, 3, 4, 5, 6].map((n) => done('checkStatus', status(n))),
    failure('checkStatus', new Error('check down')),
    done('inquire', status(2)),
    done('inquire', status(4)),
    done('inquire', status(6)),
    failure('inquire', new Error('inquiry down')),
    failure('inquire', Object.assign(new Error('HTTP 404'), { kind: 'http', status: 404 })),
    // The lookup asked again after no answer: 10 s later or back online.
    delayed('pollInterval', 'polling.inquiryDue'),
    { type: 'browser.online' },
  ];
  /** Before the deadline: the 10 s poll and its answers (the clock left out, so paths do not interleave). */
  const POLLING_EVENTS = [POLL, ...STATUS_ANSWERS, { type: 'order.open' }];
  /** The deadline: clock readings, the expired page's own look at the payment, new QR, the order. */
  const DEADLINE_EVENTS = [
    TICK,
    { type: 'page.visible' },
    done('readClock', LEFT),
    done('readClock', DEADLINE),
    failure('readClock', new Error('no clock')),
    POLL,
    ...STATUS_ANSWERS,
    { type: 'qr.renew' },
    renewed(NEW_PAYMENT),
    renewed({ payment_id: null }),
    renewed(new Error('create down')),
    { type: 'order.open' },
  ];
  /** The deadline passing while a poll or an inquiry is in flight. */
  const INTERLEAVED_EVENTS = [
    TICK,
    done('readClock', DEADLINE),
    POLL,
    done('checkStatus', status(3)),
    done('inquire', status(4)),
    done('inquire', status(2)),
  ];
  /** Saving the QR is the child chart qrSave: its answers are its own (the tests above, its model in transitions/). */
  const PAGE_EVENTS = [
    done('loadOrder', ORDER),
    failure('loadOrder', new Error('order down')),
    { type: 'errorDialog.close' },
    { type: 'order.open' },
  ];

  type ModelEvent = { type: string; output?: unknown; error?: unknown; payment?: Answer<CreatedPayment> };
  type Scenario = { events: ModelEvent[]; input: PaymentPollInput };
  const SCENARIOS: Record<string, Scenario> = {
    polling: { events: POLLING_EVENTS, input: input({ now: LEFT }) },
    'deadline, 1 s left': { events: DEADLINE_EVENTS, input: input({ now: LEFT }) },
    'opened expired': { events: DEADLINE_EVENTS, input: input({ now: DEADLINE }) },
    'deadline during a poll': { events: INTERLEAVED_EVENTS, input: input({ now: LEFT }) },
    'page around the QR': { events: PAGE_EVENTS, input: input({ now: LEFT }) },
    'without QR data': { events: POLLING_EVENTS, input: input({ navState: { total_amount: 575 } }) },
  };

  const modelFor = ({ events, input: pollInput }: Scenario) => {
    // The cast: TestModel's parameter type fixes the emitted-event type to EventObject, ours is narrower.
    const logic = paymentPollMachine as unknown as ActorLogic<PaymentPollSnapshot, PaymentPollEvent, unknown>;
    return new TestModel(logic, {
      events: events as unknown as PaymentPollEvent[],
      filterEvents: (snapshot, event) => snapshot.can(event),
      serializeState: ({ value, context }) => JSON.stringify({ value, context }),
      input: pollInput,
    });
  };
  type Path = ReturnType<ReturnType<typeof modelFor>['getShortestPaths']>[number];

  /**
   * The oracle: from the events so far, where the spec (sections 4 and 5) and issue 11 send the
   * customer, whether the QR is expired, and whether the page shows the refund notice (status 6,
   * issue 20 item 6). It knows the deadline and the status numbers, nothing of the chart's states.
   */
  function oracle(pollInput: PaymentPollInput, stepEvents: ModelEvent[]) {
    const nav = pollInput.navState ?? {};
    if (!nav.qr_code || typeof nav.qr_timeout !== 'number' || !nav.created_date) {
      return { navigation: HOME as Navigation, expired: false, refund: false };
    }
    const deadline = Date.parse(nav.created_date) + nav.qr_timeout * MINUTE;
    let expired = pollInput.now >= deadline;
    let refund = false;
    for (const event of stepEvents) {
      const [, kind, , id] = event.type.split('.');
      const paymentStatus = (event.output as PaymentStatusOutput | undefined)?.paymentStatus;
      if (event.type === 'order.open') return { navigation: ORDER_PAGE, expired, refund };
      if (id === 'readClock' && kind === 'done' && (event.output as number) >= deadline) expired = true;
      if ((id === 'checkStatus' || id === 'inquire') && kind === 'done' && paymentStatus === 2)
        return { navigation: SUCCESS, expired, refund };
      // Paid, but not for the order: the refund notice stays until the customer opens the order.
      if ((id === 'checkStatus' || id === 'inquire') && kind === 'done' && paymentStatus === 6) {
        refund = true;
        continue;
      }
      // An inquiry with no answer (here: not a 404) looked nothing up: it is asked again.
      const refused = (event.error as { status?: number } | undefined)?.status === 404;
      if (id === 'inquire' && kind === 'error' && !refused) continue;
      // Before the deadline a failed/ended payment confirmed by the inquiry leads to the orders;
      // after it, the expired page stays (issue 11: it says so and offers a new QR or the order).
      if (id === 'inquire' && !expired) return { navigation: HISTORY, expired, refund };
      if (id === 'pay') {
        const { payment } = event;
        const paid = !(payment instanceof Error) && payment?.payment_id;
        return { navigation: paid ? NEW_QR : PAY_LATER, expired, refund };
      }
    }
    return { navigation: null, expired, refund };
  }

  function harness(pollInput: PaymentPollInput) {
    const clock = new SimulatedClock();
    const pending = new Map<string, Deferred<unknown>>();
    const inputs: { id: string; input: unknown }[] = [];
    const stub = <TOutput, TInput>(name: string) =>
      waitingActor<TOutput, TInput>(
        pending,
        name,
        (actorInput) => void inputs.push({ id: name, input: actorInput }),
      );
    const actor = createActor(
      paymentPollWith({
        loadOrder: stub<PaymentOrder, LoadOrderInput>('loadOrder'),
        checkStatus: stub<PaymentStatusOutput, PaymentIdInput>('checkStatus'),
        inquire: stub<PaymentStatusOutput, PaymentIdInput>('inquire'),
        readClock: stub<number, unknown>('readClock'),
        createPayment: stub<CreatedPayment, CreatePaymentInput>('createPayment'),
        shareQr: stub<ShareQrOutput, ShareQrInput>('shareQr'),
      }),
      { input: pollInput, clock },
    );
    const navigations: Navigation[] = [];
    actor.on('navigate', ({ type: _, ...navigation }) => void navigations.push(navigation));
    actor.start();
    const answer = async (event: ModelEvent) => {
      const [, kind, , id = ''] = event.type.split('.');
      // The pay chart is done once its createPayment answered.
      const [name, ok, value] =
        id === 'pay'
          ? ['createPayment', !(event.payment instanceof Error), event.payment]
          : [id, kind === 'done', kind === 'done' ? event.output : event.error];
      const call = pending.get(name);
      if (!call) throw new Error(`no pending '${name}' actor for ${event.type}`);
      pending.delete(name);
      if (ok) call.resolve(value);
      else call.reject(value);
      await flush();
    };
    const timers = () => (clock as unknown as { timeouts: Map<unknown, unknown> }).timeouts.size;
    return { actor, answer, navigations, inputs, timers };
  }

  /** Inputs the actors must get (spec section 7): the payment id for the status calls, the order id otherwise. */
  const EXPECTED_INPUT: Record<string, unknown> = {
    loadOrder: { orderId: '42' },
    checkStatus: { paymentId: '7' },
    inquire: { paymentId: '7' },
    createPayment: { orderId: '42' },
    readClock: undefined,
  };

  async function replay(scenario: Scenario, path: Path) {
    const { actor, answer, navigations, inputs, timers } = harness(scenario.input);
    const seen: ModelEvent[] = [];
    await path.test({
      events: Object.fromEntries(
        scenario.events.map((event) => [
          event.type,
          async (step: { event: ModelEvent }) => {
            seen.push(step.event);
            if (step.event.type.startsWith('xstate.done.') || step.event.type.startsWith('xstate.error.'))
              await answer(step.event);
            else {
              actor.send(step.event as PaymentPollEvent);
              await flush();
            }
          },
        ]),
      ),
      states: {
        '*': () => {
          const actual = actor.getSnapshot();
          const expected = oracle(scenario.input, seen);
          expect(navigations).toEqual(expected.navigation ? [expected.navigation] : []);
          expect(actual.status).toBe(expected.navigation ? 'done' : 'active');
          if (expected.navigation) expect(timers()).toBe(0);
          else if (expected.refund) {
            // The refund notice: nothing runs, no QR and no expiry shown.
            expect(isPaidToRefund(actual)).toBe(true);
            expect(isExpired(actual)).toBe(false);
            expect(timers()).toBe(0);
          } else {
            expect(isPaidToRefund(actual)).toBe(false);
            expect(isExpired(actual)).toBe(expected.expired);
          }
          for (const call of inputs) expect(call.input).toEqual(EXPECTED_INPUT[call.id]);
        },
      },
    });
    actor.stop();
  }

  const describePath = (path: Path) =>
    path.steps
      .map(({ event }) => {
        const e = event as ModelEvent;
        if (e.type === POLL.type) return 'poll';
        if (e.type === TICK.type) return 'tick';
        const [, kind, , id] = e.type.split('.');
        const output = e.output as { paymentStatus?: number; payment_id?: unknown } | number | string;
        if (kind === 'done') {
          if (typeof output === 'object' && output && 'paymentStatus' in output)
            return `${id}=${output.paymentStatus}`;
          if (typeof output === 'number') return `${id}=${output >= DEADLINE ? 'deadline' : 'before'}`;
          if (typeof output === 'string') return `${id}=${output}`;
          return id;
        }
        if (id === 'pay') return e.payment instanceof Error ? 'createPayment failed' : 'createPayment';
        if (kind === 'error') return `${id} failed`;
        return e.type.replace('xstate.', '');
      })
      .filter((step) => step !== 'init')
      .join(' -> ') || '(start)';

  // Built in beforeAll, not while vitest collects the file: a chart mutant that breaks path
  // generation then fails a test (docs/mutation.md), instead of the file failing to load.
  const generated: Record<string, Path[]> = {};
  beforeAll(() => {
    for (const [name, scenario] of Object.entries(SCENARIOS))
      generated[name] = modelFor(scenario).getShortestPaths();
  });

  it.each(Object.keys(SCENARIOS))('%s: every generated path replays as the oracle says', async (name) => {
    const scenario = SCENARIOS[name] as Scenario;
    const paths = generated[name] ?? [];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      try {
        await replay(scenario, path);
      } catch (error) {
        throw new Error(`${JSON.stringify(path.state.value)} via ${describePath(path)}: ${String(error)}`, {
          cause: error,
        });
      }
    }
  });

  it('reaches every outcome the spec names (paths printed)', () => {
    // The distinct (source state -> target state, event) steps on the generated paths, printed.
    const edges = new Set<string>();
    for (const name of Object.keys(SCENARIOS)) {
      for (const path of generated[name] ?? []) {
        let previous = '';
        for (const step of path.steps) {
          const here = JSON.stringify(step.state.value);
          edges.add(`${previous}|${step.event.type}|${here}`);
          previous = here;
        }
      }
    }
    const routes = Object.values(generated).flat().map(describePath);
    console.log(
      `payment-poll model: ${routes.length} generated shortest paths, ${edges.size} distinct steps`,
    );
    // Each outcome the spec and the issue name is reached.
    const outcomes = new Set(
      Object.values(generated)
        .flat()
        .map((path) => JSON.stringify(path.state.value)),
    );
    for (const outcome of [
      'paid',
      'paidToRefund',
      'leftForOrdersHistory',
      'leftForHome',
      'leftForOrder',
      'leftForNewPayment',
    ])
      expect(outcomes).toContain(JSON.stringify(outcome));
    // Routes through a state reached sooner another way are on no shortest path; each is a
    // scenario test above: an ended status (3, 4, 5) then each inquiry answer ('status N: one
    // inquiry; ...'), the deadline read on page.visible ('page hidden 16 minutes') and on a tick
    // ('counts down ... then expires'), 'unsupported' then qr.closeLarge ('no share sheet with
    // files'); and every transition is replayed with the spec's oracle in tests/machines/transitions.
    expect((generated['without QR data'] ?? []).map((p) => p.state.value)).toEqual(['leftForHome']);
  });
});

describe('paymentPollMachine: what the QR page shows (qrPageView, qrSaveView)', () => {
  const closed = { sharing: false, canSave: false, enlarged: false };

  it('open: the order number, amount, QR and the whole 15 minutes; saving can start', async () => {
    const { actor } = start();
    await flush();
    expect(qrPageView(actor.getSnapshot())).toEqual({
      active: true,
      expired: false,
      paidToRefund: false,
      clock: '15:00',
      errorDialog: false,
      qrCode: 'QUJD',
      totalAmount: 575,
      orderNo: 'SO-1',
      renewing: false,
      canRenew: false,
      connectionLost: false,
    });
    expect(qrSaveView(saving(actor.getSnapshot()))).toEqual({ ...closed, canSave: true });
  });

  it("expired with 'new QR' pressed: the button is busy and cannot be pressed again; saving is gone", async () => {
    const { actor } = start({ statuses: [4], inquiries: [4] }, input({ now: DEADLINE }));
    await flush();
    expect(qrPageView(actor.getSnapshot())).toMatchObject({ expired: true, clock: '00:00', canRenew: true });
    actor.send({ type: 'qr.renew' });
    expect(qrPageView(actor.getSnapshot())).toMatchObject({ expired: true, renewing: true, canRenew: false });
    expect(qrSaveView(saving(actor.getSnapshot()))).toEqual(closed);
  });

  it('no share sheet for files: the QR is shown large; the order failing shows the error dialog', async () => {
    const { actor } = start({ order: new Error('500'), share: 'unsupported' });
    actor.send({ type: 'qr.save' });
    await flush();
    expect(qrSaveView(saving(actor.getSnapshot()))).toEqual({ ...closed, enlarged: true });
    expect(qrPageView(actor.getSnapshot())).toMatchObject({ errorDialog: true, orderNo: 'SO-1' });
  });
});
