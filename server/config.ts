import { randomBytes } from 'node:crypto';
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
  PAYMENT_PROVIDER: z.enum(['opn', 'billpayment'], { message: "must be 'opn' or 'billpayment'" }).optional(),
  OPN_SECRET_KEY: z
    .string()
    .regex(/^skey_\w+$/, "must be an Opn secret key ('skey_test_…' or 'skey_…')")
    .optional(),
  OPN_WEBHOOK_SECRET: z
    .string()
    .refine(
      (v) => /^[A-Za-z0-9+/]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length >= 16,
      'must be the base64 webhook secret of the Opn dashboard (at least 16 bytes decoded)',
    )
    .optional(),
  OPN_API_BASE_URL: z.string().url().optional(),
  OPN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OPN_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  PAYMENT_RECONCILE_SECONDS: z.coerce.number().int().min(0).default(60),
  STAFF_API_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  STAFF_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
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
  /** Who issues the QR and confirms payments (docs/payments.md). */
  paymentProvider: 'opn' | 'billpayment';
  /** Opn Payments: its API, keys and webhook rules; `fake` = the built-in fake under /__dev/opn. */
  opn: {
    fake: boolean;
    /** The API's base URL; null with the fake (this server's own address, known once it listens). */
    apiBaseUrl: string | null;
    secretKey: string;
    /** base64, as the Opn dashboard shows it. */
    webhookSecret: string;
    timeoutMs: number;
    /** A webhook whose Omise-Signature-Timestamp is further than this from now is refused (replay). */
    webhookToleranceSeconds: number;
  };
  /** How often pending provider payments past their deadline are asked about (0 = never). */
  paymentReconcileSeconds: number;
  /** The staff API's bearer key; unset = the staff API answers 404. */
  staffApiKey: string | undefined;
  staffRateLimitPerMinute: number;
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
  const devEndpoints = !production && e.DEV_ENDPOINTS !== '0';
  const opn = opnSettings(e, devEndpoints);
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
    devEndpoints,
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
    paymentProvider: opn.provider,
    opn: opn.settings,
    paymentReconcileSeconds: e.PAYMENT_RECONCILE_SECONDS,
    staffApiKey: e.STAFF_API_KEY,
    staffRateLimitPerMinute: e.STAFF_RATE_LIMIT_PER_MINUTE,
  };
}

/**
 * The payment provider (docs/payments.md). Default: Opn against the built-in fake wherever the
 * development control runs (`npm start`, the tests), the bill-payment QR elsewhere (production
 * without Opn keys). Opn for real needs OPN_SECRET_KEY and OPN_WEBHOOK_SECRET; the fake needs
 * neither (this process makes up its own) and exists only with the development control.
 */
function opnSettings(e: z.infer<typeof Env>, devEndpoints: boolean) {
  const provider = e.PAYMENT_PROVIDER ?? (devEndpoints || e.OPN_SECRET_KEY ? 'opn' : 'billpayment');
  const fake = !e.OPN_SECRET_KEY && !e.OPN_API_BASE_URL;
  const problems: string[] = [];
  if (provider === 'opn' && fake && !devEndpoints) {
    problems.push(
      'OPN_SECRET_KEY: required with PAYMENT_PROVIDER=opn here (the built-in fake of Opn runs only with the development control)',
    );
  }
  if (provider === 'opn' && !fake && !e.OPN_SECRET_KEY)
    problems.push('OPN_SECRET_KEY: required with OPN_API_BASE_URL');
  if (provider === 'opn' && !fake && !e.OPN_WEBHOOK_SECRET) {
    problems.push('OPN_WEBHOOK_SECRET: required with OPN_SECRET_KEY (the Opn dashboard, Webhooks)');
  }
  if (problems.length > 0)
    throw new Error(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return {
    provider,
    settings: {
      fake,
      apiBaseUrl: fake ? null : (e.OPN_API_BASE_URL ?? 'https://api.omise.co').replace(/\/+$/, ''),
      secretKey: e.OPN_SECRET_KEY ?? `skey_test_fake${randomBytes(12).toString('hex')}`,
      webhookSecret: e.OPN_WEBHOOK_SECRET ?? randomBytes(32).toString('base64'),
      timeoutMs: e.OPN_TIMEOUT_MS,
      webhookToleranceSeconds: e.OPN_WEBHOOK_TOLERANCE_SECONDS,
    },
  };
}
