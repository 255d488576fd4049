/**
 * The body of a placeholder actor in a chart's `setup()` (machines/README.md: actors are
 * placeholders; `create<Flow>Implementations` provides the real ones): it rejects, naming the chart
 * and the actor, so a chart started without its implementations fails loudly.
 */
export const notProvided = (chart: string, actor: string) => () =>
  Promise.reject(new Error(`${chart} actor '${actor}' is not provided`));
