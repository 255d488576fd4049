import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * Fault injection for tests and demos (development mode only): the next `times` requests whose
 * path matches answer with `status`, arrive after `delay_ms`, and/or carry a malformed body.
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

/** Applies faults to /api/ requests before anything else runs. */
export function installFaults(app: FastifyInstance, faults: Faults) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/')) return;
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
    const status = fault.status ?? (fault.malformed ? 200 : undefined);
    if (status === undefined) return; // a pure delay: carry on normally
    reply.code(status).type('application/json');
    if (fault.malformed === 'json') return reply.send('{"status": 200, "data": [truncated');
    if (fault.malformed === 'shape')
      return reply.send(JSON.stringify({ status, message: 'success', data: { unexpected: true } }));
    return reply.send(JSON.stringify({ status, message: `injected fault (${status})` }));
  });
}
