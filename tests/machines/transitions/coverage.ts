import { definitionFacts, edgeKey } from '../../tools/chart-facts.ts';
import { explore, PROBE } from './explore.ts';
import type { ChartModel } from './model.ts';
import { replay, stage } from './replay.ts';

/**
 * Transition coverage of one chart: every transition of the chart (chart-facts.ts, each guarded
 * branch its own) that no replay has taken yet gets its generated shortest path replayed on a real
 * actor, with the oracle checking each step. Coverage counts what the real actors took.
 */
export interface Coverage {
  chart: string;
  transitions: number;
  covered: number;
  excluded: number;
  replays: number;
  steps: number;
  statesExplored: number;
  uncovered: string[];
  problems: string[];
}

export function cover(model: ChartModel): Coverage {
  const all = definitionFacts(model.machine).edges.map(edgeKey);
  const shared: string[] = [];
  const excluded = new Set(Object.keys(model.unreachable ?? {}));
  for (const key of new Set(all.filter((key, i) => all.indexOf(key) !== i)))
    shared.push(`two transitions read the same (${key}): coverage cannot tell them apart`);
  const { paths, states, truncated } = explore(model);
  const covered = new Set<string>();
  const problems = new Set<string>(shared);
  if (truncated) problems.add(`the state space was cut at ${states} states: serialize only what guards read`);
  let replays = 0;
  let steps = 0;
  // Longest first: a path that is the start of one already replayed (and checked step by step) is skipped.
  const targets = [...paths.values()].sort((a, b) => b.events.length - a.events.length);
  const replayed: typeof targets = [];
  const staged = stage(model);
  const isPrefix = (short: (typeof targets)[number], long: (typeof targets)[number]) =>
    short.input === long.input && short.events.every((event, i) => event === long.events[i]);
  for (const target of targets) {
    const longer = replayed.find((done) => isPrefix(target, done));
    if (longer) {
      if (target.edge !== PROBE && !covered.has(target.edge))
        problems.add(`${target.edge}: its generated path did not take it on a real actor`);
      continue;
    }
    const result = replay(staged, target);
    replayed.push(target);
    replays++;
    steps += result.steps;
    for (const taken of result.taken) covered.add(taken);
    for (const problem of result.problems) problems.add(`${target.edge}: ${problem}`);
    if (target.edge !== PROBE && !result.taken.has(target.edge))
      problems.add(`${target.edge}: its generated path did not take it on a real actor`);
  }
  for (const key of excluded) {
    if (!all.includes(key)) problems.add(`exclusion of a transition the chart does not have: ${key}`);
    if (covered.has(key)) problems.add(`excluded as unreachable but taken: ${key}`);
  }
  const uncovered = all.filter((key) => !covered.has(key) && !excluded.has(key));
  return {
    chart: model.name,
    transitions: all.length,
    covered: all.filter((key) => covered.has(key)).length,
    excluded: all.filter((key) => excluded.has(key)).length,
    replays,
    steps,
    statesExplored: states,
    uncovered,
    problems: [...problems],
  };
}

const percent = (row: Coverage) =>
  row.transitions === 0 ? 100 : Math.floor((1000 * (row.covered + row.excluded)) / row.transitions) / 10;

/** The table printed by the test and written to docs/machines/coverage.md. */
export function coverageTable(rows: Coverage[]): string {
  const lines = [
    '| chart | transitions | covered | excluded | % | paths replayed | events sent |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.chart} | ${row.transitions} | ${row.covered} | ${row.excluded} | ${percent(row)} | ${row.replays} | ${row.steps} |`,
    ),
  ];
  const sum = (pick: (row: Coverage) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const total: Coverage = {
    chart: '**all**',
    transitions: sum((r) => r.transitions),
    covered: sum((r) => r.covered),
    excluded: sum((r) => r.excluded),
    replays: sum((r) => r.replays),
    steps: sum((r) => r.steps),
    statesExplored: 0,
    uncovered: [],
    problems: [],
  };
  lines.push(
    `| ${total.chart} | ${total.transitions} | ${total.covered} | ${total.excluded} | ${percent(total)} | ${total.replays} | ${total.steps} |`,
  );
  return lines.join('\n');
}
