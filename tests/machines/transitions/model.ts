import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

/**
 * What the coverage tool needs to know of one chart (tests/machines/transitions/; see
 * machines/README.md "Transition coverage"): the machine, its input, sample events where a guard
 * reads the payload, sample outputs and errors of its invoked actors, and the oracle that states what
 * the customer must see after each step, written from the spec apart from the chart.
 */

/** An event as the paths carry it: its type and payload. */
export type Sample = EventObject & Record<string, unknown>;

/** An actor the chart started during a step: its invoke id, its source name and the input it got. */
export interface Started {
  id: string;
  src: string;
  input: unknown;
}

/** What a step of a replayed path made observable. */
export interface Observation {
  /** The event sent ('xstate.init' for the start). */
  event: Sample;
  /** Events the chart emitted during the step (navigate, toast...). */
  emitted: EventObject[];
  /** Actors the chart invoked or spawned during the step, with their inputs (API calls). */
  started: Started[];
  /** Calls of the model's observed placeholder actions (effects src performs, e.g. removing cart lines). */
  effects: { type: string; params: unknown }[];
  /** Invoke ids of actors stopped during the step. */
  stopped: string[];
  status: 'active' | 'done' | 'error' | 'stopped';
  output: unknown;
  tags: string[];
  /** The chart's context: only what a screen shows of it (messages, lines) may be read by an oracle. */
  context: Record<string, unknown>;
  /** The snapshot, for the chart's exported selectors (what the screens render), never its state value. */
  snapshot: AnyMachineSnapshot;
  /** Delayed events still pending for the actor after the step (XState 'xstate.after.*' types and named ones), with their delay in ms. */
  timers: { event: string; delay: number }[];
}

/**
 * The spec's expectations: called after each step with the step's observation and the ones before
 * it (history[0] is the start); returns what is wrong ([] when the step is as the spec says).
 */
export type Oracle = (step: Observation, history: readonly Observation[], input: unknown) => string[];

export interface ChartModel {
  /** The chart's row in the coverage table (its machine id). */
  name: string;
  machine: AnyStateMachine;
  /** Input given to the actor; a list runs the exploration once per input (e.g. with and without QR data). */
  inputs?: unknown[];
  /** Sample events per event type where guards read the payload; default `{ type }`. */
  events?: Record<string, Sample[]>;
  /**
   * Placeholder actions src provides (side effects outside the chart) whose calls the oracle
   * checks: replay provides them as recorders.
   */
  effects?: string[];
  /**
   * Events also sent in states that do not listen to them (a second tap, a second 401): each such
   * step, once per state, is replayed so the oracle can check that nothing happens.
   */
  probes?: Sample[];
  /** Sample outputs per invoke id; default one `undefined` output. */
  outputs?: Record<string, unknown[]>;
  /** Sample errors per invoke id; default one Error. */
  errors?: Record<string, unknown[]>;
  /** State key for the exploration: what of the context matters for guards (default: value + context). */
  serialize?: (value: unknown, context: Record<string, unknown>) => string;
  /**
   * The situations worth taking each transition in, from the context before the step (e.g.
   * 'error shown' / 'no error' for a dialog's dismiss): every transition is taken once per situation
   * it can be taken in and per sample of its event. Default: one situation.
   */
  situation?: (context: Record<string, unknown>) => string;
  oracle: Oracle;
  /** Longest path the walk generates (default: no limit); for charts whose state space is large. */
  depth?: number;
  /**
   * Transitions unreachable by design, by edge key, with the reason. Keep it near-empty: a
   * transition no event can reach is a chart bug to report, not to exclude.
   */
  unreachable?: Record<string, string>;
}
