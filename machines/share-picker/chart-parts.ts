/** What the share picker chart and its session chart both read of their events and context. */

/** An invoked actor's answer, as a guard's or an action's params. */
export const outputOf = <T>({ event }: { event: { output: T } }) => event.output;

/** A rejected actor's message, as the `fail` action's params. */
export const errorText = ({ event }: { event: { error: unknown } }) => ({
  message: event.error instanceof Error ? event.error.message : String(event.error),
});

/** The `failed` final state's output: the error kept in the context. */
export const failedOutput = ({ context }: { context: { error: string | null } }) => ({
  status: 'error' as const,
  message: context.error ?? '',
});

/** A placeholder actor's answer until the app provides it (share-picker-implementations.ts). */
export { notProvided } from '../chart-helpers.ts';
