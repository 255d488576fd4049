import { expect } from 'vitest';
import {
  type Actor,
  type ActorLogic,
  type AnyActorLogic,
  type AnyStateMachine,
  type EmittedFrom,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  type NonReducibleUnknown,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';
import { TestModel, type TestPath } from 'xstate/graph';
import type { KeyValueStorage } from '../../machines/storage.ts';

/** Test helpers shared by the statechart suites. */

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/** A promise the test settles when it chooses (an invoked actor's answer). */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise callbacks and actor transitions run. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A promise actor that waits for the test: each start puts a fresh deferred in `pending` under
 * `name` (the test settles it); `onStart` sees the actor's input first.
 */
export function waitingActor<TOutput, TInput = NonReducibleUnknown>(
  pending: Map<string, Deferred<unknown>>,
  name: string,
  onStart?: (input: TInput) => void,
) {
  return fromPromise<TOutput, TInput>(({ input }) => {
    onStart?.(input);
    const next = deferred<TOutput>();
    pending.set(name, next as Deferred<unknown>);
    return next.promise;
  });
}

/** A promise actor that keeps each input it is started with in `inputs` and answers with `answer(input)`. */
export function recordingActor<TOutput, TInput>(
  inputs: TInput[],
  answer: (input: TInput) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input }) => {
    inputs.push(input);
    return answer(input);
  });
}

/**
 * Answers a model-based path's invoke event (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`)
 * by settling the stub actor `<id>` that waits in `pending`, then lets the chart react.
 */
export function answerPending(pending: Map<string, Deferred<unknown>>) {
  return async (event: { type: string; output?: unknown; error?: unknown }) => {
    const [, kind, , id = ''] = event.type.split('.');
    const call = pending.get(id);
    if (!call) throw new Error(`no pending '${id}' actor for ${event.type}`);
    pending.delete(id);
    if (kind === 'done') call.resolve(event.output);
    else call.reject(event.error);
    await flush();
  };
}

/** Starts `actor`, keeping each event it emits of `type` ('*': every one) in the list it returns. */
export function startKeepingEmitted<TLogic extends AnyActorLogic>(
  actor: Actor<TLogic>,
  type: EmittedFrom<TLogic>['type'] | '*',
) {
  const emitted: EmittedFrom<TLogic>[] = [];
  actor.on(type, (event) => void emitted.push(event as EmittedFrom<TLogic>));
  actor.start();
  return emitted;
}

/** A KeyValueStorage in memory (what localStorage is to the app), its entries visible as `data`. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/**
 * Replays a model-based path on a real actor. Each event is executed by its type: an invoke's
 * result (`xstate.*`) through `answer`, any other event sent to the actor; `seen` is told of each
 * first. At every state the actor's value and context must equal the model's, then `check` runs the
 * suite's own oracle on both.
 */
export function replayOnActor<
  TSnapshot extends Snapshot<unknown> & { value: unknown; context: unknown },
  TEvent extends EventObject,
>(
  path: TestPath<TSnapshot, TEvent>,
  events: readonly TEvent[],
  target: {
    actor: { send(event: TEvent): void; getSnapshot(): unknown };
    answer: (event: TEvent) => Promise<void>;
  },
  check: (actual: TSnapshot, expected: TSnapshot) => void,
  seen: (event: TEvent) => void = () => {},
) {
  return path.test({
    events: Object.fromEntries(
      events.map((event) => [
        event.type,
        async (step: { event: TEvent }) => {
          seen(step.event);
          if (step.event.type.startsWith('xstate.')) await target.answer(step.event);
          else target.actor.send(step.event);
        },
      ]),
    ) as never,
    states: {
      '*': (expected: TSnapshot) => {
        const actual = target.actor.getSnapshot() as TSnapshot;
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
        check(actual, expected);
      },
    },
  });
}

/**
 * A chart's model for model-based paths (xstate/graph): it takes `events` where the chart can
 * (`snapshot.can`), tells states apart by `serialize` (value and context unless told) and starts with
 * `input`. The cast: TestModel's parameter type fixes the emitted-event type to EventObject, the
 * charts' are narrower.
 */
export function chartTestModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    events: EventFromLogic<TMachine>[];
    input?: InputFrom<TMachine>;
    serialize?: (snapshot: SnapshotFrom<TMachine>) => string;
  },
) {
  type TSnapshot = SnapshotFrom<TMachine>;
  type TEvent = EventFromLogic<TMachine>;
  const logic = machine as unknown as ActorLogic<TSnapshot, TEvent, unknown>;
  const valueAndContext = ({ value, context }: TSnapshot) => JSON.stringify({ value, context });
  return new TestModel(logic, {
    events: options.events,
    filterEvents: (snapshot: TSnapshot, event: TEvent) =>
      (snapshot as { can(e: TEvent): boolean }).can(event),
    serializeState: options.serialize ?? valueAndContext,
    input: options.input,
  } as ConstructorParameters<typeof TestModel<TSnapshot, TEvent, unknown>>[1]);
}
