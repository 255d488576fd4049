import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/*
 * The project's rule for charts (machines/README.md): every state and every event transition has a
 * description in plain words (Stately shows them). stately-extract.test.ts checks it on the source
 * text; this checks the running charts, so that the mutation run (docs/mutation.md), which cannot
 * extract instrumented source, sees an emptied description too.
 *
 * The charts are imported inside the test, not at the top of the file: a chart that throws while
 * its module loads (a mutant emptying `initial` or `type`) then fails this test, where Stryker sees
 * it, instead of failing every suite as it loads, which Stryker counts as survived.
 */

function undescribed(machine: AnyStateMachine): string[] {
  const missing: string[] = [];
  const visit = (node: AnyStateNode) => {
    if (!node.description?.trim()) missing.push(node.id);
    for (const [event, transitions] of node.transitions) {
      if (event.startsWith('xstate.')) continue; // invoke and delay outcomes
      for (const t of transitions) if (!t.description?.trim()) missing.push(`${node.id} on ${event}`);
    }
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return missing;
}

describe('every state and event transition is described', () => {
  it.each([
    ['cart', async () => (await import('../../machines/cart/index.ts')).cartMachine],
    ['checkout', async () => (await import('../../machines/checkout/index.ts')).checkoutMachine],
    ['payment-poll', async () => (await import('../../machines/payment-poll/index.ts')).paymentPollMachine],
  ] as const)('%s', async (_, load) => {
    expect(undescribed(await load())).toEqual([]);
  });
});
