import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { cartMachine } from '../../../machines/cart/cart-machine.ts';
import { authModel } from './charts/auth.ts';
import { cartModel } from './charts/cart.ts';
import { productListModel } from './charts/product-list.ts';
import { sharePickerModel } from './charts/share-picker.ts';
import { shareSessionModel } from './charts/share-session.ts';
import { cover } from './coverage.ts';
import type { ChartModel } from './model.ts';

/**
 * The coverage tool does not pass what it should not: a transition no event reaches is reported,
 * never counted; a stale exclusion is reported; and the other charts' oracles catch a planted bug.
 */
const problemsOf = (model: ChartModel) => cover(model).problems.join('\n');

describe('the coverage tool', () => {
  const chart = setup({}).createMachine({
    id: 'tiny',
    initial: 'a',
    states: { a: { on: { go: 'b' } }, b: {}, c: { on: { back: 'a' } } },
  });
  const model: ChartModel = { name: 'tiny', machine: chart, oracle: () => [] };

  it('reports a transition no path reaches, and counts only what a real actor took', () => {
    const row = cover(model);
    expect(row.uncovered).toEqual(['c --on:back--> [a]']);
    expect([row.transitions, row.covered]).toEqual([2, 1]);
  });

  it('reports an exclusion that is taken or that the chart does not have', () => {
    const row = cover({ ...model, unreachable: { 'a --on:go--> [b]': 'wrong', 'x --on:y--> [z]': 'gone' } });
    expect(row.problems.sort()).toEqual([
      'excluded as unreachable but taken: a --on:go--> [b]',
      'exclusion of a transition the chart does not have: x --on:y--> [z]',
    ]);
  });
});

describe('the oracles of the other charts catch planted bugs', () => {
  it('cart: select-all that only ever selects', () => {
    const machine = cartMachine.provide({
      actions: {
        assignToggledAll: assign(({ context }) => ({
          products: context.products.map((line) => ({ ...line, select: true })),
        })),
      },
    });
    expect(problemsOf({ ...cartModel, machine })).toMatch(/cart\.toggleSelectAll.*lines/);
  });

  it('cart: paying under the 500-baht minimum', () => {
    const machine = cartModel.machine.provide({ guards: { isBelowMinimum: () => false } });
    expect(problemsOf({ ...cartModel, machine })).toMatch(/pay notice null, expected belowMinimum/);
  });

  it("auth: an outage shown as 'Error: ...' instead of the retry screen", () => {
    const machine = authModel.machine.provide({ guards: { isServiceUnavailable: () => false } });
    expect(problemsOf({ ...authModel, machine })).toMatch(/an outage does not show the retry screen/);
  });

  it('share-picker: a failure without its message', () => {
    const machine = sharePickerModel.machine.provide({ actions: { fail: () => {} } });
    expect(problemsOf({ ...sharePickerModel, machine })).toMatch(/need to call with ott in client/);
  });

  it('share-session (the open picker, split from share-picker): a failure without its message', () => {
    const machine = shareSessionModel.machine.provide({ actions: { fail: () => {} } });
    expect(problemsOf({ ...shareSessionModel, machine })).toMatch(/Timeout: not finished within 10min/);
  });

  it('product-list: a list that starts again on the route it already shows', () => {
    const machine = productListModel.machine.provide({ guards: { isSameList: () => false } });
    expect(problemsOf({ ...productListModel, machine })).toMatch(/the same route restarts the list/);
  });

  it('product-list: a list that keeps its products on a new route', () => {
    const machine = productListModel.machine.provide({ guards: { isSameList: () => true } });
    expect(problemsOf({ ...productListModel, machine })).toMatch(/does not start again on a new route/);
  });
});
