import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Auth } from '../services/auth.ts';
import { HttpError } from './errors.ts';

/** Where LINE's LIFF SDK talks to (login, profile, share target picker). */
const LINE_ORIGINS = ['https://api.line.me', 'https://*.line.me', 'https://*.line-scdn.net'];

/**
 * Security headers (@fastify/helmet) with a Content-Security-Policy the built storefront and LIFF
 * work under: scripts only from this origin; inline styles allowed, because Emotion (Chakra UI)
 * injects <style> elements at run time; images from here, data: (the QR codes are base64) and
 * https: (product images a supplier hosts elsewhere), blob: (a QR saved as a file); requests to
 * this origin, LINE's API and the configured CORS origin; the service worker from this origin. No upgrade-insecure-requests: the
 * product runs over plain HTTP on a LAN and on localhost.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const connect = ["'self'", ...LINE_ORIGINS, ...(config.corsOrigin ? [config.corsOrigin] : [])];
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // The service worker (/sw.js, ADR 0008) is a script of this origin.
        'worker-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': connect,
        'frame-src': ["'self'", 'https://*.line.me'],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    // LIFF's login and share target picker open LINE in a window that talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // With CORS_ORIGIN the storefront lives elsewhere and loads /images from here.
    crossOriginResourcePolicy: { policy: config.corsOrigin ? 'cross-origin' : 'same-origin' },
  });
  // The build's scripts, styles and fonts (/assets/) are never opened as a document: the headers
  // that only govern a document (about 700 of the 1,100 bytes above) go out with the pages, the
  // API and the images, not with each of them (a phone fetches a dozen per page).
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/assets/')) return;
    for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
  });
}

/** helmet's headers that apply to documents only; nosniff, CORP and HSTS stay on every answer. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A per-customer rate limit on the API (@fastify/rate-limit): RATE_LIMIT_PER_MINUTE requests a
 * minute per customer of the access token, per address without one; 0 turns it off. Over the limit
 * the answer is 429 in the contract's error body, with `retry-after`.
 *
 * It runs first, before the endpoints' authentication (an app-wide onRequest hook runs before a
 * route's own): a request with a missing or bad token is counted against its address and refused
 * once over, without a database look-up. The key costs nothing either: a token this process has
 * checked within the minute gives its customer; any other request counts by address (a customer's
 * first request on a process included). The address is the connection's, or X-Forwarded-For's
 * when the connection comes from a proxy of TRUST_PROXY (Fastify's trustProxy, buildApp).
 * `store`: the counters (database-wide on PostgreSQL, rate-limit-store.ts; in memory otherwise).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Config,
  auth: Auth,
  options: { store?: FastifyRateLimitStoreCtor; onRefused?: () => void } = {},
) {
  if (config.rateLimitPerMinute <= 0) return;
  await app.register(fastifyRateLimit, {
    global: false,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    ...(options.store ? { store: options.store } : {}),
    // Only the API: the storefront's files, images, the probes, metrics and the development
    // control are not limited.
    allowList: (request) => !request.url.startsWith('/api/'),
    keyGenerator: (request) => {
      const customer = auth.knownCustomerOfToken(request.headers.authorization);
      return customer ? `customer:${customer.id}` : `ip:${request.ip}`;
    },
    onExceeded: () => options.onRefused?.(),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `too many requests: at most ${context.max} a minute; try again in ${context.after}`,
        undefined,
        undefined,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });
  app.addHook('onRequest', app.rateLimit());
}
