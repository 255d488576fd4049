import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Fault injection for tests and demos (development mode only): the next `times` requests whose
 * path matches answer with `status`, arrive after `delay_ms`, and/or carry a malformed body. With
 * `after`, the request is handled first (an order is committed) and only its answer is replaced:
 * a lost answer.
 */
export const FaultSpec = z.object({
  path: z
    .string()
    .min(1)
    .max(300)
    .describe('exact path without query, or a prefix ending in *, e.g. /api/v1/ssc/skus*'),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']).optional(),
  status: z.number().int().min(200).max(599).optional(),
  delay_ms: z.number().int().min(0).max(120_000).optional(),
  malformed: z
    .enum(['json', 'shape'])
    .optional()
    .describe("'json': not JSON at all; 'shape': JSON of the wrong shape"),
  after: z
    .boolean()
    .optional()
    .describe('run the handler (its work is done), then replace its answer: a lost answer'),
  times: z.number().int().min(1).max(10_000).default(1),
});
export type FaultSpec = z.infer<typeof FaultSpec>;

export interface Fault extends FaultSpec {
  id: number;
  remaining: number;
}

export function createFaults() {
  let faults: Fault[] = [];
  let nextId = 1;
  const matches = (f: Fault, method: string, path: string) =>
    (!f.method || f.method === method) &&
    (f.path.endsWith('*') ? path.startsWith(f.path.slice(0, -1)) : f.path === path);
  return {
    add(spec: FaultSpec): Fault {
      const fault = { ...spec, id: nextId++, remaining: spec.times };
      faults.push(fault);
      return fault;
    },
    list: () => faults,
    clear() {
      faults = [];
    },
    /** Takes one use of the first fault matching this request, if any. */
    take(method: string, path: string): Fault | undefined {
      const fault = faults.find((f) => f.remaining > 0 && matches(f, method, path));
      if (!fault) return undefined;
      fault.remaining -= 1;
      faults = faults.filter((f) => f.remaining > 0);
      return fault;
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;

/** The body a fault answers with, for its status. */
function faultBody(fault: Fault, status: number): string {
  if (fault.malformed === 'json') return '{"status": 200, "data": [truncated';
  if (fault.malformed === 'shape')
    return JSON.stringify({ status, message: 'success', data: { unexpected: true } });
  return JSON.stringify({ status, message: `injected fault (${status})` });
}

/**
 * Applies faults to /api/ requests before anything else runs; an `after` fault lets the request
 * be handled and replaces its answer when it is sent (after compression, which it undoes).
 */
export function installFaults(app: FastifyInstance, faults: Faults) {
  const lost = new WeakMap<object, { fault: Fault; status: number }>();
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
    const status = fault.status ?? (fault.malformed ? 200 : undefined);
    if (status === undefined) return; // a pure delay: carry on normally
    if (fault.after) {
      lost.set(request, { fault, status });
      return;
    }
    reply.code(status).type('application/json');
    return reply.send(faultBody(fault, status));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const replaced = lost.get(request);
    if (!replaced) return payload;
    lost.delete(request);
    reply.removeHeader('content-encoding');
    reply.removeHeader('content-length');
    reply.code(replaced.status).type('application/json');
    return faultBody(replaced.fault, replaced.status);
  });
}
