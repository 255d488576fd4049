import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';

/** Query-string parameters: they arrive as strings, and an empty one means "not set". */

/** Free text from a query: trimmed, bounded, no NUL characters (PostgreSQL refuses them). */
export const QueryText = z.string().check(
  z.trim(),
  z.maxLength(100, 'must be at most 100 characters'),
  z.refine((s) => !s.includes('\0'), 'must not contain NUL characters'),
);

/** A query value where an empty string means "not set" (the orders screen sends empty filters). */
export function optionalQuery<T extends core.SomeType>(
  schema: T,
): z.ZodMiniOptional<z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, z.ZodMiniOptional<T>>> {
  // The casts only bridge zod's generic types; the runtime schema is exactly this pipe.
  const emptyAsUnset = z.transform((v: unknown) => (v === '' || v === null ? undefined : v));
  return z.optional(z.pipe(emptyAsUnset, z.optional(schema) as never)) as never;
}

/** A whole number from a query string ("20"), within bounds. */
export function queryInt(min: number, max: number) {
  return z.pipe(
    z.string({ error: 'must be a number' }).check(z.regex(/^-?[0-9]{1,16}$/, 'must be a whole number')),
    z.pipe(
      z.transform((digits: string) => Number(digits)),
      z.int().check(z.minimum(min), z.maximum(max)),
    ),
  );
}

export const OrderBy = z.enum(['asc', 'desc']);
