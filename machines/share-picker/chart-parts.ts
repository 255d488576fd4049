/** What the share picker chart and its session chart both read of their events and context. */

/** A rejected actor's message, as the `fail` action's params. */
export const errorText = ({ event }: { event: { error: unknown } }) => ({
  message: event.error instanceof Error ? event.error.message : String(event.error),
});

/** The `failed` final state's output: the error kept in the context. */
export const failedOutput = ({ context }: { context: { error: string | null } }) => ({
  status: 'error' as const,
  message: context.error ?? '',
});

/** A placeholder actor's answer until the app provides it (share-picker-implementations.ts); an invoked actor's answer as params. */
export { notProvided, output } from '../chart-helpers.ts';
