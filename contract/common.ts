import * as z from 'zod/mini';

/**
 * Building blocks shared by every schema of the API contract (docs/api.md, CONTRACT.md).
 * Both the storefront (src/api) and the reference server (server/) import these. The contract is
 * written with `zod/mini` (the same zod, a tree-shakable API): the storefront's first screen
 * carries about 17 KB less JavaScript than with classic zod (docs/performance.md).
 */

const ID_MAX = 2_147_483_647;

/** An integer (JSON number without a fraction). */
export const Int = z.int();

/** A database id in a JSON body: a positive 32-bit integer, strictly a number. */
export const IdNumber = z
  .int({
    error: (issue) => (typeof issue.input === 'number' ? 'must be a whole number' : 'must be a number'),
  })
  .check(z.positive('must be positive'), z.maximum(ID_MAX, 'is too large'));

/**
 * A database id in a path or query: decimal digits only ("0x10", "1e3", " 7" are refused),
 * answered as a number.
 */
export const Id = z.pipe(
  z.string({ error: 'must be a number' }).check(z.regex(/^[0-9]{1,10}$/, 'must be a positive whole number')),
  z.pipe(
    z.transform((digits: string) => Number(digits)),
    IdNumber,
  ),
);

/** Money in baht with at most 2 decimals. */
export const Baht = z.number().check(
  z.minimum(0),
  z.maximum(99_999_999.99),
  z.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'must have at most 2 decimals'),
);

/** A percentage such as discount_price (0 < p < 100) or null when there is none. */
export const Percent = z.number().check(z.minimum(0), z.maximum(100));

/** ISO-8601 date-time with offset, e.g. "2026-11-21T10:15:00.000+07:00". */
export const DateTime = z.string().check(z.describe('ISO-8601 date-time'));

/** The schema with a description for the OpenAPI document. */
export const described = <T extends z.ZodMiniType>(schema: T, text: string): T =>
  schema.check(z.describe(text));

/** Nullable string, the commonest field shape. */
export const NullableString = z.nullable(z.string());

/** Every successful JSON answer: `{ status, message, data }`. */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ status: Int, message: z.string(), data });
}

/** A page, used where the spec says "list in data.data" (brands/all, skus). */
export function page<T extends z.ZodMiniType>(item: T) {
  return z.object({
    data: z.nullable(z.array(item)),
    total: z.int().check(z.minimum(0)),
    page: z.int().check(z.minimum(1)),
    limit: z.int().check(z.minimum(1)),
  });
}

/** Every error answer: non-2xx with the field-level details for 400. */
export const ErrorBody = z
  .object({
    status: Int,
    message: z.string(),
    errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    data: z.optional(z.unknown()),
  })
  .check(z.meta({ id: 'Error' }));
export type ErrorBody = z.infer<typeof ErrorBody>;
