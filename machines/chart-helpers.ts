/**
 * What every chart's `setup()` shares (machines/README.md): the body of a placeholder actor, and
 * the params readers of an invoke's result. Actors are placeholders in a chart;
 * `create<Flow>Implementations` provides the real ones, so a chart started without them fails loudly,
 * naming the chart and the actor.
 */
export const notProvided = (chart: string, actor: string) => () =>
  Promise.reject(new Error(`${chart} actor '${actor}' is not provided`));

/**
 * An invoke's output, as an action's or a guard's params. A chart that names a typed reader of an
 * output builds it from this one (`const created = output<CreatedPayment>`), never a copy of its own.
 */
export const output = <T>({ event }: { event: { output: T } }) => event.output;

/** An invoke's error, as an action's or a guard's params. */
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
