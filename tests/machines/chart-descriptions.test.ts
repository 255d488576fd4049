import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { cartMachine } from '../../machines/cart/index.ts';
import { checkoutMachine } from '../../machines/checkout/index.ts';
import { paymentPollMachine } from '../../machines/payment-poll/index.ts';

/*
 * The project's rule for charts (machines/README.md): every state and every event transition has a
 * description in plain words (Stately shows them). stately-extract.test.ts checks it on the source
 * text; this checks the running charts, so that the mutation run (docs/mutation.md), which cannot
 * extract instrumented source, sees an emptied description too.
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
    ['cart', cartMachine],
    ['checkout', checkoutMachine],
    ['payment-poll', paymentPollMachine],
  ] as const)('%s', (_, machine) => {
    expect(undescribed(machine)).toEqual([]);
  });
});
