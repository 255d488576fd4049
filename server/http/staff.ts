import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id, ORDER_STATUSES } from '../../contract/index.ts';
import type { Config } from '../config.ts';
import type { Orders } from '../services/orders.ts';
import { HttpError } from './errors.ts';
import { json } from './openapi.ts';

/**
 * The staff API (docs/payments.md "Staff API"): the supplier's back office moves orders along the
 * order table. Off (404) without STAFF_API_KEY; `Authorization: Bearer <STAFF_API_KEY>`, compared
 * in constant time; STAFF_RATE_LIMIT_PER_MINUTE requests a minute per address, bad keys included
 * (counted database-wide on PostgreSQL, like the storefront's limit); every change audited
 * (order_status_audit).
 */

/** X-Staff-Member may be percent-encoded UTF-8 (a Thai name); taken as sent when it is not. */
function decoded(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();

/** Compares the bearer token with the key in constant time (hashes: equal lengths, no length leak). */
export function isStaffKey(authorization: string | undefined, key: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!given) return false;
  return timingSafeEqual(sha256(given), sha256(key));
}

/**
 * How many seconds an address must wait (null: not limited) after one more staff request. `store`:
 * the counters every API process on one PostgreSQL shares (the storefront limiter's,
 * rate-limit-store.ts, under keys of their own), so N processes give one budget; without it (PGlite,
 * one process) a fixed one-minute window per address in memory.
 */
export type StaffLimiter = (address: string) => Promise<number | null>;

export function staffRateLimiter(
  max: number,
  options: { store?: FastifyRateLimitStoreCtor; now?: () => number } = {},
): StaffLimiter {
  const now = options.now ?? Date.now;
  if (!options.store) {
    const local = windowLimiter(max, now);
    return async (address) => local(address);
  }
  // The store's constructor takes @fastify/rate-limit's options; the database store reads none.
  const store = new options.store({} as FastifyRateLimitOptions);
  return (address) =>
    new Promise((resolve, reject) => {
      // The database store's window is one minute unless told otherwise (the staff API's window).
      store.incr(`staff:${address}`, (error, result) => {
        if (error || !result) return reject(error ?? new Error('no rate-limit count'));
        resolve(result.current > max ? Math.max(1, Math.ceil(result.ttl / 1000)) : null);
      });
    });
}

/** A fixed one-minute window per address. */
function windowLimiter(max: number, now: () => number) {
  const hits = new Map<string, { start: number; n: number }>();
  return (key: string): number | null => {
    const t = now();
    let w = hits.get(key);
    if (!w || t - w.start >= 60_000) {
      if (hits.size > 10_000) hits.clear();
      w = { start: t, n: 0 };
      hits.set(key, w);
    }
    w.n++;
    return w.n > max ? Math.max(1, Math.ceil((w.start + 60_000 - t) / 1000)) : null;
  };
}

const StatusBody = z.object({
  status_id: z
    .number()
    .int()
    .refine((s) => ORDER_STATUSES.includes(s), 'unknown order status')
    .describe('the next status: 3 packing, 4 in transit, 5 delivered, or 12 cancelled by the supplier'),
});

const StatusAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    order_id: z.number().int(),
    from_status_id: z.number().int(),
    status_id: z.number().int(),
  }),
});

export function registerStaffRoutes(
  app: FastifyInstance,
  config: Config,
  orders: Orders,
  options: { store?: FastifyRateLimitStoreCtor } = {},
) {
  const limited = staffRateLimiter(config.staffRateLimitPerMinute, options);
  const key = config.staffApiKey;
  const actorOf = (request: FastifyRequest) => {
    const member = decoded(String(request.headers['x-staff-member'] ?? ''))
      .replace(/[^\p{L}\p{M}\p{N} ._@-]/gu, '')
      .slice(0, 64);
    // One key for the supplier: its fingerprint, and the person the back office names.
    const fingerprint = key ? sha256(key).toString('hex').slice(0, 8) : '';
    return `staff-key:${fingerprint}${member ? ` (${member})` : ''}`;
  };

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/staff/orders/:order_id/status',
    {
      config: { routeId: 'staffOrderStatus' },
      schema: {
        operationId: 'staffSetOrderStatus',
        summary: 'The supplier moves an order along the order table (its next status, or cancel)',
        description:
          'One step of the order table: 2 -> 3 -> 4 -> 5, or cancel (12) from 1, 2 or 3 (a paid payment is recorded for refund). ' +
          'Optional `X-Staff-Member` (percent-encoded UTF-8) names the person for the audit. Off (404) unless STAFF_API_KEY is set.',
        tags: ['staff'],
        security: [{ staffKey: [] }],
        params: z.object({ order_id: Id }),
        body: StatusBody,
        response: {
          200: StatusAnswer,
          400: json('Bad input: `errors[0].path` names the field'),
          401: json('The Authorization header is missing or is not Bearer <STAFF_API_KEY>'),
          404: json('No such order (`params.order_id`), or the staff API is off (STAFF_API_KEY unset)'),
          409: json("The order table does not allow that move from the order's status"),
          413: json('The body is over 256 KB'),
          415: json('The body is not JSON (Content-Type: application/json)'),
          429: json('Over STAFF_RATE_LIMIT_PER_MINUTE: try again after `retry-after` seconds'),
          default: json('Any other error (500 internal error; 503 busy, with `retry-after`)'),
        },
      },
      onRequest: async (request) => {
        if (!key) throw new HttpError(404, 'the staff API is off (STAFF_API_KEY is not set)');
        const retryAfter = await limited(request.ip);
        if (retryAfter !== null) {
          throw new HttpError(
            429,
            `too many staff requests: at most ${config.staffRateLimitPerMinute} a minute`,
            undefined,
            undefined,
            retryAfter,
          );
        }
        if (!isStaffKey(request.headers.authorization, key)) {
          throw new HttpError(401, 'Authorization: Bearer <STAFF_API_KEY> is missing or wrong');
        }
      },
    },
    async (request) => {
      const data = await orders.staffSetStatus(request.params.order_id, request.body.status_id, {
        actor: actorOf(request),
        address: request.ip,
      });
      request.log.info({ staff: data }, 'staff moved an order');
      return { status: 200, message: 'success', data };
    },
  );
}
