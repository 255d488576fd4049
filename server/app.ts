import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { type Clock, createClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { startInvalidations } from './db/notifications.ts';
import { devRoutes } from './http/dev.ts';
import { clientErrorHandler, frameworkErrors, installErrorHandler, MAX_PARAM_LENGTH } from './http/errors.ts';
import { createFaults, installFaults } from './http/faults.ts';
import { createHandlers } from './http/handlers.ts';
import { openApiOptions } from './http/openapi.ts';
import {
  createMetrics,
  installRequestIds,
  registerMetrics,
  registerProbes,
  requestIdOptions,
} from './http/ops.ts';
import { homeBanner, preloadLink, withBanner } from './http/preload.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { registerEndpoints } from './http/register.ts';
import { routeChunksOf, withModulePreloads } from './http/route-preloads.ts';
import { registerRateLimit, registerSecurityHeaders } from './http/security.ts';
import { serializerCompiler } from './http/serializer.ts';
import { registerStaffRoutes } from './http/staff.ts';
import { registerWebhooks } from './http/webhooks.ts';
import { type LineMessaging, startLineMessaging } from './line/index.ts';
import { opnProvider } from './payments/opn.ts';
import { createOpnFake } from './payments/opn-fake.ts';
import { billPaymentProvider, type PaymentProvider } from './payments/provider.ts';
import { renderSeedImage } from './seed/images.ts';
import { resetToSeed } from './seed/index.ts';
import { createAuth } from './services/auth.ts';
import { createCatalogue } from './services/catalogue.ts';
import { createCustomers } from './services/customers.ts';
import { createLineVerifier } from './services/line.ts';
import { createOrders } from './services/orders.ts';
import { createPayments } from './services/payments.ts';
import { createOrderPlacement } from './services/place-order.ts';
import { createProviderPayments } from './services/provider-payments.ts';
import { createSummary } from './services/summary.ts';
import { createUsualOrder } from './services/usual-order.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface AppDeps {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Where the built-in fake of Opn keeps its charges across restarts (main.ts); memory without. */
  opnFakeStateFile?: string;
}

/** Builds the whole server: API, OpenAPI document, images, storefront files, dev control. */
export async function buildApp({
  config,
  db,
  clock = createClock(),
  logger = { level: config.logLevel },
  opnFakeStateFile,
}: AppDeps) {
  const app: FastifyInstance = Fastify({
    logger,
    bodyLimit: 256 * 1024,
    // X-Forwarded-For counts only from the load balancers listed in TRUST_PROXY (README "At scale").
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // X-Request-Id: kept when sane, else generated; in every log line and every answer.
    ...requestIdOptions,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
    clientErrorHandler,
    // A request (headers and body) must arrive within 30 s, else 408 (slow or truncated bodies).
    requestTimeout: 30_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestIds(app);
  const metrics = createMetrics(db);
  registerMetrics(app, metrics, config);
  registerProbes(app, db);
  // Answers of 1 KB and more go out compressed (brotli or gzip, as the client accepts); JPEGs and
  // answers already encoded (the precompressed storefront files) are left as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  const faults = createFaults();
  if (config.devEndpoints) installFaults(app, faults);
  if (config.corsOrigin) {
    const origin = config.corsOrigin;
    app.addHook('onRequest', async (request, reply) => {
      reply.header('access-control-allow-origin', origin).header('vary', 'origin');
      if (request.method === 'OPTIONS') {
        reply
          .header(
            'access-control-allow-headers',
            'authorization, content-type, idempotency-key, x-line-id-token',
          )
          .header('access-control-allow-methods', 'GET, POST, PUT, OPTIONS')
          .code(204)
          .send();
      }
    });
  }

  // This server's own address once it listens (the built-in fake of Opn calls back to it).
  const selfUrl = () => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    return `http://127.0.0.1:${port}`;
  };
  const opnFake =
    config.paymentProvider === 'opn' && config.opn.fake
      ? createOpnFake({
          secretKey: config.opn.secretKey,
          webhookSecret: config.opn.webhookSecret,
          serverUrl: selfUrl,
          now: () => clock.now(),
          billerId: config.promptPayBillerId,
          stateFile: opnFakeStateFile,
        })
      : undefined;
  const provider: PaymentProvider =
    config.paymentProvider === 'opn'
      ? opnProvider({
          baseUrl: () => config.opn.apiBaseUrl ?? `${selfUrl()}/__dev/opn`,
          secretKey: config.opn.secretKey,
          timeoutMs: config.opn.timeoutMs,
        })
      : billPaymentProvider(config.promptPayBillerId);
  const paymentSettings = { qrTimeoutMinutes: config.qrTimeoutMinutes, provider };
  // Changes made by any process (or by hand in the database) reach this one's caches.
  const invalidations = await startInvalidations(db);
  app.addHook('onClose', () => invalidations.close());
  const auth = createAuth({
    db,
    clock,
    line: createLineVerifier(config),
    tokenTtlSeconds: config.tokenTtlSeconds,
    invalidations,
  });
  await registerSecurityHeaders(app, config);
  // On PostgreSQL every process counts in the same table, taking a hundredth of a limit at a time
  // (rate-limit-store.ts); PGlite is one process: in memory.
  const sharedCount = (limitPerMinute: number) =>
    db.driver === 'postgres'
      ? databaseRateLimitStore(db, Date.now, Math.max(1, Math.floor(limitPerMinute / 100)))
      : undefined;
  await registerRateLimit(app, config, auth, {
    store: sharedCount(config.rateLimitPerMinute),
    onRefused: () => metrics.rateLimited.inc(),
  });
  const providerPayments = createProviderPayments(db, clock, provider, {
    onOutcome: (source, outcome) => metrics.paymentOutcomes.inc({ source, outcome }),
    onRefusal: (reason) => metrics.webhookRefusals.inc({ reason }),
    onRefund: (outcome) => metrics.refunds.inc({ outcome }),
    log: (message, detail) => app.log.warn(detail, message),
  });
  const services = {
    auth,
    catalogue: createCatalogue(db, clock, config.catalogueCacheSeconds, invalidations),
    summary: createSummary(db, clock),
    placeOrder: createOrderPlacement(db, clock, paymentSettings, () => metrics.ordersPlaced.inc()),
    customers: createCustomers(db, clock),
    orders: createOrders(db, clock),
    // The inquiry asks the provider first (a payment whose webhook was lost reads paid).
    payments: createPayments(db, clock, paymentSettings, providerPayments.inquire),
    providerPayments,
    usualOrder: createUsualOrder(db),
  };

  // LINE messages of order changes (server/line): the outbox worker, and the local fake of LINE's
  // API without a channel token. LINE_OUTBOX_POLL_MS=0: this process sends none (the tests do it).
  let line: LineMessaging | null = null;
  if (config.lineOutboxPollMs > 0) {
    line = await startLineMessaging({ config, db, clock, log: app.log });
    const started = line;
    app.addHook('onClose', async () => started.close());
  }

  await app.register(fastifySwagger, openApiOptions);
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The docs page's own CSP, not the storefront's; swagger-ui sets inline styles.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/style-src ([^;]*);/, "style-src $1 'unsafe-inline';"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  registerEndpoints(app, auth, createHandlers(services));
  registerWebhooks(app, {
    config,
    clock,
    payments: services.providerPayments,
    onRefusal: (reason) => metrics.webhookRefusals.inc({ reason }),
  });
  registerStaffRoutes(app, config, services.orders, { store: sharedCount(config.staffRateLimitPerMinute) });

  app.get('/images/*', { schema: { hide: true } }, async (request, reply) => {
    const svg = renderSeedImage(request.url.split('?')[0] ?? '');
    if (!svg) return reply.callNotFound();
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  if (config.devEndpoints) {
    await app.register(devRoutes, {
      prefix: '/__dev',
      clock,
      faults,
      auth,
      payments: services.payments,
      providerPayments: services.providerPayments,
      opnFake,
      orders: services.orders,
      reset: async () => {
        await resetToSeed(db, clock.now());
        services.catalogue.clearCache();
        auth.forgetTokens();
      },
      clearCaches: () => services.catalogue.clearCache(),
      open: config.devEndpointsOpen,
      lineFake: line?.fake ?? null,
    });
  }

  const staticDir = resolve(config.staticDir);
  if (existsSync(resolve(staticDir, 'index.html'))) {
    // The build's `.br` and `.gz` siblings are sent as they are (vite.config.ts makes them).
    // Files under assets/ carry a content hash in their name and never change: cached for a year.
    // Everything else (index.html) is revalidated on every load, so a new build shows at once.
    const hashedAssets = `${resolve(staticDir, 'assets')}${sep}`;
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache');
      },
    });
    // The storefront uses History API routes: any other GET outside /api is the app (but a missing
    // asset is a 404, not the page: an old cached page asking for a file of an older build).
    const chunksOf = routeChunksOf(staticDir);
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (/^\/(api\/|__dev|assets\/)/.test(request.url)) return reply.callNotFound();
      // The route's code (server/http/route-preloads.ts) and, for home, its first banner, the
      // page's LCP image (server/http/preload.ts), come with the page.
      const chunks = chunksOf(request.url.split('?')[0] ?? '');
      const banner = await homeBanner(request.url, services.catalogue).catch(() => null);
      if (!banner && chunks.length === 0) return reply.sendFile('index.html');
      const built = await readFile(resolve(staticDir, 'index.html'), 'utf8');
      let page = withModulePreloads(built, chunks);
      const withImage = banner ? withBanner(page, banner) : null;
      if (banner && withImage) {
        reply.header('link', preloadLink(banner));
        page = withImage;
      }
      // Nothing to add (a page without a head or banner box): the build's precompressed file.
      if (page === built) return reply.sendFile('index.html');
      // Revalidated like the build's file: the same page again is a 304 without a body.
      const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 32)}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      // Compressed by @fastify/compress like an API answer.
      return reply.type('text/html; charset=utf-8').send(page);
    });
  }

  return { app, services, clock, faults, metrics, opnFake, line };
}
