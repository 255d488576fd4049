import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { docPath, generatedBlock, MACHINES } from '../tools/machine-docs.ts';
import { toMermaid } from '../tools/mermaid.ts';

describe('docs/machines', () => {
  for (const { name, machine } of MACHINES) {
    it(`${name}: the page shows the chart as it is (run npm run docs:machines after changing it)`, () => {
      expect(existsSync(docPath(name))).toBe(true);
      expect(readFileSync(docPath(name), 'utf8')).toContain(generatedBlock(machine));
    });
  }
});

describe('the generated diagram', () => {
  const parent = setup({
    actors: { section: createMachine({ id: 'section' }), load: fromPromise(async () => 1) },
  }).createMachine({
    id: 'parent',
    invoke: [
      { id: 'first', src: 'section' },
      { id: 'other', src: 'section' },
    ],
    initial: 'loading',
    states: {
      loading: { invoke: { id: 'load', src: 'load', onDone: 'done' } },
      done: { type: 'final' },
    },
  });

  it('notes the charts a state invokes that answer by events (no done or error transition)', () => {
    const diagram = toMermaid(parent);
    expect(diagram).toContain('note right of root: invokes section as first, section as other');
    // An invoke with a done transition is drawn as that transition, not as a note.
    expect(diagram).toContain('loading --> done: done: load');
    expect(diagram).not.toContain('note right of loading');
  });
});
