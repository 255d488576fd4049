import { z } from 'zod';

/**
 * Building blocks shared by every schema of the API contract (docs/api.md, CONTRACT.md).
 * Both the storefront (src/api) and the reference server (server/) import these.
 */

const ID_MAX = 2_147_483_647;

/** A database id in a JSON body: a positive 32-bit integer, strictly a number. */
export const IdNumber = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(ID_MAX, 'is too large');

/**
 * A database id in a path or query: decimal digits only ("0x10", "1e3", " 7" are refused),
 * answered as a number.
 */
export const Id = z
  .string({ error: 'must be a number' })
  .regex(/^[0-9]{1,10}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(IdNumber);

/** Free text from a query: trimmed, bounded, no NUL characters (PostgreSQL refuses them). */
export const QueryText = z
  .string()
  .trim()
  .max(100, 'must be at most 100 characters')
  .refine((s) => !s.includes('\0'), 'must not contain NUL characters');

/** Money in baht with at most 2 decimals. */
export const Baht = z
  .number()
  .min(0)
  .max(99_999_999.99)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'must have at most 2 decimals');

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
