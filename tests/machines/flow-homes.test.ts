import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { FlowDeps } from '../../machines/deps.ts';

/**
 * Each flow has one home (docs/adr/0009-one-home-per-flow.md, point 2): `machines/<flow>/` holds the
 * chart and `<flow>-implementations.ts`, whose `create<Chart>Implementations(deps)` gives every
 * actor the chart declares as a placeholder in `setup()`. The flows whose wiring still lives in src/
 * are listed here; an entry that has its factory fails, so the list cannot go stale.
 */
const STILL_TO_MOVE = new Set([
  'add-to-cart',
  'auth',
  'cart',
  'category-drawer',
  'checkout',
  'payment-poll',
  'screen-load',
  'session',
]);

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
        const placeholders = Object.entries(machine.implementations.actors)
          .filter(([, logic]) => !isMachine(logic))
          .map(([key]) => key)
          .sort();
        // A factory may also provide a child chart with its own factory's actors: those are exempt too.
        const provided = Object.entries(implementations.actors ?? {})
          .filter(([, logic]) => !isMachine(logic))
          .map(([key]) => key)
          .sort();
        expect(provided, `${flow}: ${name}`).toEqual(placeholders);
      }
    });
  }
});
