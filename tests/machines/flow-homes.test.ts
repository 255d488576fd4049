import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { FlowDeps } from '../../machines/deps.ts';

/**
 * Each flow has one home (docs/adr/0009-one-home-per-flow.md, point 2): `machines/<flow>/` holds the
 * chart and `<flow>-implementations.ts`, whose `create<Chart>Implementations(deps)` gives every
 * actor the chart declares as a placeholder in `setup()` (a child chart it invokes is given with its
 * own factory's actors, and checked as that chart). The flows whose wiring still lives in src/
 * are listed here; an entry that has its factory fails, so the list cannot go stale.
 */
const STILL_TO_MOVE = new Set<string>([]);

const machinesDir = fileURLToPath(new URL('../../machines/', import.meta.url));
const flows = readdirSync(machinesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Deps whose every API call fails: creating implementations must call nothing. */
const fakeDeps: FlowDeps = {
  api: new Proxy({} as FlowDeps['api'], {
    get: () => () => Promise.reject(new Error('no API in this test')),
  }),
  liff: new Proxy({} as FlowDeps['liff'], {
    get: () => () => {
      throw new Error('no LIFF in this test');
    },
  }),
  storage: null,
  now: () => 0,
  log: () => {},
};

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const isMachine = (logic: unknown) =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'provide' in logic;

describe('one home per flow: machines/<flow>/<flow>-implementations.ts', () => {
  it('the list of flows still to move names only folders that exist', () => {
    for (const flow of STILL_TO_MOVE) expect(flows, flow).toContain(flow);
  });

  for (const flow of flows) {
    const factoryFile = `${machinesDir}${flow}/${flow}-implementations.ts`;
    if (STILL_TO_MOVE.has(flow)) {
      it(`${flow}: still to move, so it has no factory yet (take it off the list once it has)`, () => {
        expect(existsSync(factoryFile)).toBe(false);
      });
      continue;
    }
    it(`${flow}: every chart has its factory, providing every placeholder actor of its setup()`, async () => {
      expect(existsSync(factoryFile), factoryFile).toBe(true);
      const index = (await import(`../../machines/${flow}/index.ts`)) as Record<string, unknown>;
      const factories = (await import(factoryFile)) as Record<string, unknown>;
      const charts = Object.entries(index).filter(
        (entry): entry is [string, AnyStateMachine] => entry[0].endsWith('Machine') && isMachine(entry[1]),
      );
      expect(charts.length).toBeGreaterThan(0);
      for (const [name, machine] of charts) {
        const factoryName = `create${pascal(name.replace(/Machine$/, ''))}Implementations`;
        const factory = factories[factoryName];
        expect(typeof factory, `${flow}: ${factoryName}`).toBe('function');
        const implementations = (factory as (deps: FlowDeps) => { actors?: Record<string, unknown> })(
          fakeDeps,
        );
        const declared = machine.implementations.actors as Record<string, unknown>;
        const placeholders = Object.entries(declared)
          .filter(([, logic]) => !isMachine(logic))
          .map(([key]) => key)
          .sort();
        const provided = Object.entries(implementations.actors ?? {});
        // A child chart the factory provides with its own implementations (the cart's `cartSync`) must be one the chart declares.
        const children = provided.filter(([, logic]) => isMachine(logic)).map(([key]) => key);
        expect(
          children.filter((key) => !isMachine(declared[key])),
          `${flow}: ${name}`,
        ).toEqual([]);
        const actors = provided.filter(([, logic]) => !isMachine(logic)).map(([key]) => key);
        expect(actors.sort(), `${flow}: ${name}`).toEqual(placeholders);
      }
    });
  }
});
