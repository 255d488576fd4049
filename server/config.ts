import { isIP } from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for address ranges (Fastify's trustProxy accepts them like addresses). */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an IPv4 or IPv6 address, a CIDR block, or a named range. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: unset, '' or '0' = trust no proxy; else a comma list of proxies (README). */
const TrustProxy = z
  .string()
  .optional()
  .transform((value) =>
    value === undefined || value.trim() === '' || value.trim() === '0'
      ? []
      : value.split(',').map((a) => a.trim()),
  )
  .refine((entries) => entries.every(isProxyEntry), {
    message:
      "must be '0' (no proxy) or a comma list of the load balancer's addresses or CIDR blocks " +
      '(e.g. 10.0.0.0/8,127.0.0.1; also loopback, linklocal, uniquelocal)',
  });

/** Every setting of the reference server, read once from the environment (README lists them). */
const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('.data/pglite'),
  DATABASE_SCHEMA: z.string().optional(),
  SEED_ON_START: z.enum(['auto', 'always', 'never']).default('auto'),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(12 * 60 * 60),
  QR_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  PROMPTPAY_BILLER_ID: z
    .string()
    .regex(/^\d{15}$/, 'must be 15 digits (13-digit tax id + 2-digit suffix)')
    .default('010556123456701'),
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_API_BASE: z.string().url().default('https://api.line.me'),
  LINE_MOCK: z.enum(['0', '1']).optional(),
  LINE_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  CORS_ORIGIN: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('dist'),
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  SEED_BULK_COPIES: z.coerce.number().int().min(0).max(50).default(0),
  DEV_ENDPOINTS: z
    .enum(['0', '1'], { message: "must be '0' (off) or '1' (open to every address)" })
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(3000),
  TRUST_PROXY: TrustProxy,
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // LINE messaging (server/line, docs/line-messaging.md).
  LINE_CHANNEL_ACCESS_TOKEN: z.string().min(1).optional(),
  LINE_API_BASE_URL: z.string().url().default('https://api.line.me'),
  LINE_LIFF_ID: z.string().min(1).optional(),
  VITE_LIFF_ID: z.string().optional(),
  STOREFRONT_URL: z.string().url().optional(),
  LINE_OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  LINE_OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
});

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  databaseSchema: string | undefined;
  seedOnStart: 'auto' | 'always' | 'never';
  tokenTtlSeconds: number;
  qrTimeoutMinutes: number;
  promptPayBillerId: string;
  /** LINE login channel id; unset = LINE mock mode (mock tokens accepted). */
  lineChannelId: string | undefined;
  lineApiBase: string;
  /** How long one call to LINE's API may take before the answer is 503. */
  lineTimeoutMs: number;
  /** Accept mock LINE tokens (never in production unless LINE_MOCK=1). */
  lineMock: boolean;
  corsOrigin: string | undefined;
  logLevel: string;
  staticDir: string;
  /** Development and test control endpoints under /__dev/ (never in production). */
  devEndpoints: boolean;
  /** /__dev answers every address (DEV_ENDPOINTS=1), not only loopback. */
  devEndpointsOpen: boolean;
  /** API requests per minute per customer (per address without a token); 0 = no limit. */
  rateLimitPerMinute: number;
  /**
   * The proxies (addresses, CIDR blocks) whose X-Forwarded-For is believed for the client's
   * address; empty = none (the connection's address counts).
   */
  trustProxy: string[];
  /** Bearer token that opens GET /metrics to other machines (loopback needs none); unset = loopback only. */
  metricsToken: string | undefined;
  orderSweepSeconds: number;
  /** How long one process keeps catalogue answers (0 = no cache). */
  catalogueCacheSeconds: number;
  /** Benchmarks: extra copies of the seeded catalogue (0 = the plain seed). */
  seedBulkCopies: number;
  /** The Messaging API channel access token; unset = the local fake (development) or no messages (production). */
  lineChannelAccessToken: string | undefined;
  /** Where the Messaging API is (LINE_API_BASE_URL; tests point it at a local fake). */
  lineMessagingApiBase: string;
  /** The LIFF app the messages' buttons open (LINE_LIFF_ID, else VITE_LIFF_ID); unset = STOREFRONT_URL. */
  lineLiffId: string | undefined;
  /** The storefront's public address, for message links without a LIFF id. */
  storefrontUrl: string;
  /** How often this process sends queued LINE messages; 0 = it does not. */
  lineOutboxPollMs: number;
  /** How long a claimed LINE message is reserved for the process sending it. */
  lineOutboxLeaseMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.DEV_ENDPOINTS === '1') {
    throw new Error('Invalid environment:\n  DEV_ENDPOINTS: must not be 1 when NODE_ENV is production');
  }
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === 'memory' ? undefined : e.DATA_DIR,
    databaseSchema: e.DATABASE_SCHEMA,
    seedOnStart: e.SEED_ON_START,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    qrTimeoutMinutes: e.QR_TIMEOUT_MINUTES,
    promptPayBillerId: e.PROMPTPAY_BILLER_ID,
    lineChannelId: e.LINE_CHANNEL_ID,
    lineApiBase: e.LINE_API_BASE,
    lineTimeoutMs: e.LINE_TIMEOUT_MS,
    lineMock: e.LINE_MOCK === '1' || (!e.LINE_CHANNEL_ID && !production),
    corsOrigin: e.CORS_ORIGIN,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    devEndpoints: !production && e.DEV_ENDPOINTS !== '0',
    devEndpointsOpen: e.DEV_ENDPOINTS === '1',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    orderSweepSeconds: e.ORDER_SWEEP_SECONDS,
    catalogueCacheSeconds: e.CATALOGUE_CACHE_SECONDS,
    seedBulkCopies: e.SEED_BULK_COPIES,
    lineChannelAccessToken: e.LINE_CHANNEL_ACCESS_TOKEN,
    lineMessagingApiBase: e.LINE_API_BASE_URL,
    lineLiffId: e.LINE_LIFF_ID ?? (e.VITE_LIFF_ID || undefined),
    storefrontUrl: e.STOREFRONT_URL ?? `http://localhost:${e.PORT}`,
    lineOutboxPollMs: e.LINE_OUTBOX_POLL_MS,
    lineOutboxLeaseMs: e.LINE_OUTBOX_LEASE_MS,
  };
}
