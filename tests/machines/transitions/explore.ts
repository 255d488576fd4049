import { type AnyMachineSnapshot, type AnyStateMachine, type AnyStateNode, createEmptyActor } from 'xstate';
import { transitionKeys } from '../../tools/chart-facts.ts';
import type { ChartModel, Sample } from './model.ts';

/**
 * Transition-targeted path generation. A breadth-first walk of the chart's own transition function
 * (the pure `machine.transition`, as xstate/graph walks it) from each input, trying in every state the
 * events its active state nodes listen to (with the model's samples; an invoke's done/error event only
 * while that actor runs; a delayed transition by XState's own `xstate.after.*` event). Each
 * transition the step takes (the '@xstate.microstep' inspection events carry them, eventless and
 * done.state ones included) gets the first, hence shortest, event path that takes it, once per
 * situation (the model's classification of the context before the step) and per event sample. The
 * walk covers the reachable state space (as the model's serializer tells states apart).
 */

/** One generated path: the input index and the events from the start. */
export interface Path {
  input: number;
  events: Sample[];
}

const MAX_STATES = 20_000;

type Node = AnyStateNode & { transitions: Map<string, unknown[]> };

const withoutRefs = (_key: string, value: unknown) =>
  typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value
    ? `actor:${(value as unknown as { id: string }).id}`
    : value;

const defaultSerialize = (value: unknown, context: Record<string, unknown>) =>
  `${JSON.stringify(value)}|${JSON.stringify(context, withoutRefs)}`;

/** The events to try in a state: one sample list per event type its active nodes listen to. */
function eventsOf(model: ChartModel, snapshot: AnyMachineSnapshot): Sample[] {
  const types = new Set<string>();
  for (const node of snapshot._nodes as Node[]) for (const type of node.transitions.keys()) types.add(type);
  const events: Sample[] = [];
  for (const type of types) {
    if (type.startsWith('xstate.done.state.')) continue;
    if (type.startsWith('xstate.after.')) events.push({ type });
    else if (type.startsWith('xstate.done.actor.') || type.startsWith('xstate.error.actor.')) {
      const done = type.startsWith('xstate.done.actor.');
      const id = type.slice(done ? 18 : 19);
      if (!snapshot.children[id]) continue;
      if (done) for (const output of model.outputs?.[id] ?? [undefined]) events.push({ type, output });
      else
        for (const error of model.errors?.[id] ?? [new Error(`${id} failed`)]) events.push({ type, error });
    } else if (type === '*') {
      for (const samples of Object.values(model.events ?? {})) events.push(...samples);
    } else events.push(...(model.events?.[type] ?? [{ type }]));
  }
  for (const probe of model.probes ?? []) if (!types.has(probe.type)) events.push(probe);
  return events;
}

/** The target of a probe: the event in a state that ignores it. */
export const PROBE = '(ignored)';

export interface Exploration {
  /**
   * Target (edge key, input, situation before the step, the step's event) -> the shortest path
   * found that takes it: every transition once per input, situation and event sample it can be
   * taken with.
   */
  paths: Map<string, Path & { edge: string }>;
  states: number;
  /** The walk stopped at MAX_STATES: the model's serializer keeps a difference that does not matter. */
  truncated: boolean;
}

export function explore(model: ChartModel): Exploration {
  const machine: AnyStateMachine = model.machine;
  const keys = transitionKeys(machine);
  const serialize = model.serialize ?? defaultSerialize;
  const scopeActor = createEmptyActor();
  const taken: object[] = [];
  scopeActor.system.inspect((event) => {
    if (event.type === '@xstate.microstep')
      taken.push(...(event as unknown as { _transitions: object[] })._transitions);
  });
  const scope = {
    self: scopeActor,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: scopeActor.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
  const situation = model.situation ?? (() => '');
  const paths = new Map<string, Path & { edge: string }>();
  const record = (path: Path, before: string, value?: unknown) => {
    const last = path.events.at(-1);
    const event = JSON.stringify(last ?? null);
    if (!taken.length && last && model.probes?.some((probe) => probe.type === last.type)) {
      const target = `${PROBE} § ${path.input} § ${JSON.stringify(value)} § ${event}`;
      if (!paths.has(target)) paths.set(target, { ...path, edge: PROBE });
    }
    for (const transition of taken.splice(0)) {
      const edge = keys.get(transition);
      const target = `${edge} § ${path.input} § ${before} § ${event}`;
      if (edge && !paths.has(target)) paths.set(target, { ...path, edge });
    }
  };
  const seen = new Set<string>();
  const queue: { snapshot: AnyMachineSnapshot; path: Path }[] = [];
  const inputs = model.inputs ?? [undefined];
  inputs.forEach((input, index) => {
    taken.length = 0;
    // biome-ignore lint/suspicious/noExplicitAny: the scope is XState's internal actor scope shape
    const snapshot = machine.getInitialSnapshot(scope as any, input) as AnyMachineSnapshot;
    const path = { input: index, events: [] };
    record(path, '(start)');
    const key = `${index}|${serialize(snapshot.value, snapshot.context)}`;
    if (!seen.has(key)) {
      seen.add(key);
      queue.push({ snapshot, path });
    }
  });
  while (queue.length && seen.size < MAX_STATES) {
    const { snapshot, path } = queue.shift() as (typeof queue)[number];
    if (snapshot.status !== 'active' || path.events.length >= (model.depth ?? Number.POSITIVE_INFINITY))
      continue;
    for (const event of eventsOf(model, snapshot)) {
      taken.length = 0;
      let next: AnyMachineSnapshot;
      try {
        // biome-ignore lint/suspicious/noExplicitAny: see above
        next = machine.transition(snapshot, event, scope as any) as AnyMachineSnapshot;
      } catch {
        continue;
      }
      const nextPath = { input: path.input, events: [...path.events, event] };
      record(nextPath, situation(snapshot.context), snapshot.value);
      const key = `${path.input}|${serialize(next.value, next.context)}`;
      if (!seen.has(key)) {
        seen.add(key);
        queue.push({ snapshot: next, path: nextPath });
      }
    }
  }
  return { paths, states: seen.size, truncated: seen.size >= MAX_STATES };
}
