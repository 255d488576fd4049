import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/*
 * The project's rule for charts (machines/README.md, ADR 0009 point 9): every state and every
 * transition (events, invoke outcomes, delays, always, a compound state's onDone) has a description
 * in plain words (Stately shows them). stately-extract.test.ts checks it on the source
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
    for (const [event, transitions] of node.transitions)
      for (const t of transitions) if (!t.description?.trim()) missing.push(`${node.id} on ${event}`);
    for (const t of node.always ?? []) if (!t.description?.trim()) missing.push(`${node.id} always`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return missing;
}

describe('every state and transition is described', () => {
  it.each([
    ['cart', async () => (await import('../../machines/cart/index.ts')).cartMachine],
    ['checkout', async () => (await import('../../machines/checkout/index.ts')).checkoutMachine],
    ['order-placement', async () => (await import('../../machines/checkout/index.ts')).orderPlacementMachine],
    ['payment-coupon', async () => (await import('../../machines/checkout/index.ts')).paymentCouponMachine],
    ['cart-sync', async () => (await import('../../machines/cart/index.ts')).cartSyncMachine],
    ['cart-preview', async () => (await import('../../machines/cart/index.ts')).cartPreviewMachine],
    ['payment-poll', async () => (await import('../../machines/payment-poll/index.ts')).paymentPollMachine],
    ['qr-save', async () => (await import('../../machines/payment-poll/index.ts')).qrSaveMachine],
  ] as const)('%s', async (_, load) => {
    expect(undescribed(await load())).toEqual([]);
  });
});
