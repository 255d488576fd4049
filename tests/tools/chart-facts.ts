import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * The transitions of a chart as XState runs it (no source text read, no side effects): shared by
 * the Stately comparison (stately-extract.ts) and the transition coverage
 * (tests/machines/coverage/). `definitionFacts` lists every transition as an Edge; `transitionKeys`
 * maps each of the machine's own transition objects to the same key, so the transitions an actor
 * takes (the inspect option's '@xstate.microstep' events) can be counted against the list.
 */

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
  /** `reenter: true`: the source state is left and entered again even when it contains the target. */
  reenter: boolean;
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
   * Where Stately shows no description: '(root)', a state's path, or 'path --trigger-->' for a
   * transition of any trigger (on:event, after:delay, always, done:id, error:id, done.state; each
   * branch of a guarded list counts). Only the source text is read for it.
   */
  undescribed: string[];
}

export const edgeKey = (e: Edge) =>
  `${e.source || '(root)'} --${e.trigger}--> [${e.targets.join(', ')}]` +
  `${e.guard ? ` if ${e.guard}` : ''}${e.actions.length ? ` do ${e.actions.join(', ')}` : ''}` +
  `${e.reenter ? ' reenter' : ''}`;

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
export function definitionFacts(
  machine: AnyStateMachine,
  onTransition: (transition: object, edge: Edge) => void = () => {},
): ChartFacts {
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
    const addEdge = (t: NonNullable<AnyStateNode['always']>[number], trigger: string) => {
      const edge: Edge = {
        source,
        trigger,
        targets: (t.target ?? []).map(pathOf).sort(),
        guard: runtimeGuardName(t.guard as RuntimeGuard),
        actions: (t.actions as RuntimeAction[]).map(runtimeActionName),
        reenter: t.reenter === true,
      };
      facts.edges.push(edge);
      onTransition(t, edge);
    };
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
      for (const t of transitions) addEdge(t, trigger);
    }
    for (const t of node.always ?? []) addEdge(t, 'always');
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

/** Each transition object of the machine (as in '@xstate.microstep' events) to its edge key. */
export function transitionKeys(machine: AnyStateMachine): Map<object, string> {
  const keys = new Map<object, string>();
  definitionFacts(machine, (transition, edge) => keys.set(transition, edgeKey(edge)));
  return keys;
}
