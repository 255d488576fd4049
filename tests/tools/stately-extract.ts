import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

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

/** One transition, as both sides can describe it. */
export interface Edge {
  /** Dotted path of the source state ('' for the root). */
  source: string;
  /** 'on:<event>', 'after:<delay>', 'always', 'done:<invoke id>', 'error:<invoke id>', 'done.state'. */
  trigger: string;
  /** Dotted paths of the targets, sorted ([] for a targetless transition). */
  targets: string[];
  guard: string | null;
  /** Action names in order; an action the reader cannot name is 'inline'. */
  actions: string[];
}

/** Everything compared for one chart. */
export interface ChartFacts {
  id: string;
  states: string[];
  edges: Edge[];
  /** 'path: src#id' of every invoke. */
  invokes: string[];
  /** 'path: entry:name' / 'path: exit:name' of every entry and exit action. */
  stateActions: string[];
  /**
   * Where Stately shows no description: '(root)', a state's path, or 'path --on:event-->' for an
   * event's transition (each branch of a guarded list counts). Only the source text is read for it.
   */
  undescribed: string[];
}

export const edgeKey = (e: Edge) =>
  `${e.source || '(root)'} --${e.trigger}--> [${e.targets.join(', ')}]` +
  `${e.guard ? ` if ${e.guard}` : ''}${e.actions.length ? ` do ${e.actions.join(', ')}` : ''}`;

// ---------- the extractor's side (source text) ----------

type ExtractedAction = { kind?: string; action?: { type?: string } } | string;
type ExtractedTransition = {
  target?: string | string[];
  description?: string;
  cond?: { type?: string; kind?: string } | string;
  actions?: ExtractedAction | ExtractedAction[];
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
      });
    }
  };
  const visit = (path: string, node: ExtractedState) => {
    if (path) facts.states.push(path);
    if (!described(node.description)) facts.undescribed.push(path || '(root)');
    for (const [event, t] of Object.entries(node.on ?? {})) {
      pushEdges(path, `on:${event}`, t);
      for (const branch of list(t))
        if (typeof branch === 'string' || !described(branch.description))
          facts.undescribed.push(`${path || '(root)'} --on:${event}-->`);
    }
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

// ---------- XState's side (the machine it runs) ----------

type RuntimeAction = string | { type?: string } | ((...args: unknown[]) => unknown);
type RuntimeGuard = string | { type?: string } | ((...args: unknown[]) => unknown) | undefined;

const runtimeActionName = (action: RuntimeAction): string => {
  if (typeof action === 'string') return action;
  // Built-in actions (assign, emit, raise...) written inline are functions whose type is 'xstate.*'.
  if (typeof action === 'function') return 'inline';
  return action.type ?? 'inline';
};

/** XState schedules and cancels a state's delayed events with entry/exit actions of its own. */
const isDelaySchedule = (action: RuntimeAction) =>
  typeof action === 'function' &&
  ['xstate.raise', 'xstate.cancel'].includes((action as { type?: string }).type ?? '');

const runtimeGuardName = (guard: RuntimeGuard): string | null =>
  guard === undefined
    ? null
    : typeof guard === 'string'
      ? guard
      : typeof guard === 'function'
        ? 'inline'
        : (guard.type ?? 'inline');

const pathOf = (node: AnyStateNode) => node.path.join('.');

/** The same facts from the machine XState runs. */
export function definitionFacts(machine: AnyStateMachine): ChartFacts {
  const facts: ChartFacts = {
    id: machine.id,
    states: [],
    edges: [],
    invokes: [],
    stateActions: [],
    // Descriptions are checked on the source text only: that is what Stately shows.
    undescribed: [],
  };
  const visit = (node: AnyStateNode) => {
    const source = pathOf(node);
    if (source) facts.states.push(source);
    const invokeIds = new Map(node.invoke.map((invoke) => [invoke.id, invoke]));
    for (const invoke of node.invoke) {
      const src = typeof invoke.src === 'string' ? invoke.src : 'inline';
      facts.invokes.push(`${source}: ${src}#${invoke.id}`);
    }
    const delays = new Map(node.after.map((t) => [t.eventType, t.delay]));
    for (const [eventType, transitions] of node.transitions) {
      let trigger = `on:${eventType}`;
      if (delays.has(eventType)) trigger = `after:${delays.get(eventType)}`;
      else if (eventType.startsWith('xstate.done.actor.') && invokeIds.has(eventType.slice(18)))
        trigger = `done:${eventType.slice(18)}`;
      else if (eventType.startsWith('xstate.error.actor.') && invokeIds.has(eventType.slice(19)))
        trigger = `error:${eventType.slice(19)}`;
      else if (eventType === `xstate.done.state.${node.id}`) trigger = 'done.state';
      for (const t of transitions) {
        facts.edges.push({
          source,
          trigger,
          targets: (t.target ?? []).map(pathOf).sort(),
          guard: runtimeGuardName(t.guard as RuntimeGuard),
          actions: (t.actions as RuntimeAction[]).map(runtimeActionName),
        });
      }
    }
    for (const t of node.always ?? []) {
      facts.edges.push({
        source,
        trigger: 'always',
        targets: (t.target ?? []).map(pathOf).sort(),
        guard: runtimeGuardName(t.guard as RuntimeGuard),
        actions: (t.actions as RuntimeAction[]).map(runtimeActionName),
      });
    }
    const own = (actions: RuntimeAction[]) =>
      node.after.length > 0 ? actions.filter((action) => !isDelaySchedule(action)) : actions;
    for (const action of own(node.entry as RuntimeAction[]))
      facts.stateActions.push(`${source}: entry:${runtimeActionName(action)}`);
    for (const action of own(node.exit as RuntimeAction[]))
      facts.stateActions.push(`${source}: exit:${runtimeActionName(action)}`);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return facts;
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
