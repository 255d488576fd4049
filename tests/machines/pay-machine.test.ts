import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  type CreatedPayment,
  type CreatePaymentInput,
  isPaying,
  type PayEvent,
  type PaySnapshot,
  payMachine,
} from '../../machines/pay/index.ts';
import { chartTestModel, flush, recordingActor, startKeepingEmitted } from './helpers.ts';

const PAYMENT: CreatedPayment = {
  payment_id: 7,
  qr_image: 'QUJD',
  qr_timeout: 15,
  created_date: '2026-01-01T10:00:00.000Z',
  amount: 575,
};
const QR_NAV = {
  type: 'navigate',
  to: '/payment/7/42/qrcode',
  replace: false,
  state: { qr_code: 'QUJD', qr_timeout: 15, created_date: '2026-01-01T10:00:00.000Z', total_amount: 575 },
};
const PAY_LATER = { type: 'navigate', to: '/ordershistory/paylater/42', replace: false };

function start(create: (input: CreatePaymentInput) => Promise<CreatedPayment>, replace = false) {
  const inputs: CreatePaymentInput[] = [];
  const actor = createActor(
    payMachine.provide({
      actors: {
        createPayment: recordingActor(inputs, create),
      },
    }),
    { input: { orderId: 42, replace } },
  );
  const emitted = startKeepingEmitted(actor, 'navigate');
  return { actor, emitted, inputs };
}

describe('payMachine', () => {
  it('creates a payment for the order and goes to the QR page with the QR data', async () => {
    const { actor, emitted, inputs } = start(async () => PAYMENT);
    expect(isPaying(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'pay.start' });
    expect(isPaying(actor.getSnapshot())).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(inputs).toEqual([{ orderId: 42 }]);
    expect(emitted).toEqual([QR_NAV]);
  });

  it('without a payment_id goes to the pay-later page', async () => {
    const { actor, emitted } = start(async () => ({ ...PAYMENT, payment_id: null }));
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([PAY_LATER]);
  });

  it('a creation failure goes to the pay-later page', async () => {
    const { actor, emitted } = start(async () => Promise.reject(new Error('409')));
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([PAY_LATER]);
  });

  it('its output is where it sent the customer; invoked with replace, that page replaces the current one', async () => {
    for (const [create, to] of [
      [async () => PAYMENT, QR_NAV.to],
      [async () => Promise.reject(new Error('409')), PAY_LATER.to],
    ] as const) {
      const { actor, emitted } = start(create, true);
      actor.send({ type: 'pay.start' });
      await waitFor(actor, (s) => s.status === 'done');
      expect(emitted.map((e) => [e.to, e.replace])).toEqual([[to, true]]);
      expect(actor.getSnapshot().output).toEqual(emitted[0]);
    }
  });

  it('a second tap while creating creates one payment', async () => {
    const { actor, inputs } = start(async () => PAYMENT);
    actor.send({ type: 'pay.start' });
    actor.send({ type: 'pay.start' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(inputs).toHaveLength(1);
  });
});

describe('payMachine: model-based (xstate/graph)', () => {
  const events = [
    { type: 'pay.start' },
    { type: 'xstate.done.actor.createPayment', output: PAYMENT },
    { type: 'xstate.done.actor.createPayment', output: { ...PAYMENT, payment_id: undefined } },
    { type: 'xstate.error.actor.createPayment', error: new Error('down') },
  ] as unknown as PayEvent[];
  const model = chartTestModel(payMachine, { events, input: { orderId: 42, replace: false } });
  const paths = model.getSimplePaths();
  console.log(`pay model: ${paths.length} generated simple paths`);
  type Path = (typeof paths)[number];

  it('generates the three outcomes: ok, no payment_id, failure', () => {
    const ends = paths.map((p) => p.steps.at(-1)?.event as { type: string; output?: CreatedPayment });
    expect(ends.filter((e) => e.type === 'xstate.done.actor.createPayment')).toHaveLength(2);
    expect(ends.filter((e) => e.type === 'xstate.error.actor.createPayment')).toHaveLength(1);
  });

  const label = (path: Path) =>
    path.steps
      .map(({ event }) => {
        const e = event as { type: string; output?: CreatedPayment };
        if (e.type.startsWith('xstate.error')) return 'createPayment failed';
        if (e.type.startsWith('xstate.done')) return e.output?.payment_id ? 'payment' : 'no payment_id';
        return e.type.replace('xstate.', '');
      })
      .filter((s) => s !== 'init')
      .join(' -> ') || '(start)';

  it.each(paths.map((p) => [label(p), p] as const))('path %s', async (_, path) => {
    let settle: ((event: { type: string; output?: CreatedPayment; error?: unknown }) => void) | null = null;
    const { actor, emitted } = start(
      () =>
        new Promise<CreatedPayment>((resolve, reject) => {
          settle = (event) =>
            event.type.startsWith('xstate.done') ? resolve(event.output ?? {}) : reject(event.error);
        }),
    );
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          async (step: { event: PayEvent }) => {
            if (step.event.type === 'pay.start') actor.send(step.event);
            else {
              (settle as unknown as (e: unknown) => void)(step.event);
              await flush();
            }
          },
        ]),
      ),
      states: {
        '*': (expected: PaySnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(isPaying(actual)).toBe(expected.value === 'creatingPayment');
          const nav = { toQrPage: [QR_NAV], toPayLater: [PAY_LATER] }[String(expected.value)] ?? [];
          expect(emitted).toEqual(nav);
        },
      },
    });
  });
});
