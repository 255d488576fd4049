import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { transitionKeys } from '../../tools/chart-facts.ts';
import type { Path } from './explore.ts';
import type { ChartModel, Observation, Started } from './model.ts';

/**
 * Replays a generated path on a real actor. Every actor the chart invokes is a stub that records its
 * input and never settles; the path settles it by sending the done/error event the chart listens
 * for, once the test has seen that actor running. A delayed transition is taken by sending XState's
 * `xstate.after.*` event once the test has seen its timer scheduled (a SimulatedClock: no real
 * timer runs). After each step the chart-independent checks run (timers of states left are cleared;
 * a finished actor leaves no timer and no child running), then the model's oracle. The transitions the
 * actor really took ('@xstate.microstep' inspection events) are what coverage counts.
 */

export interface Replay {
  /** Edge keys of the transitions the real actor took. */
  taken: Set<string>;
  problems: string[];
  steps: number;
}

type Scheduled = { event: EventObject; source: AnyActorRef; delay: number };

const stubActors = (machine: AnyStateMachine, started: Started[]) =>
  Object.fromEntries(
    Object.keys(machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ input, self }) => {
        started.push({ id: self.id, src, input });
        return new Promise<never>(() => {});
      }),
    ]),
  );

/** The pending delayed events the actor scheduled (XState's scheduler keeps them). */
function timersOf(actor: AnyActorRef): Observation['timers'] {
  const system = actor.system as unknown as {
    getSnapshot(): { _scheduledEvents: Record<string, Scheduled> };
  };
  return Object.values(system.getSnapshot()._scheduledEvents)
    .filter((scheduled) => scheduled.source === actor)
    .map((scheduled) => ({ event: scheduled.event.type, delay: scheduled.delay }));
}

/** Chart-independent rules: a state's timers are cleared when it is left; a finished actor leaves nothing. */
function generalProblems(snapshot: AnyMachineSnapshot, timers: Observation['timers']): string[] {
  const problems: string[] = [];
  const active = new Set(snapshot._nodes.map((node) => node.id));
  for (const { event: timer } of timers) {
    const match = /^xstate\.after\.[^.]+\.(.+)$/.exec(timer);
    if (match && !active.has(match[1] as string))
      problems.push(`timer ${timer} still pending after its state was left`);
    if (snapshot.status !== 'active') problems.push(`timer ${timer} still pending after the chart finished`);
  }
  if (snapshot.status !== 'active' && Object.keys(snapshot.children).length > 0)
    problems.push(
      `actors ${Object.keys(snapshot.children).join(', ')} still running after the chart finished`,
    );
  return problems;
}

/** The chart with its actors stubbed and its observed effects recorded, made once per chart. */
export interface Stage {
  model: ChartModel;
  machine: AnyStateMachine;
  keys: Map<object, string>;
  started: Started[];
  effects: Observation['effects'];
}

export function stage(model: ChartModel): Stage {
  const started: Started[] = [];
  const effects: Observation['effects'] = [];
  const machine = model.machine.provide({
    actors: stubActors(model.machine, started),
    actions: Object.fromEntries(
      (model.effects ?? []).map((type) => [
        type,
        (_: unknown, params: unknown) => effects.push({ type, params }),
      ]),
    ),
  });
  return { model, machine, keys: transitionKeys(machine), started, effects };
}

export function replay({ model, machine, keys, started, effects }: Stage, path: Path): Replay {
  started.length = 0;
  effects.length = 0;
  const taken = new Set<string>();
  const emitted: EventObject[] = [];
  const input = model.inputs?.[path.input];
  let actorError: unknown = null;
  const actor = createActor(machine, {
    input,
    clock: new SimulatedClock(),
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
      for (const transition of (event as unknown as { _transitions: object[] })._transitions) {
        const key = keys.get(transition);
        if (key) taken.add(key);
      }
    },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.subscribe({ error: (error) => (actorError = error) });
  const problems: string[] = [];
  const history: Observation[] = [];
  const observe = (event: EventObject, before: Record<string, AnyActorRef>) => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const timers = timersOf(actor);
    const observation: Observation = {
      event,
      emitted: emitted.splice(0),
      started: started.splice(0),
      effects: effects.splice(0),
      stopped: Object.keys(before).filter((id) => snapshot.children[id] !== before[id]),
      status: snapshot.status,
      output: snapshot.output,
      tags: [...snapshot.tags].sort(),
      context: snapshot.context,
      snapshot,
      timers,
    };
    const where = `step ${history.length} (${event.type})`;
    for (const problem of [
      ...generalProblems(snapshot, timers),
      ...model.oracle(observation, history, input),
    ])
      problems.push(`${where}: ${problem}`);
    if (actorError) problems.push(`${where}: the actor failed: ${String(actorError)}`);
    history.push(observation);
  };
  actor.start();
  observe({ type: 'xstate.init' }, {});
  for (const event of path.events) {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const before = { ...snapshot.children } as Record<string, AnyActorRef>;
    if (snapshot.status !== 'active') {
      problems.push(`the chart finished before ${event.type}`);
      break;
    }
    if (
      event.type.startsWith('xstate.after.') &&
      !timersOf(actor).some((timer) => timer.event === event.type)
    )
      problems.push(`${event.type}: no such timer was scheduled`);
    const actorEvent = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actorEvent && !snapshot.children[actorEvent[2] as string])
      problems.push(`${event.type}: the actor '${actorEvent[2]}' is not running`);
    actor.send(event);
    observe(event, before);
  }
  actor.stop();
  return { taken, problems, steps: path.events.length };
}
