import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type CancelOrderInput,
  isCancelling,
  isConfirmingCancel,
  type OrderCancelEmitted,
  type OrderCancelEvent,
  type OrderCancelSnapshot,
  orderCancelMachine,
  type RefreshedOrder,
  showsCancelError,
} from '../../machines/order-cancel/index.ts';
import { chartTestModel, type Deferred, deferred, flush } from './helpers.ts';

/* Cancelling an order (spec section 4 "Cancelling an order", section 8 "Order cancel failure"). */

const TO_HISTORY: OrderCancelEmitted = { type: 'navigate', to: '/ordershistory', replace: true };
const REFRESHED: RefreshedOrder = { order_id: 42, status_id: 6 };

function start() {
  const cancels: Deferred<unknown>[] = [];
  const refreshes: Deferred<RefreshedOrder>[] = [];
  const calls: string[] = [];
  const actor = createActor(
    orderCancelMachine.provide({
      actors: {
        cancelOrder: fromPromise<unknown, CancelOrderInput>(({ input }) => {
          calls.push(`cancel ${input.orderId}`);
          const d = deferred<unknown>();
          cancels.push(d);
          return d.promise;
        }),
        refreshOrder: fromPromise<RefreshedOrder, CancelOrderInput>(({ input }) => {
          calls.push(`refresh ${input.orderId}`);
          const d = deferred<RefreshedOrder>();
          refreshes.push(d);
          return d.promise;
        }),
      },
    }),
    { input: { orderId: '42' } },
  );
  const emitted: OrderCancelEmitted[] = [];
  actor.on('navigate', (event) => void emitted.push(event));
  actor.start();
  return { actor, cancels, refreshes, calls, emitted };
}

describe('orderCancelMachine', () => {
  it('asks first; on confirm cancels, refreshes the order, then goes to order history', async () => {
    const { actor, cancels, refreshes, calls, emitted } = start();
    actor.send({ type: 'cancel.request' });
    expect(isConfirmingCancel(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([]);
    actor.send({ type: 'cancel.confirm' });
    expect(isConfirmingCancel(actor.getSnapshot())).toBe(false);
    expect(isCancelling(actor.getSnapshot())).toBe(true);
    cancels[0]!.resolve({ order_id: 42, status_id: 6 });
    await flush();
    expect(calls).toEqual(['cancel 42', 'refresh 42']);
    expect(emitted).toEqual([]);
    refreshes[0]!.resolve(REFRESHED);
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([TO_HISTORY]);
    expect(actor.getSnapshot().context.refreshed).toEqual(REFRESHED);
  });

  it("declining ('ไม่ต้องการ') cancels nothing and stays on the order", () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.decline' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('a failed cancel shows the error dialog, stays on the order and can be tried again', async () => {
    const { actor, cancels, calls, emitted } = start();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    cancels[0]!.reject(new Error('409 order cannot be cancelled'));
    await flush();
    expect(showsCancelError(actor.getSnapshot())).toBe(true);
    expect(isCancelling(actor.getSnapshot())).toBe(false);
    expect(calls).toEqual(['cancel 42']);
    actor.send({ type: 'error.close' });
    expect(showsCancelError(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'cancel.request' });
    expect(isConfirmingCancel(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it('a failed refresh after the cancel still goes to order history', async () => {
    const { actor, cancels, refreshes, emitted } = start();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    cancels[0]!.resolve({});
    await flush();
    refreshes[0]!.reject(new Error('network'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(emitted).toEqual([TO_HISTORY]);
  });

  it('ignores a second confirm while cancelling (one cancel call)', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.confirm' });
    actor.send({ type: 'cancel.request' });
    expect(calls).toEqual(['cancel 42']);
  });
});

describe('orderCancelMachine: model-based (xstate/graph)', () => {
  const events = [
    { type: 'cancel.request' },
    { type: 'cancel.confirm' },
    { type: 'cancel.decline' },
    { type: 'error.close' },
    { type: 'xstate.done.actor.cancelOrder', output: {} },
    { type: 'xstate.error.actor.cancelOrder', error: new Error('409') },
    { type: 'xstate.done.actor.refreshOrder', output: REFRESHED },
    { type: 'xstate.error.actor.refreshOrder', error: new Error('down') },
  ] as unknown as OrderCancelEvent[];
  const model = chartTestModel(orderCancelMachine, {
    events,
    serialize: ({ value }) => JSON.stringify(value),
    input: { orderId: '42' },
  });
  const paths = model.getSimplePaths();
  console.log(`order-cancel model: ${paths.length} generated simple paths`);
  type Path = (typeof paths)[number];

  it('visits every state, and order history only through a confirmed cancel', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    expect(visited).toEqual(
      new Set(['"idle"', '"confirming"', '"cancelling"', '"refreshing"', '"failed"', '"done"']),
    );
    for (const path of paths.filter((p) => p.state.value === 'done')) {
      const types = path.steps.map((s) => s.event.type);
      expect(types).toContain('cancel.confirm');
      expect(types).toContain('xstate.done.actor.cancelOrder');
    }
  });

  const label = (path: Path) =>
    path.steps
      .map(({ event }) => event.type.replace('xstate.', '').replace('.actor.', ' '))
      .filter((s) => s !== 'init')
      .join(' -> ') || '(start)';

  it.each(paths.map((p) => [label(p), p] as const))('path %s', async (_, path) => {
    const { actor, cancels, refreshes, emitted } = start();
    const settle = async <T>(
      list: Deferred<T>[],
      event: { type: string; output?: unknown; error?: unknown },
    ) => {
      const d = list.at(-1)!;
      if (event.type.includes('.done.')) d.resolve(event.output as T);
      else d.reject(event.error);
      await flush();
    };
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          async (step: { event: OrderCancelEvent }) => {
            const e = step.event as { type: string };
            if (e.type.includes('cancelOrder')) await settle(cancels, e);
            else if (e.type.includes('refreshOrder')) await settle(refreshes, e);
            else actor.send(step.event);
          },
        ]),
      ),
      states: {
        '*': (expected: OrderCancelSnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          expect(isConfirmingCancel(actual)).toBe(expected.value === 'confirming');
          expect(isCancelling(actual)).toBe(['cancelling', 'refreshing'].includes(String(expected.value)));
          expect(showsCancelError(actual)).toBe(expected.value === 'failed');
          expect(emitted).toEqual(expected.value === 'done' ? [TO_HISTORY] : []);
        },
      },
    });
  });
});
