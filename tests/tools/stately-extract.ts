import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type ChartFacts, edgeKey } from './chart-facts.ts';

export { type ChartFacts, definitionFacts, type Edge, edgeKey } from './chart-facts.ts';

/**
 * What Stately's editor tooling reads from a chart file, next to what the chart really is.
 *
 * @xstate/machine-extractor (the parser behind Stately's VS Code extension and editor import) reads
 * the chart's source text, not the running machine: a transition written through a shared constant,
 * a spread or a function call is lost or shown as an unnamed inline action. `extractedEdges` reads a
 * machine file with it; `definitionEdges` lists the same facts from the machine object XState runs.
 * tests/machines/stately-extract.test.ts compares the two for every chart.
 *
 * The extractor (0.16, the newest) still runs on XState v4's internals: it is installed with its own
 * copy of v4 under the alias `xstate4`, and only its own `require('xstate')` calls are sent there.
 */

const require = createRequire(import.meta.url);

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const Module = require('node:module') as { _resolveFilename: Resolve };
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveForExtractor(this: unknown, request, parent, ...rest) {
  const fromExtractor = parent?.filename?.includes(`${'@xstate'}/machine-extractor`);
  const target =
    fromExtractor && (request === 'xstate' || request.startsWith('xstate/'))
      ? request.replace(/^xstate/, 'xstate4')
      : request;
  return resolveFilename.call(this, target, parent, ...rest);
};

interface ExtractedMachine {
  toConfig(options: { v5: boolean }): ExtractedState | null;
}
const { extractMachinesFromFile } = require('@xstate/machine-extractor') as {
  extractMachinesFromFile(source: string): { machines: (ExtractedMachine | undefined)[] } | null;
};

// ---------- the extractor's side (source text) ----------

type ExtractedAction = { kind?: string; action?: { type?: string } } | string;
type ExtractedTransition = {
  target?: string | string[];
  description?: string;
  cond?: { type?: string; kind?: string } | string;
  actions?: ExtractedAction | ExtractedAction[];
  reenter?: boolean;
  internal?: boolean;
};
type ExtractedTransitions = string | ExtractedTransition | (string | ExtractedTransition)[];
type ExtractedInvoke = {
  src?: string | { type?: string };
  id?: string;
  onDone?: ExtractedTransitions;
  onError?: ExtractedTransitions;
};
interface ExtractedState {
  id?: string;
  description?: string;
  states?: Record<string, ExtractedState>;
  on?: Record<string, ExtractedTransitions>;
  after?: Record<string, ExtractedTransitions>;
  always?: ExtractedTransitions;
  onDone?: ExtractedTransitions;
  invoke?: ExtractedInvoke | ExtractedInvoke[];
  entry?: ExtractedAction | ExtractedAction[];
  exit?: ExtractedAction | ExtractedAction[];
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const extractedActionName = (action: ExtractedAction): string =>
  typeof action === 'string'
    ? action
    : action.kind === 'named' && action.action?.type
      ? action.action.type
      : 'inline';

function resolveTarget(machineId: string, source: string, target: string): string {
  if (target.startsWith('#')) {
    const [id, ...rest] = target.slice(1).split('.');
    return id === machineId ? rest.join('.') : `#${target.slice(1)}`;
  }
  if (target.startsWith('.')) return [source, target.slice(1)].filter(Boolean).join('.');
  const parent = source.split('.').slice(0, -1).join('.');
  return [parent, target].filter(Boolean).join('.');
}

function extractedFacts(root: ExtractedState): ChartFacts {
  const id = root.id ?? '(machine)';
  const facts: ChartFacts = { id, states: [], edges: [], invokes: [], stateActions: [], undescribed: [] };
  const described = (text: string | undefined) => typeof text === 'string' && text.trim() !== '';
  const pushEdges = (source: string, trigger: string, transitions: ExtractedTransitions | undefined) => {
    for (const t of list(transitions)) {
      const transition: ExtractedTransition = typeof t === 'string' ? { target: t } : t;
      const cond = transition.cond;
      facts.edges.push({
        source,
        trigger,
        targets: list(transition.target)
          .map((target) => resolveTarget(id, source, target))
          .sort(),
        guard: cond === undefined ? null : typeof cond === 'string' ? cond : (cond.type ?? 'inline'),
        actions: list(transition.actions).map(extractedActionName),
        // The extractor keeps v4's `internal: false` but drops v5's `reenter`: a chart written with
        // `reenter: true` shows in Stately as a plain transition, and the comparison says so.
        reenter: transition.reenter === true || transition.internal === false,
      });
      if (!described(transition.description)) facts.undescribed.push(`${source || '(root)'} --${trigger}-->`);
    }
  };
  const visit = (path: string, node: ExtractedState) => {
    if (path) facts.states.push(path);
    if (!described(node.description)) facts.undescribed.push(path || '(root)');
    for (const [event, t] of Object.entries(node.on ?? {})) pushEdges(path, `on:${event}`, t);
    for (const [delay, t] of Object.entries(node.after ?? {})) pushEdges(path, `after:${delay}`, t);
    pushEdges(path, 'always', node.always);
    pushEdges(path, 'done.state', node.onDone);
    for (const invoke of list(node.invoke)) {
      const src = typeof invoke.src === 'string' ? invoke.src : (invoke.src?.type ?? 'inline');
      const invokeId = invoke.id ?? src;
      facts.invokes.push(`${path}: ${src}#${invokeId}`);
      pushEdges(path, `done:${invokeId}`, invoke.onDone);
      pushEdges(path, `error:${invokeId}`, invoke.onError);
    }
    for (const action of list(node.entry))
      facts.stateActions.push(`${path}: entry:${extractedActionName(action)}`);
    for (const action of list(node.exit))
      facts.stateActions.push(`${path}: exit:${extractedActionName(action)}`);
    for (const [key, child] of Object.entries(node.states ?? {})) visit(path ? `${path}.${key}` : key, child);
  };
  visit('', root);
  return facts;
}

/** The charts the extractor finds in a machine file (createMachine calls), as it reads them. */
export const extractedCharts = (file: string): ChartFacts[] =>
  extractedChartsFromSource(readFileSync(file, 'utf8'));

/** The charts the extractor finds in a chart's source text. */
export function extractedChartsFromSource(source: string): ChartFacts[] {
  const silence = console.warn;
  const silenceLog = console.log;
  // The extractor prints a line for every value it cannot read; the comparison reports what matters.
  console.warn = () => {};
  console.log = () => {};
  try {
    const result = extractMachinesFromFile(source);
    return (result?.machines ?? []).flatMap((machine) => {
      const config = machine?.toConfig({ v5: true });
      return config ? [extractedFacts(config)] : [];
    });
  } finally {
    console.warn = silence;
    console.log = silenceLog;
  }
}

/** Differences between what Stately reads and what runs: empty when the chart extracts whole. */
export function compareFacts(extracted: ChartFacts, defined: ChartFacts): string[] {
  const problems: string[] = [];
  const diff = (what: string, seen: string[], real: string[]) => {
    const seenSet = new Set(seen);
    const realSet = new Set(real);
    for (const item of real) if (!seenSet.has(item)) problems.push(`${what} missing in Stately: ${item}`);
    for (const item of seen) if (!realSet.has(item)) problems.push(`${what} only in Stately: ${item}`);
  };
  diff('state', extracted.states, defined.states);
  diff('transition', extracted.edges.map(edgeKey), defined.edges.map(edgeKey));
  diff('invoke', extracted.invokes, defined.invokes);
  diff('entry/exit action', extracted.stateActions, defined.stateActions);
  for (const edge of extracted.edges) {
    if (edge.actions.includes('inline')) problems.push(`unnamed action in Stately: ${edgeKey(edge)}`);
    if (edge.guard === 'inline') problems.push(`unnamed guard in Stately: ${edgeKey(edge)}`);
  }
  return problems;
}
