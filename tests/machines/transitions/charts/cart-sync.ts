import { isDeepStrictEqual } from 'node:util';
import { cartSyncMachine } from '../../../../machines/cart/cart-sync-machine.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle, Sample } from '../model.ts';

/**
 * The cart's refresh and reorder, from spec section 4 "Cart refresh on opening" (every line looked
 * up when /cart opens; docs/adr/0004-cart-keeps-lines.md) and issue 10 "Reorder" ('ซื้ออีกครั้ง'
 * loads the order's items, the reorder buttons wait meanwhile): one at a time; a reorder pressed
 * during a refresh replaces it; a second refresh or reorder while one runs is ignored. How each
 * ended goes to the cart (`cart.refreshed`, `cart.reordered`, `cart.reorderFailed`), which the
 * model records instead of a parent.
 */
const LINES = [
  { id: 1, name: 'สินค้า 1', price: 100, qty: 2, discount: 0, imageUrl: null, select: true },
  { id: 2, name: 'สินค้า 2', price: 50, qty: 1, discount: 5, imageUrl: null, select: false },
];
const refresh = (lines: unknown[]): Sample => ({ type: 'sync.refresh', lines });
const reorder = (orderId: number): Sample => ({ type: 'sync.reorder', orderId });

type Running = { kind: 'refresh' | 'reorder'; input: unknown } | null;

/** What runs after these steps: the last refresh or reorder started and not yet ended. */
function runningAfter(steps: readonly Observation[]): Running {
  let running: Running = null;
  for (const step of steps) {
    if (actorResult(step) || step.stopped.length) running = null;
    for (const started of step.started) {
      if (started.src === 'refreshLines') running = { kind: 'refresh', input: started.input };
      if (started.src === 'loadReorder') running = { kind: 'reorder', input: started.input };
    }
  }
  return running;
}

const TOLD = ['tellRefreshed', 'tellReordered', 'tellReorderFailed'];

const oracle: Oracle = (step, history) => {
  const problems: string[] = [];
  const before = runningAfter(history);
  const after = runningAfter([...history, step]);
  const event = step.event as Sample;
  const result = actorResult(step);
  const told = step.effects.filter((e) => TOLD.includes(e.type));
  problems.push(...check(step.status === 'active', 'the sync stops: the cart could not refresh again'));
  // The reorder buttons wait exactly while a reorder loads.
  problems.push(
    ...check(step.tags.includes('busy') === (after?.kind === 'reorder'), 'busy is not "a reorder loads"'),
  );
  let expectedTold: { type: string; params: unknown }[] = [];
  if (event.type === 'xstate.init')
    problems.push(...check(step.started.length === 0, 'something is looked up before the cart asks'));
  else if (event.type === 'sync.refresh') {
    if (before)
      problems.push(...check(step.started.length + step.stopped.length === 0, 'a refresh while one runs'));
    else {
      problems.push(...check(step.started.length === 1, 'opening the cart does not look its lines up once'));
      problems.push(...inputs(step, 'refreshLines', { lines: event.lines }));
    }
  } else if (event.type === 'sync.reorder') {
    if (before?.kind === 'reorder')
      problems.push(...check(step.started.length + step.stopped.length === 0, 'a reorder while one loads'));
    else {
      problems.push(...check(step.started.length === 1, "'ซื้ออีกครั้ง' does not load its order once"));
      problems.push(...inputs(step, 'loadReorder', { orderId: event.orderId }));
      problems.push(
        ...check(
          (before?.kind === 'refresh') === step.stopped.includes('refreshLines'),
          'a reorder during a refresh must replace it',
        ),
      );
    }
  } else if (result?.id === 'refreshLines' && result.done)
    expectedTold = [{ type: 'tellRefreshed', params: { outcomes: result.output } }];
  else if (result?.id === 'loadReorder') {
    const orderId = (before?.input as { orderId?: number } | undefined)?.orderId;
    expectedTold = result.done
      ? [{ type: 'tellReordered', params: { orderId, ...(result.output as object) } }]
      : [{ type: 'tellReorderFailed', params: { orderId } }];
  }
  // A refresh that broke down as a whole tells nothing: the cart keeps its lines as saved.
  problems.push(
    ...check(
      isDeepStrictEqual(told, expectedTold),
      `the cart was told ${JSON.stringify(told)}, expected ${JSON.stringify(expectedTold)}`,
    ),
  );
  return problems;
};

export const cartSyncModel: ChartModel = {
  name: 'cartSync',
  // The cart is its parent in the app; here the three messages to it are recorded (effects).
  machine: cartSyncMachine.provide({
    actions: { tellRefreshed: () => {}, tellReordered: () => {}, tellReorderFailed: () => {} },
  }),
  events: {
    'sync.refresh': [refresh(LINES)],
    'sync.reorder': [reorder(44)],
  },
  // A second opening while a refresh or a reorder runs, a second press while a reorder loads.
  probes: [refresh(LINES.slice(1)), reorder(45)],
  outputs: {
    refreshLines: [
      [
        { id: 1, outcome: 'updated', price: 110, discount: 0, imageUrl: 'fresh.jpg' },
        { id: 2, outcome: 'gone' },
      ],
    ],
    loadReorder: [
      {
        lines: [{ line: { id: 3, name: 'x', price: 9, discount: 0, imageUrl: null }, qty: 2 }],
        unavailable: ['เลิกขาย'],
      },
    ],
  },
  effects: TOLD,
  oracle,
};
