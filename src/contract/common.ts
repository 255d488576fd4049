import { z } from 'zod';

/**
 * Building blocks shared by every schema of the API contract (docs/api.md, CONTRACT.md).
 * Both the storefront (src/api) and the reference server (server/) import these.
 */

/** A database id: a positive 32-bit integer. Path and query values arrive as strings. */
export const Id = z.coerce
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(2_147_483_647, 'is too large');

/** Money in baht with at most 2 decimals. */
export const Baht = z.number().min(0).max(99_999_999.99);

/** A percentage such as discount_price (0 < p < 100) or null when there is none. */
export const Percent = z.number().min(0).max(100);

/** ISO-8601 date-time with offset, e.g. "2026-11-21T10:15:00.000+07:00". */
export const DateTime = z.string().describe('ISO-8601 date-time');

/** A query value where an empty string means "not set" (the orders screen sends empty filters). */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

export const OrderBy = z.enum(['asc', 'desc']);

/** Every successful JSON answer: `{ status, message, data }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string(),
    data,
  });
}

/** A page, used where the spec says "list in data.data" (brands/all, skus). */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item).nullable(),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
  });
}

/** Every error answer: non-2xx with the field-level details for 400. */
export const ErrorBody = z
  .object({
    status: z.number().int(),
    message: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    data: z.unknown().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;
