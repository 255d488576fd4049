import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { chartFiles as files, machinesDir, machinesOf } from '../tools/chart-files.ts';
import {
  compareFacts,
  definitionFacts,
  extractedCharts,
  extractedChartsFromSource,
} from '../tools/stately-extract.ts';

/**
 * Issue 13: every chart must read whole in Stately. Each machine file in machines/ is read by
 * @xstate/machine-extractor (what Stately's editor tooling imports) and compared with the machine
 * XState runs: every state, transition (trigger, targets, guard, actions), invoke and entry/exit
 * action must be there, and no action or guard may be unnamed; `reenter` must match too (the
 * extractor drops v5's `reenter`, so a chart relying on it fails). Every chart, state and transition
 * of every trigger (on, onDone, onError, always, after, a compound state's onDone; each guarded
 * branch) carries a plain-words description written in the source, so the chart reads like spec
 * section 4 in Stately.
 */
describe('charts extract whole with @xstate/machine-extractor', () => {
  it('finds the chart files', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
  });

  for (const file of files) {
    it(file, async () => {
      const machines = await machinesOf(file);
      expect(machines.length, 'the file exports its machine').toBeGreaterThan(0);
      const extracted = extractedCharts(join(machinesDir, file));
      for (const machine of machines) {
        const defined = definitionFacts(machine);
        const seen = extracted.find((chart) => chart.id === defined.id);
        expect(seen, `Stately finds chart '${defined.id}'`).toBeDefined();
        if (!seen) continue;
        expect(compareFacts(seen, defined)).toEqual([]);
        expect(seen.edges.length).toBe(defined.edges.length);
        expect(seen.undescribed, `states and events of '${defined.id}' without a description`).toEqual([]);
      }
    });
  }
});

describe('the description check', () => {
  const chart = (open: string, toggle: string, guarded: string) => `
    import { setup } from 'xstate';
    export const m = setup({}).createMachine({
      id: 'drawer',
      description: 'The category drawer.',
      initial: 'closed',
      states: {
        closed: { description: 'The drawer is hidden.', on: { 'drawer.open': ${open} } },
        open: {
          ${toggle}
          on: { 'drawer.pick': [{ target: 'closed', guard: 'leaf', description: 'A leaf closes it.' }, ${guarded}] },
        },
      },
    });`;

  it('passes a chart where every state and event transition is described', () => {
    const [facts] = extractedChartsFromSource(
      chart(
        "{ target: 'open', description: 'The header button opens it.' }",
        "description: 'The drawer is shown.',",
        "{ description: 'A category with children expands.' }",
      ),
    );
    expect(facts?.undescribed).toEqual([]);
  });

  it('names each state, event and guarded branch without one', () => {
    const [facts] = extractedChartsFromSource(chart("'open'", '', "{ description: '  ' }"));
    expect(facts?.undescribed).toEqual(['closed --on:drawer.open-->', 'open', 'open --on:drawer.pick-->']);
  });

  it('names a transition without one for every other trigger too', () => {
    const [facts] = extractedChartsFromSource(`
      import { setup } from 'xstate';
      export const m = setup({}).createMachine({
        id: 'load',
        description: 'A load.',
        initial: 'checking',
        states: {
          checking: {
            description: 'Anything to load?',
            always: [{ guard: 'hasId', target: 'loading', description: 'An id: load it.' }, { target: 'done' }],
          },
          loading: {
            description: 'Loading.',
            initial: 'fetching',
            states: {
              fetching: {
                description: 'The request.',
                invoke: { src: 'fetch', id: 'fetch', onDone: 'fetched', onError: { target: 'fetched' } },
                after: { 5000: 'fetched' },
              },
              fetched: { description: 'Answered.', type: 'final' },
            },
            onDone: 'done',
          },
          done: { description: 'Done.' },
        },
      });`);
    expect(facts?.undescribed).toEqual([
      'checking --always-->',
      'loading --done.state-->',
      'loading.fetching --after:5000-->',
      'loading.fetching --done:fetch-->',
      'loading.fetching --error:fetch-->',
    ]);
  });
});

describe('the reenter comparison', () => {
  // One chart, read by the extractor as source text (JSON is an object literal) and run by XState.
  const compared = (again: { target: string; reenter?: boolean }) => {
    const config = {
      id: 'window',
      initial: 'open',
      states: {
        open: {
          initial: 'counting',
          on: { again },
          states: { counting: { after: { 5000: { target: '#window.closed' } } } },
        },
        closed: {},
      },
    };
    const [seen] = extractedChartsFromSource(
      `import { setup } from 'xstate';\nexport const m = setup({}).createMachine(${JSON.stringify(config)});`,
    );
    const defined = definitionFacts(setup({}).createMachine(config));
    return seen ? compareFacts(seen, defined) : ['not extracted'];
  };

  it('a transition to a child (re-entered anyway) reads the same on both sides', () => {
    expect(compared({ target: '.counting' })).toEqual([]);
  });

  it('reenter: true is lost in Stately, and the comparison says so', () => {
    expect(compared({ target: 'open', reenter: true })).toEqual([
      'transition missing in Stately: open --on:again--> [open] reenter',
      'transition only in Stately: open --on:again--> [open]',
    ]);
  });
});
