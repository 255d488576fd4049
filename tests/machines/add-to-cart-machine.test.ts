import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type ActorLogic, createActor, getInitialSnapshot, getNextSnapshot, SimulatedClock } from 'xstate';
import { TestModel } from 'xstate/graph';
import {
  ADDED_NOTICE_MS,
  type AddLineParams,
  type AddToCartEvent,
  type AddToCartSnapshot,
  addToCartMachine,
  addToCartView,
  canAdd,
  canDecrement,
  canIncrement,
  DEFAULT_QUANTITY,
  FLY_TO_CART_MS,
  isFlying,
  selectAddedNotice,
  selectQuantity,
  selectQuantityNotice,
  selectQuantityText,
} from '../../machines/add-to-cart/index.ts';
import { type Cart, cartMachine } from '../../machines/cart/index.ts';
import { COLA } from '../fixtures/shop.ts';

/** A started add-to-cart actor on a simulated clock; `added` records what reached the cart. */
function start() {
  const clock = new SimulatedClock();
  const addLineToCart = vi.fn((_: unknown, _params: AddLineParams) => {});
  const actor = createActor(addToCartMachine.provide({ actions: { addLineToCart } }), { clock }).start();
  const added = () => addLineToCart.mock.calls.map(([, params]) => params);
  return { actor, clock, added };
}

describe('addToCartMachine: quantity stepper (spec section 5: integer, minimum 1, default 1)', () => {
  it('starts at 1 and cannot go below 1', () => {
    const { actor } = start();
    expect(selectQuantity(actor.getSnapshot())).toBe(DEFAULT_QUANTITY);
    expect(canDecrement(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quantity.decrement' });
    expect(selectQuantity(actor.getSnapshot())).toBe(1);
  });

  it('increments and decrements by 1', () => {
    const { actor } = start();
    actor.send({ type: 'quantity.increment' });
    actor.send({ type: 'quantity.increment' });
    expect(selectQuantity(actor.getSnapshot())).toBe(3);
    expect(canDecrement(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'quantity.decrement' });
    expect(selectQuantity(actor.getSnapshot())).toBe(2);
  });

  it('takes a typed whole number of at least 1 (the raw text: 48 is 48)', () => {
    const { actor } = start();
    actor.send({ type: 'quantity.type', text: '48' });
    expect(selectQuantity(actor.getSnapshot())).toBe(48);
    expect(selectQuantityText(actor.getSnapshot())).toBe('48');
    expect(selectQuantityNotice(actor.getSnapshot())).toBeNull();
  });

  it.each(['', '0', '-2', '1.5', '2.0000001', 'abc'])(
    'issue 10: %j is refused: the text stays with a message, and the add is refused while it stands',
    (text) => {
      const { actor, clock, added } = start();
      actor.send({ type: 'quantity.type', text: '4' });
      actor.send({ type: 'quantity.type', text });
      const s = actor.getSnapshot();
      expect(selectQuantity(s)).toBe(4);
      expect(selectQuantityText(s)).toBe(text);
      expect(selectQuantityNotice(s)).toBe('invalid');
      expect(canDecrement(s)).toBe(true);
      actor.send({ type: 'addToCart.press', line: COLA });
      expect(isFlying(actor.getSnapshot())).toBe(false);
      clock.increment(FLY_TO_CART_MS);
      expect(added()).toEqual([]);
      expect(selectQuantityNotice(actor.getSnapshot())).toBe('invalid');
      // A valid number replaces it; then the add goes through with it.
      actor.send({ type: 'quantity.type', text: '5' });
      expect(selectQuantityText(actor.getSnapshot())).toBe('5');
      actor.send({ type: 'addToCart.press', line: COLA });
      clock.increment(FLY_TO_CART_MS);
      expect(added()).toEqual([{ line: COLA, qty: 5 }]);
      // −/+ also replace a refused text, stepping from the quantity held.
      actor.send({ type: 'quantity.type', text: '' });
      actor.send({ type: 'quantity.increment' });
      expect(selectQuantityText(actor.getSnapshot())).toBe('2');
    },
  );

  it('above 999: brought down to 999 with a message; + stops at 999', () => {
    const { actor } = start();
    actor.send({ type: 'quantity.type', text: '1500' });
    expect(selectQuantity(actor.getSnapshot())).toBe(999);
    expect(selectQuantityNotice(actor.getSnapshot())).toBe('clamped');
    expect(canIncrement(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'quantity.increment' });
    expect(selectQuantity(actor.getSnapshot())).toBe(999);
  });
});

describe('addToCartMachine: the fly-to-cart gate (spec section 4, about 1000 ms)', () => {
  it('disables the button for the whole second, then adds the line and enables it again', () => {
    const { actor, clock, added } = start();
    actor.send({ type: 'quantity.type', text: '3' });
    expect(canAdd(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'addToCart.press', line: COLA });
    expect(isFlying(actor.getSnapshot())).toBe(true);
    expect(canAdd(actor.getSnapshot())).toBe(false);
    for (const step of [1, 500, 998]) {
      clock.set(step);
      expect(canAdd(actor.getSnapshot())).toBe(false);
      expect(added()).toEqual([]);
    }
    clock.increment(FLY_TO_CART_MS - 998);
    expect(added()).toEqual([{ line: COLA, qty: 3 }]);
    expect(canAdd(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ idle: 'noticing' });
    expect(actor.getSnapshot().context.pending).toBeNull();
  });

  it('addToCartView, what the stepper and the button show: before the press, in flight, with the notice', () => {
    const { actor, clock } = start();
    actor.send({ type: 'quantity.type', text: '3' });
    expect(addToCartView(actor.getSnapshot())).toEqual({
      quantity: 3,
      text: '3',
      notice: null,
      canAdd: true,
      canDecrement: true,
      canIncrement: true,
      flying: false,
      added: null,
    });
    actor.send({ type: 'addToCart.press', line: COLA });
    expect(addToCartView(actor.getSnapshot())).toMatchObject({ canAdd: false, flying: true, added: null });
    clock.increment(FLY_TO_CART_MS);
    expect(addToCartView(actor.getSnapshot())).toEqual({
      quantity: 1,
      text: '1',
      notice: null,
      canAdd: true,
      canDecrement: false,
      canIncrement: true,
      flying: false,
      added: { line: COLA, qty: 3 },
    });
  });

  it('pressing again during the flight does nothing', () => {
    const { actor, clock, added } = start();
    actor.send({ type: 'addToCart.press', line: COLA });
    clock.increment(400);
    actor.send({ type: 'addToCart.press', line: { ...COLA, id: 2 } });
    clock.increment(599);
    expect(added()).toEqual([]);
    clock.increment(1);
    expect(added()).toEqual([{ line: COLA, qty: 1 }]); // one add, the first product, on the first timer
    clock.increment(FLY_TO_CART_MS);
    expect(added()).toHaveLength(1);
  });

  it('adds the amount chosen at the press, even if the stepper moves during the flight; then the stepper is 1 again', () => {
    const { actor, clock, added } = start();
    actor.send({ type: 'quantity.type', text: '2' });
    actor.send({ type: 'addToCart.press', line: COLA });
    actor.send({ type: 'quantity.increment' });
    expect(selectQuantity(actor.getSnapshot())).toBe(3);
    clock.increment(FLY_TO_CART_MS);
    expect(added()).toEqual([{ line: COLA, qty: 2 }]);
    expect(selectQuantity(actor.getSnapshot())).toBe(DEFAULT_QUANTITY);
  });

  it('issue 20: the notice names the line and amount after the flight, for ADDED_NOTICE_MS, and hides on a new press', () => {
    const { actor, clock } = start();
    const line = { ...COLA, packSize: 'ลัง 24 ขวด' };
    actor.send({ type: 'quantity.type', text: '48' });
    actor.send({ type: 'addToCart.press', line });
    expect(selectAddedNotice(actor.getSnapshot())).toBeNull();
    clock.increment(FLY_TO_CART_MS);
    expect(selectAddedNotice(actor.getSnapshot())).toEqual({ line, qty: 48 });
    expect(canAdd(actor.getSnapshot())).toBe(true);
    clock.increment(ADDED_NOTICE_MS - 1);
    expect(selectAddedNotice(actor.getSnapshot())).toEqual({ line, qty: 48 });
    clock.increment(1);
    expect(selectAddedNotice(actor.getSnapshot())).toBeNull();
    // A second add: the notice goes while it flies and names the new amount after.
    actor.send({ type: 'addToCart.press', line });
    clock.increment(FLY_TO_CART_MS);
    actor.send({ type: 'addToCart.press', line: COLA });
    expect(selectAddedNotice(actor.getSnapshot())).toBeNull();
    clock.increment(FLY_TO_CART_MS);
    expect(selectAddedNotice(actor.getSnapshot())).toEqual({ line: COLA, qty: 1 });
  });

  it("issue 10: emits 'addToCart.added' with the product's name and the quantity once the line is in the cart", () => {
    const clock = new SimulatedClock();
    const order: string[] = [];
    const actor = createActor(
      addToCartMachine.provide({ actions: { addLineToCart: () => void order.push('cart') } }),
      { clock },
    );
    const toasts: { name: string; qty: number }[] = [];
    actor.on('addToCart.added', ({ name, qty }) => {
      order.push('toast');
      toasts.push({ name, qty });
    });
    actor.start();
    actor.send({ type: 'quantity.type', text: '48' });
    actor.send({ type: 'addToCart.press', line: COLA });
    expect(toasts).toEqual([]);
    clock.increment(FLY_TO_CART_MS);
    expect(toasts).toEqual([{ name: COLA.name, qty: 48 }]);
    expect(order).toEqual(['cart', 'toast']);
    expect(selectQuantityText(actor.getSnapshot())).toBe('1');
  });

  it('can add again once enabled; with the real cart chart the same product merges', () => {
    const clock = new SimulatedClock();
    const stored: Cart[] = [];
    const cart = createActor(
      cartMachine.provide({ actions: { persistCart: (_, c: Cart) => void stored.push(c) } }),
      { input: {} },
    ).start();
    const actor = createActor(
      addToCartMachine.provide({
        actions: {
          addLineToCart: (_, params: AddLineParams) => cart.send({ type: 'cart.addLine', ...params }),
        },
      }),
      { clock },
    ).start();
    actor.send({ type: 'addToCart.press', line: COLA });
    clock.increment(FLY_TO_CART_MS);
    actor.send({ type: 'quantity.type', text: '2' });
    actor.send({ type: 'addToCart.press', line: COLA });
    expect(cart.getSnapshot().context.products).toEqual([{ ...COLA, qty: 1, select: false }]);
    clock.increment(FLY_TO_CART_MS);
    expect(cart.getSnapshot().context.products).toEqual([{ ...COLA, qty: 3, select: false }]);
    expect(stored).toHaveLength(2);
  });

  it('a provided flyToCartDuration replaces the 1000 ms', () => {
    const clock = new SimulatedClock();
    const addLineToCart = vi.fn();
    const actor = createActor(
      addToCartMachine.provide({ actions: { addLineToCart }, delays: { flyToCartDuration: 50 } }),
      { clock },
    ).start();
    actor.send({ type: 'addToCart.press', line: COLA });
    clock.increment(50);
    expect(addLineToCart).toHaveBeenCalledTimes(1);
  });
});

/**
 * Model-based: xstate/graph walks the chart over a bounded quantity (1..3), with the flight's timer
 * as an event, and every generated path is replayed on a real actor driven by a simulated clock.
 * At every step: same state and context, the button enabled exactly in idle, and the cart has
 * received one line per completed flight.
 */
describe('addToCartMachine: model-based (xstate/graph)', () => {
  const FLIGHT_DONE = 'xstate.after.flyToCartDuration.addToCart.flying';
  const NOTICE_DONE = 'xstate.after.addedNoticeDuration.addToCart.idle.noticing';
  const events = [
    { type: 'quantity.increment' },
    { type: 'quantity.decrement' },
    { type: 'quantity.type', text: '3' },
    { type: 'quantity.type', text: '1.5' },
    { type: 'quantity.type', text: '' },
    { type: 'addToCart.press', line: COLA },
    { type: FLIGHT_DONE },
    { type: NOTICE_DONE },
  ] as unknown as AddToCartEvent[];
  const MAX = 3;

  // The last line added counts only as 'some' or 'none': its amount would multiply the states.
  const serializeState = ({ value, context }: AddToCartSnapshot) =>
    JSON.stringify({ value, context: { ...context, added: context.added !== null } });
  // The cast: TestModel's parameter type fixes the emitted-event type to EventObject.
  const logic = addToCartMachine as unknown as ActorLogic<AddToCartSnapshot, AddToCartEvent, unknown>;
  const model = new TestModel(logic, {
    events,
    filterEvents: (snapshot, event) =>
      snapshot.can(event) && !(event.type === 'quantity.increment' && snapshot.context.quantity >= MAX),
    serializeState,
  });
  // Built in beforeAll, not while vitest collects the file: a mutant that breaks path generation
  // then fails a test (docs/mutation.md), instead of the file failing to load.
  let paths: ReturnType<typeof model.getShortestPaths> = [];
  let routes: typeof paths = [];
  beforeAll(() => {
    paths = model.getShortestPaths({ allowDuplicatePaths: true });
    // Every simple path over the stepper's buttons, a valid typed amount and the flight (the refused
    // texts multiply the simple paths beyond use; the shortest paths above walk them).
    // The notice's end is left to the shortest paths too (it only doubles the idle states).
    routes = new TestModel(logic, {
      events: events.filter(
        (event) =>
          !['1.5', ''].includes((event as { text?: string }).text ?? '-') &&
          (event.type as string) !== NOTICE_DONE,
      ),
      filterEvents: (snapshot, event) =>
        snapshot.can(event) && !(event.type === 'quantity.increment' && snapshot.context.quantity >= MAX),
      serializeState,
    }).getSimplePaths();
  });
  // The flight's end returns to a state already seen (the stepper is 1 again), so no generated path
  // ends on it: this route walks it twice, each step checked against the chart's pure transition.
  const flightRoute = [
    { type: 'quantity.type', text: '3' },
    { type: 'addToCart.press', line: COLA },
    { type: FLIGHT_DONE },
    { type: 'quantity.increment' },
    { type: 'addToCart.press', line: COLA },
    { type: FLIGHT_DONE },
  ] as unknown as AddToCartEvent[];

  const stateName = (value: AddToCartSnapshot['value']) =>
    typeof value === 'string' ? value : `idle.${value.idle}`;
  it('reaches idle (with and without the notice) and flying with every quantity 1..3', () => {
    const reached = new Set(paths.map((p) => `${stateName(p.state.value)}:${p.state.context.quantity}`));
    for (const q of [1, 2, 3]) {
      expect(reached).toContain(`idle.quiet:${q}`);
      expect(reached).toContain(`idle.noticing:${q}`);
      expect(reached).toContain(`flying:${q}`);
    }
  });

  const named = (list: typeof paths) =>
    list.map((path) => {
      const route = path.steps
        .map(({ event }): string =>
          (event.type as string) === FLIGHT_DONE
            ? 'flight done'
            : (event.type as string) === NOTICE_DONE
              ? 'notice done'
              : event.type,
        )
        .filter((step) => step !== 'xstate.init')
        .join(' -> ');
      return [
        `${stateName(path.state.value)} q=${path.state.context.quantity} via ${route || '(start)'}`,
        path,
      ] as const;
    });

  async function replay(_: string, path: (typeof paths)[number]) {
    const { actor, clock, added } = start();
    let flights = 0;
    await path.test({
      events: Object.fromEntries(
        events.map((event) => [
          event.type,
          (step: { event: AddToCartEvent }) => {
            if ((step.event.type as string) === FLIGHT_DONE) {
              clock.increment(FLY_TO_CART_MS);
              flights += 1;
            } else if ((step.event.type as string) === NOTICE_DONE) clock.increment(ADDED_NOTICE_MS);
            else actor.send(step.event);
          },
        ]),
      ),
      states: {
        '*': (expected: AddToCartSnapshot) => {
          const actual = actor.getSnapshot();
          expect(actual.value).toEqual(expected.value);
          // The path's state stands for every context with the same serialisation (see serializeState).
          expect({ ...actual.context, added: null }).toEqual({ ...expected.context, added: null });
          expect(actual.context.added).toEqual(added().at(-1) ?? null);
          expect(canAdd(actual)).toBe(!['flying', 'adding'].includes(stateName(expected.value)));
          // The notice names the last line added, only between its flight's end and its timer.
          expect(selectAddedNotice(actual)).toEqual(
            stateName(expected.value) === 'idle.noticing' ? (added().at(-1) ?? null) : null,
          );
          expect(added()).toHaveLength(flights);
          expect(actual.context.quantity).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(actual.context.quantity)).toBe(true);
        },
      },
    });
  }

  const replayAll = async (list: typeof paths) => {
    expect(list.length).toBeGreaterThan(0);
    for (const [name, path] of named(list)) {
      try {
        await replay(name, path);
      } catch (error) {
        throw new Error(`${name}: ${String(error)}`, { cause: error });
      }
    }
  };
  it('every shortest path replays on a real actor', () => replayAll(paths));
  it('every simple route replays on a real actor', () => replayAll(routes));
  it('the flight end, twice: each step as the pure transition says; one line per flight, the stepper back at 1', () => {
    const { actor, clock, added } = start();
    let expected = getInitialSnapshot(addToCartMachine);
    for (const event of flightRoute) {
      expected = getNextSnapshot(addToCartMachine, expected, event);
      if ((event.type as string) === FLIGHT_DONE) clock.increment(FLY_TO_CART_MS);
      else actor.send(event);
      expect(actor.getSnapshot().value).toEqual(expected.value);
      expect(actor.getSnapshot().context).toEqual(expected.context);
    }
    expect(added()).toEqual([
      { line: COLA, qty: 3 },
      { line: COLA, qty: 2 },
    ]);
    expect(selectQuantity(actor.getSnapshot())).toBe(1);
  });
});
