import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { BANK_PAYMENT_STATUSES, PAYMENT_STATUS } from '../../contract/index.ts';
import type { Config } from '../config.ts';
import { type Db, pendingMigrations } from '../db/index.ts';
import { fromLoopback } from './dev.ts';
import { HttpError } from './errors.ts';

/**
 * What a load balancer and a monitoring system need of each process (README "At scale"): request
 * ids, GET /healthz, GET /readyz and GET /metrics. None of them is under /api, none is rate-limited,
 * none is in the OpenAPI document (they are documented in docs/scaling.md).
 */

/** An incoming X-Request-Id is kept when it is a sane token; anything else gets a fresh UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{1,128}$/;

/** Fastify's options for request ids: the id is in every log line of the request (reqId). */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId(request: { headers: Record<string, string | string[] | undefined> }) {
    const incoming = request.headers['x-request-id'];
    return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  },
};

/** Every answer carries its request's id in X-Request-Id (errors and 429s included). */
export function installRequestIds(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/** How long /readyz waits for the database before answering 503. */
const READY_TIMEOUT_MS = 2000;

/**
 * GET /healthz: the process is up (200, no database). GET /readyz: 200 when the database answers
 * and every migration of this code is applied, 503 otherwise (take it out of the balancer).
 */
export function registerProbes(app: FastifyInstance, db: Db) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
    });
    try {
      const pending = await Promise.race([pendingMigrations(db), timeout]);
      if (pending.length > 0)
        return reply
          .code(503)
          .send({ status: 'not ready', reason: `migrations pending: ${pending.join(', ')}` });
      return reply.send({ status: 'ready', db: db.driver });
    } catch (error) {
      return reply.code(503).send({ status: 'not ready', reason: `database: ${(error as Error).message}` });
    } finally {
      clearTimeout(timer);
    }
  });
}

/** The default process metrics (CPU, memory, event loop, GC), collected once per process. */
let processRegistry: Registry | undefined;
function processMetrics() {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const PAYMENT_STATUS_NAMES = Object.fromEntries(
  Object.entries(PAYMENT_STATUS).map(([name, id]) => [id, name]),
);

/**
 * A gauge of a table's rows by `status`, counted at each scrape: every status of `statuses` shows
 * (0 when no row has it), and any other stored status too; a failed query keeps the last figures.
 */
function rowsByStatusGauge<S extends number | string>(
  registry: Registry,
  db: Db,
  gauge: { name: string; help: string; table: string; statuses: readonly S[]; label: (status: S) => string },
) {
  new Gauge({
    name: gauge.name,
    help: gauge.help,
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db
        .query<{ status: S; n: number }>(`SELECT status, COUNT(*) AS n FROM ${gauge.table} GROUP BY status`)
        .catch(() => null);
      if (!rows) return;
      this.reset();
      for (const status of gauge.statuses) this.set({ status: gauge.label(status) }, 0);
      for (const r of rows) this.set({ status: gauge.label(r.status) }, r.n);
    },
  });
}

/** The application's metrics of one app instance (buildApp); `registry` also has the process's. */
export function createMetrics(db: Db) {
  const registry = new Registry();
  const metrics = {
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    ordersPlaced: new Counter({
      name: 'storefront_orders_placed_total',
      help: 'Orders placed by this process (POST /orders; replays of an Idempotency-Key not counted)',
      registers: [registry],
    }),
    rateLimited: new Counter({
      name: 'storefront_rate_limit_refusals_total',
      help: 'API requests refused with 429 by the rate limit',
      registers: [registry],
    }),
    paymentOutcomes: new Counter({
      name: 'storefront_payment_outcomes_total',
      help:
        "What the payment provider's word did to a payment, by source (webhook, reconcile, inquiry) and outcome " +
        '(paid, not_counted: recorded for refund, failed, expired, duplicate: an event seen before, ignored)',
      labelNames: ['source', 'outcome'] as const,
      registers: [registry],
    }),
    webhookRefusals: new Counter({
      name: 'storefront_webhook_refusals_total',
      help:
        'Provider webhooks refused (4xx), by reason: missing_signature, bad_signature, stale_timestamp, ' +
        'bad_body, unknown_charge, amount_mismatch, inquiry_mismatch',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    refunds: new Counter({
      name: 'storefront_provider_refunds_total',
      help: "Refunds through the payment provider's refund API, by outcome (refunded, failed)",
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
  };
  rowsByStatusGauge(registry, db, {
    name: 'storefront_payments',
    help: 'Payments in the database by status (database-wide: every process reports the same figures)',
    table: 'payments',
    // The stored statuses (1-5); a paid payment recorded for refund is stored as paid.
    statuses: BANK_PAYMENT_STATUSES,
    label: (status) => PAYMENT_STATUS_NAMES[status] ?? String(status),
  });
  rowsByStatusGauge(registry, db, {
    name: 'storefront_line_outbox_messages',
    help: 'LINE messages in the outbox by status (pending = the backlog still to send; database-wide)',
    table: 'line_outbox',
    statuses: ['pending', 'sent', 'failed', 'skipped'],
    label: (status) => status,
  });
  new Gauge({
    name: 'storefront_line_outbox_oldest_pending_seconds',
    help: 'Age of the oldest LINE message still to send (0 when none; database-wide)',
    registers: [registry],
    async collect() {
      const [row] = await db
        .query<{ oldest: Date | null }>(
          `SELECT MIN(created_at) AS oldest FROM line_outbox WHERE status = 'pending'`,
        )
        .catch(() => [{ oldest: null }]);
      this.set(row?.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0);
    },
  });
  return { ...metrics, registry: Registry.merge([processMetrics(), registry]) };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Times every answer (the route's pattern, not its URL: /api/v1/ssc/coupons/:code) and serves
 * GET /metrics in Prometheus' text format: to this machine (loopback) always, to others only with
 * `Authorization: Bearer <METRICS_TOKEN>` (403 otherwise).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, config: Config) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.requestDuration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!fromLoopback(request) && !hasMetricsToken(request, config.metricsToken)) {
      throw new HttpError(
        403,
        '/metrics answers this machine (loopback), or others with Authorization: Bearer <METRICS_TOKEN>',
      );
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
}

function hasMetricsToken(request: FastifyRequest, token: string | undefined) {
  if (!token) return false;
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
