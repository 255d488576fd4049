import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chartFiles, machinesOf } from '../../tools/chart-files.ts';
import { models } from './charts/index.ts';
import { type Coverage, cover, coverageTable } from './coverage.ts';

/**
 * Issue 13: every transition of every chart generated and checked independently. For each chart
 * the shortest event path to each transition is generated (explore.ts), replayed on a real actor
 * (replay.ts) and every step is judged by the chart's oracle (charts/*.ts, written from the spec),
 * not by the chart's own next state. The per-chart table is printed and written to
 * docs/machines/coverage.md; every chart must be at 100%.
 */
const rows: Coverage[] = [];
/**
 * TRANSITION_CHARTS=cart,addToCart (model names, comma-separated) walks only those charts: the
 * mutation run (.config/vitest.mutation.config.ts) replays only the mutated folder's charts, whose
 * oracles kill the mutants of their configuration. Unset: every chart, and the table is written.
 */
const only = process.env.TRANSITION_CHARTS?.split(',').filter(Boolean);
const walked = only ? models.filter((model) => only.includes(model.name)) : models;

describe('every chart has a model', () => {
  // A chart without a model would silently miss from the table: there is no opt-out list.
  it('each machine exported from a machines/**/*-machine.ts file is in charts/index.ts', async () => {
    expect(chartFiles.length).toBeGreaterThanOrEqual(23);
    const missing: string[] = [];
    for (const file of chartFiles) {
      const machines = await machinesOf(file);
      if (machines.length === 0) missing.push(`${file} exports no machine`);
      // A model may run the chart with implementations provided: provide() keeps the config.
      for (const machine of machines)
        if (!models.some((model) => model.machine.config === machine.config))
          missing.push(`${file}: ${machine.id}`);
    }
    expect(missing, 'charts without a model in tests/machines/transitions/charts').toEqual([]);
  });
});

describe('transition coverage', () => {
  it('TRANSITION_CHARTS names charts that have a model', () => {
    const names = models.map((model) => model.name);
    expect((only ?? []).filter((name) => !names.includes(name))).toEqual([]);
  });

  for (const model of walked) {
    it(`${model.name}: every transition is taken by a generated path, each step as the spec says`, () => {
      const row = cover(model);
      rows.push(row);
      expect(row.problems).toEqual([]);
      expect(row.uncovered, `transitions of ${model.name} no generated path takes`).toEqual([]);
    });
  }

  afterAll(() => {
    const table = coverageTable(rows);
    console.log(`Transition coverage (tests/machines/transitions)\n${table}`);
    if (only || rows.length !== models.length) return;
    const doc = `# Transition coverage of the charts\n\nWritten by \`npx vitest run --project machines tests/machines/transitions\` (tests/machines/transitions/coverage.test.ts); see machines/README.md "Transition coverage". A transition is one branch of a chart's \`on\`, \`after\`, \`always\`, \`onDone\`/\`onError\` or state \`onDone\`; "covered" counts the transitions a real actor took while replaying the generated paths, each step judged by the chart's oracle.\n\n${table}\n`;
    writeFileSync(join(import.meta.dirname, '../../../docs/machines/coverage.md'), doc);
  });
});
