import { describe, expect, it } from 'vitest';
import { type ActorLogic, createActor, fromPromise, SimulatedClock } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  formatClock,
  isExpired,
  type LoadOrderInput,
  type PaymentIdInput,
  type PaymentOrder,
  type PaymentPollEvent,
  type PaymentPollInput,
  type PaymentPollSnapshot,
  type PaymentStatusOutput,
  paymentPollMachine,
  secondsLeft,
  selectClock,
  showsErrorDialog,
} from '../../machines/payment-poll/index.ts';
import { type Deferred, deferred, flush } from './helpers.ts';

const NOW = Date.parse('2026-01-01T10:00:00.000Z');
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
const ORDER: PaymentOrder = { order_no: 'SO-1' };

type Answer<T> = T | Error;
/** A real actor on a SimulatedClock whose actors answer from queues (an Error rejects). */
function start(
  options: { statuses?: Answer<number>[]; inquiries?: Answer<number>[]; order?: Answer<PaymentOrder> } = {},
  pollInput = input(),
) {
  const clock = new SimulatedClock();
  const statuses = [...(options.statuses ?? [])];
  const inquiries = [...(options.inquiries ?? [])];
  const calls = { loadOrder: 0, checkStatus: 0, inquire: 0 };
  const answer = <T>(value: Answer<T> | undefined, fallback: T): Promise<T> =>
    value instanceof Error ? Promise.reject(value) : Promise.resolve(value ?? fallback);
  const machine = paymentPollMachine.provide({
    actors: {
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
    },
  });
  const actor = createActor(machine, { input: pollInput, clock });
  const navigations: { to: string; replace: boolean }[] = [];
  actor.on('navigate', ({ to, replace }) => void navigations.push({ to, replace }));
  actor.start();
  /** Advances the clock by whole seconds, letting actors settle after each. */
  const advance = async (ms: number) => {
    for (let t = 0; t < ms; t += 1000) {
      clock.increment(1000);
      await flush();
    }
  };
  return { actor, clock, calls, navigations, advance };
}

describe('paymentPollMachine: navigation state', () => {
  for (const key of ['qr_code', 'qr_timeout', 'created_date'] as const) {
    it(`goes home (replace) when ${key} is missing`, () => {
      const { actor, navigations, calls } = start({}, input({ navState: { ...NAV, [key]: undefined } }));
      expect(actor.getSnapshot().status).toBe('done');
      expect(actor.getSnapshot().value).toBe('leftForHome');
      expect(navigations).toEqual([{ to: '/home', replace: true }]);
      expect(calls.loadOrder).toBe(0);
    });
  }
  it('goes home when there is no navigation state at all', () => {
    const { navigations } = start({}, input({ navState: null }));
    expect(navigations).toEqual([{ to: '/home', replace: true }]);
  });
});

describe('paymentPollMachine: order detail and countdown', () => {
  it('loads the order detail; failure shows the error dialog while polling goes on', async () => {
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

  it('counts down to created_date + qr_timeout minutes each second, then shows the expiry', async () => {
    const { actor, advance } = start({}, input({ now: NOW + (15 * 60 - 3) * 1000 }));
    expect(selectClock(actor.getSnapshot())).toBe('00:03');
    await advance(1000);
    expect(selectClock(actor.getSnapshot())).toBe('00:02');
    expect(isExpired(actor.getSnapshot())).toBe(false);
    await advance(2000);
    expect(selectClock(actor.getSnapshot())).toBe('00:00');
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('is expired from the start when the deadline has passed', () => {
    const { actor } = start({}, input({ now: NOW + 16 * 60 * 1000 }));
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
    const { calls, advance, navigations, actor } = start({ statuses: [2] });
    await advance(9000);
    expect(calls.checkStatus).toBe(0);
    await advance(1000);
    expect(calls.checkStatus).toBe(1);
    expect(navigations).toEqual([{ to: '/payment/42/successful', replace: true }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('pending (1), an unknown status and a failed check keep waiting', async () => {
    const { calls, advance, navigations } = start({ statuses: [1, 9, new Error('net'), 2] });
    await advance(30_000);
    expect(calls.checkStatus).toBe(3);
    expect(navigations).toEqual([]);
    await advance(10_000);
    expect(navigations).toEqual([{ to: '/payment/42/successful', replace: true }]);
  });

  for (const ended of [3, 4, 5]) {
    it(`status ${ended}: one inquiry; 2 -> success`, async () => {
      const { calls, advance, navigations } = start({ statuses: [ended], inquiries: [2] });
      await advance(10_000);
      expect(calls.inquire).toBe(1);
      expect(navigations).toEqual([{ to: '/payment/42/successful', replace: true }]);
    });
    it(`status ${ended}: one inquiry; not 2 -> order history`, async () => {
      const { calls, advance, navigations } = start({ statuses: [ended], inquiries: [ended] });
      await advance(30_000);
      expect(calls.inquire).toBe(1);
      expect(calls.checkStatus).toBe(1);
      expect(navigations).toEqual([{ to: '/ordershistory', replace: true }]);
    });
  }

  it('a failed inquiry goes to order history', async () => {
    const { navigations, advance } = start({ statuses: [3], inquiries: [new Error('down')] });
    await advance(10_000);
    expect(navigations).toEqual([{ to: '/ordershistory', replace: true }]);
  });

  it('keeps polling after the QR expired until a final answer', async () => {
    const { actor, calls, advance, navigations } = start(
      { statuses: [1, 1, 2] },
      input({ now: NOW + (15 * 60 - 5) * 1000 }),
    );
    await advance(20_000);
    expect(isExpired(actor.getSnapshot())).toBe(true);
    expect(calls.checkStatus).toBe(2);
    await advance(10_000);
    expect(navigations).toEqual([{ to: '/payment/42/successful', replace: true }]);
  });

  it('stopping the actor (page left) stops the polling and the countdown', async () => {
    const { actor, calls, advance, clock } = start();
    actor.stop();
    await advance(60_000);
    expect(calls.checkStatus).toBe(0);
    // No timer of the stopped actor is left on the clock.
    expect((clock as unknown as { timeouts: Map<unknown, unknown> }).timeouts.size).toBe(0);
  });
});

/**
 * Model-based: xstate/graph walks the chart with the actors' done/error events and the delays as
 * events; every simple path is replayed on a real actor with deferred actors and a SimulatedClock
 * that is never advanced, the delayed events being sent by the replay itself (advancing the clock by
 * 10 s would also fire ten ticks, which the model counts as ten steps). The QR has 1 s left so the
 * countdown has two states (running, expired).
 */
describe('paymentPollMachine: model-based (xstate/graph)', () => {
  const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output });
  const failure = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
  const status = (n: number): PaymentStatusOutput => ({ paymentStatus: n });
  const POLL = 'xstate.after.pollInterval.paymentPoll.active.polling.waiting';
  const TICK = 'xstate.after.tick.paymentPoll.active.countdown.running';
  const events = [
    done('loadOrder', ORDER),
    failure('loadOrder', new Error('order down')),
    { type: 'errorDialog.close' },
    { type: TICK },
    { type: POLL },
    done('checkStatus', status(1)),
    done('checkStatus', status(2)),
    done('checkStatus', status(3)),
    done('checkStatus', status(4)),
    done('checkStatus', status(5)),
    done('checkStatus', status(0)),
    failure('checkStatus', new Error('check down')),
    done('inquire', status(2)),
    done('inquire', status(4)),
    failure('inquire', new Error('inquiry down')),
  ] as unknown as PaymentPollEvent[];

  const MODEL_INPUTS: Record<string, PaymentPollInput> = {
    withQr: input({ now: NOW + (15 * 60 - 1) * 1000 }),
    withoutQr: input({ navState: { total_amount: 575 } }),
  };

  const modelFor = (pollInput: PaymentPollInput) => {
    // The cast: TestModel's parameter type fixes the emitted-event type to EventObject, ours is narrower.
    const logic = paymentPollMachine as unknown as ActorLogic<PaymentPollSnapshot, PaymentPollEvent, unknown>;
    return new TestModel(logic, {
      events,
      filterEvents: (snapshot, event) => snapshot.can(event),
      serializeState: ({ value, context }) => JSON.stringify({ value, context }),
      input: pollInput,
    });
  };

  type Path = ReturnType<ReturnType<typeof modelFor>['getSimplePaths']>[number];

  function harness(pollInput: PaymentPollInput) {
    const pending = new Map<string, Deferred<unknown>>();
    const stub = <TOutput, TInput>(name: string) =>
      fromPromise<TOutput, TInput>(() => {
        const next = deferred<TOutput>();
        pending.set(name, next as Deferred<unknown>);
        return next.promise;
      });
    const actor = createActor(
      paymentPollMachine.provide({
        actors: {
          loadOrder: stub<PaymentOrder, LoadOrderInput>('loadOrder'),
          checkStatus: stub<PaymentStatusOutput, PaymentIdInput>('checkStatus'),
          inquire: stub<PaymentStatusOutput, PaymentIdInput>('inquire'),
        },
      }),
      { input: pollInput, clock: new SimulatedClock() },
    );
    const navigations: string[] = [];
    actor.on('navigate', ({ to }) => void navigations.push(to));
    actor.start();
    const answer = async (event: { type: string; output?: unknown; error?: unknown }) => {
      const [, kind, , id = ''] = event.type.split('.');
      const call = pending.get(id);
      if (!call) throw new Error(`no pending '${id}' actor for ${event.type}`);
      pending.delete(id);
      if (kind === 'done') call.resolve(event.output);
      else call.reject(event.error);
      await flush();
    };
    return { actor, answer, navigations };
  }

  const EXPECTED_NAVIGATION: Record<string, string | undefined> = {
    paid: '/payment/42/successful',
    leftForOrdersHistory: '/ordershistory',
    leftForHome: '/home',
  };

  async function replay(pollInput: PaymentPollInput, path: Path) {
    const { actor, answer, navigations } = harness(pollInput);
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          async (step: { event: PaymentPollEvent }) => {
            const type: string = step.event.type;
            if (type === 'errorDialog.close') actor.send(step.event);
            else if (type.startsWith('xstate.after.')) {
              actor.send(step.event);
              await flush();
            } else await answer(step.event);
          },
        ]),
      ),
      states: {
        '*': (expected: PaymentPollSnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(actual.context).toEqual(expected.context);
          expect(showsErrorDialog(actual)).toBe(expected.matches({ active: { order: 'failed' } }));
          expect(isExpired(actual)).toBe(expected.matches({ active: { countdown: 'expired' } }));
          const target = typeof expected.value === 'string' ? EXPECTED_NAVIGATION[expected.value] : undefined;
          expect(navigations).toEqual(target ? [target] : []);
          expect(actual.status).toBe(target ? 'done' : 'active');
        },
      },
    });
    actor.stop();
  }

  const describePath = (path: Path) =>
    path.steps
      .map(({ event }) => {
        const e = event as { type: string; output?: PaymentStatusOutput; error?: unknown };
        if (e.type === POLL) return 'poll';
        if (e.type === TICK) return 'tick';
        const [, kind, , id] = e.type.split('.');
        if (kind === 'done')
          return `${id}${e.output?.paymentStatus !== undefined ? `=${e.output.paymentStatus}` : ''}`;
        if (kind === 'error') return `${id} failed`;
        return e.type.replace('xstate.', '');
      })
      .filter((step) => step !== 'init')
      .join(' -> ') || '(start)';

  let total = 0;
  const generated: Record<string, Path[]> = {};
  for (const [name, pollInput] of Object.entries(MODEL_INPUTS)) {
    const paths = modelFor(pollInput).getSimplePaths();
    generated[name] = paths;
    total += paths.length;
    describe(`${name}: ${paths.length} generated paths`, () => {
      it.each(
        paths.map((path) => [`${JSON.stringify(path.state.value)} via ${describePath(path)}`, path] as const),
      )('%s', (_, path) => replay(pollInput, path));
    });
  }

  it('generates every payment path (count printed)', () => {
    console.log(`payment-poll model: ${total} generated simple paths`);
    const withQr = generated.withQr ?? [];
    const outcomes = new Set(withQr.map((path) => JSON.stringify(path.state.value)));
    expect(outcomes).toContain('"paid"');
    expect(outcomes).toContain('"leftForOrdersHistory"');
    // The error dialog and the expiry are walked through on the way (the dialog closed or not).
    const visited = new Set(
      withQr.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    for (const order of ['loading', 'loaded', 'failed', 'failureAcknowledged']) {
      for (const countdown of ['running', 'expired']) {
        for (const polling of ['waiting', 'checking', 'inquiring']) {
          expect(visited).toContain(JSON.stringify({ active: { order, countdown, polling } }));
        }
      }
    }
    const routes = withQr.map(describePath);
    expect(routes.some((r) => /checkStatus=1/.test(r) && /paid|checkStatus=2/.test(r))).toBe(true);
    for (const ended of [3, 4, 5]) {
      expect(routes.some((r) => r.endsWith(`checkStatus=${ended} -> inquire=2`))).toBe(true);
      expect(routes.some((r) => r.endsWith(`checkStatus=${ended} -> inquire=4`))).toBe(true);
    }
    expect((generated.withoutQr ?? []).map((p) => p.state.value)).toEqual(['leftForHome']);
  });
});
