import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANK_PAYMENT_STATUSES, Id, ORDER_STATUSES, PAYMENT_STATUS } from '../../contract/index.ts';
import type { Clock } from '../clock.ts';
import type { FakeLine } from '../line/fake-line.ts';
import type { OpnFake } from '../payments/opn-fake.ts';
import type { Auth } from '../services/auth.ts';
import type { Orders } from '../services/orders.ts';
import type { Payments } from '../services/payments.ts';
import type { ProviderPayments } from '../services/provider-payments.ts';
import { bankPage } from './bank-page.ts';
import { HttpError } from './errors.ts';
import { FaultSpec, type Faults } from './faults.ts';

export interface DevDeps {
  clock: Clock;
  faults: Faults;
  payments: Payments;
  providerPayments: ProviderPayments;
  /** The built-in fake of Opn's API (PAYMENT_PROVIDER=opn without OPN_SECRET_KEY), under /__dev/opn. */
  opnFake: OpnFake | undefined;
  orders: Orders;
  auth: Auth;
  reset: () => Promise<void>;
  /** Drop per-process caches whose answers depend on the time (promotions running now). */
  clearCaches: () => void;
  /** Answer every address (DEV_ENDPOINTS=1); otherwise loopback only. */
  open: boolean;
  /** The local fake of LINE's Messaging API (no channel token): what the chat would receive. */
  lineFake?: FakeLine | null;
}

const ok = <T>(data: T) => ({ status: 200, message: 'success', data });

/**
 * Development and test control (CONTRACT.md). Registered only outside production mode.
 * Hidden from the OpenAPI document: it is not part of the storefront's API.
 */
export async function devRoutes(app: FastifyInstance, deps: DevDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true };
  app.addHook('onRequest', async (request) => guardDevRequest(request, deps.open));
  // The bank page posts plain HTML forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  r.post('/reset', { schema: hide }, async () => {
    await deps.reset();
    deps.faults.clear();
    deps.clock.offsetMs = 0;
    return ok({ reset: true });
  });

  r.post(
    '/payments/:payment_id/status',
    {
      config: { routeId: 'devPaymentStatus' },
      schema: {
        ...hide,
        params: z.object({ payment_id: Id }),
        body: z.object({
          // 1-5, the bank's answers; 6 (paid, not counted) is the server's reading of a 2.
          payment_status: z
            .number()
            .int()
            .refine((s) => BANK_PAYMENT_STATUSES.includes(s), 'unknown status (the bank answers 1-5)'),
        }),
      },
    },
    async (req) => ok(await deps.payments.setStatus(req.params.payment_id, req.body.payment_status)),
  );

  r.post(
    '/orders/:order_id/status',
    {
      config: { routeId: 'devOrderStatus' },
      schema: {
        ...hide,
        params: z.object({ order_id: Id }),
        body: z.object({
          status_id: z
            .number()
            .int()
            .refine((s) => ORDER_STATUSES.includes(s), 'unknown status'),
        }),
      },
    },
    async (req) => ok(await deps.orders.setStatus(req.params.order_id, req.body.status_id)),
  );

  if (deps.opnFake) await app.register(deps.opnFake.routes, { prefix: '/opn' });

  /** Runs the reconciliation of provider payments now (main.ts runs it every PAYMENT_RECONCILE_SECONDS). */
  r.post('/payments/reconcile', { schema: hide }, async () => ok(await deps.providerPayments.reconcile()));

  r.post('/faults', { schema: { ...hide, body: FaultSpec } }, async (req) => ok(deps.faults.add(req.body)));
  r.get('/faults', { schema: hide }, async () => ok(deps.faults.list()));
  r.delete('/faults', { schema: hide }, async () => {
    deps.faults.clear();
    return ok({ cleared: true });
  });

  /** Shift the server clock (e.g. +25 h to see unpaid orders become status 7). */
  r.post(
    '/clock',
    { schema: { ...hide, body: z.object({ offset_ms: z.number().int().min(-1e12).max(1e12) }) } },
    async (req) => {
      deps.clock.offsetMs = req.body.offset_ms;
      deps.clearCaches();
      await deps.orders.expireUnpaid();
      return ok({ now: deps.clock.now().toISOString(), offset_ms: deps.clock.offsetMs });
    },
  );

  /** The LINE messages the fake Messaging API took, newest first, and the ones it refused. */
  r.get('/line/messages', { schema: hide }, async () => {
    const fake = deps.lineFake;
    return ok({
      messaging: fake ? 'fake' : 'off',
      delivered: fake ? [...fake.delivered].reverse() : [],
      malformed: fake ? fake.malformed : [],
    });
  });
  r.delete('/line/messages', { schema: hide }, async () => {
    deps.lineFake?.clear();
    return ok({ cleared: true });
  });

  r.post('/tokens/expire', { schema: hide }, async () => {
    await deps.auth.expireAllTokens();
    return ok({ expired: true });
  });

  /** The demo bank: pending payments with pay / fail / expire buttons. */
  r.get('/bank', { schema: hide }, async (_req, reply) => {
    const [pending, refunds, closed] = await Promise.all([
      deps.payments.pending(),
      deps.payments.refunds(),
      deps.payments.pending('closed'),
    ]);
    // helmet's `Referrer-Policy: no-referrer` makes Chromium send `Origin: null` with this page's
    // form posts, which the guard refuses like any opaque origin (the README's tour must work in Chromium). `same-origin`
    // lets the browser name this origin on posts to itself and still sends nothing to other sites.
    // Safer than accepting `Origin: null` (also what sandboxed frames, data: and file: pages send):
    // the guard stays as strict as it was for every other page.
    reply.header('referrer-policy', 'same-origin');
    return reply
      .type('text/html; charset=utf-8')
      .send(bankPage(pending, refunds, closed, { provider: deps.opnFake ? 'opn' : undefined }));
  });

  const actions = {
    pay: PAYMENT_STATUS.paid,
    fail: PAYMENT_STATUS.failed,
    expire: PAYMENT_STATUS.expired,
    'pay-lost': PAYMENT_STATUS.paid,
  } as const;
  r.post(
    '/bank/:payment_id/:action',
    {
      config: { routeId: 'devBankAction' },
      schema: {
        ...hide,
        params: z.object({ payment_id: Id, action: z.enum(['pay', 'fail', 'expire', 'pay-lost']) }),
      },
    },
    async (req, reply) => {
      const { payment_id: paymentId, action } = req.params;
      const chargeId = deps.opnFake ? await deps.providerPayments.chargeOf(paymentId) : null;
      if (deps.opnFake && chargeId && action !== 'expire') {
        // Opn's way: the charge completes at the provider, which sends its signed webhook (none
        // for 'pay-lost': the reconciliation finds the payment later). 'expire' is the QR's own
        // deadline here; the charge stays payable at the fake, so a late payment can be shown. A
        // replaced QR's charge was expired at the fake: 'pay late' is money that arrived anyway.
        await deps.opnFake.complete(chargeId, action === 'fail' ? 'failed' : 'successful', {
          webhook: action !== 'pay-lost',
          late: action !== 'fail',
        });
      } else {
        await deps.payments.setStatus(paymentId, actions[action]);
      }
      return reply.redirect('/__dev/bank', 303);
    },
  );
}

const LOOPBACK_ADDRESS = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;
/** Bodies an HTML form (or a no-cors fetch) can send cross-site without a preflight. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\b/i;

/**
 * The connection comes from a loopback address and nothing in X-Forwarded-For says otherwise (a
 * proxy on this machine forwarding another's request). /__dev and /metrics.
 */
export function fromLoopback(request: FastifyRequest) {
  const forwarded = String(request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return [request.socket.remoteAddress ?? '', ...forwarded].every((a) => LOOPBACK_ADDRESS.test(a));
}

/**
 * Who may use /__dev (README, security): without DEV_ENDPOINTS=1 only this machine: the
 * connection comes from a loopback address, nothing in X-Forwarded-For says otherwise, and the
 * Host is a loopback name (a DNS-rebinding page carries its own). Writes are refused when a
 * browser says they come from another site (Sec-Fetch-Site, Origin), and form-encoded bodies are
 * accepted only by the demo bank's own buttons.
 */
function guardDevRequest(request: FastifyRequest, open: boolean) {
  if (!open) {
    if (!fromLoopback(request) || !LOOPBACK_HOST.test(request.headers.host ?? '')) {
      throw new HttpError(403, '/__dev answers only this machine (loopback); set DEV_ENDPOINTS=1 to open it');
    }
  }
  if (request.method === 'GET' || request.method === 'HEAD') return;
  const site = request.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none')
    throw new HttpError(403, `/__dev refuses ${site} requests`);
  const origin = request.headers.origin;
  if (origin !== undefined && originHost(origin) !== request.headers.host) {
    throw new HttpError(403, '/__dev refuses requests from another origin');
  }
  const type = request.headers['content-type'] ?? '';
  if (FORM_TYPES.test(type) && !/^\/__dev\/bank\/[^/]+\/[^/?]+/.test(request.url)) {
    throw new HttpError(415, `/__dev takes JSON bodies, not ${type.split(';')[0]}`);
  }
}

function originHost(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
