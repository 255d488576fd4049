import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { OpnCharge } from './opn.ts';
import { opnSignatureHeaders } from './opn.ts';
import type { ChargeStatus } from './provider.ts';
import { promptPayPayload } from './qr.ts';

/**
 * A built-in fake of the part of Opn's API this server uses, mounted under /__dev/opn (never in
 * production): create a PromptPay charge (its QR an SVG document, as Opn serves it), read it,
 * refund it; and what a bank app and Opn do together when a customer pays: the charge completes
 * and Opn POSTs a correctly signed `charge.complete` event to the server's webhook. The demo bank
 * page's "pay" and "fail" buttons go through it, so `npm start`, the tests and production run the
 * same provider code (docs/payments.md). Charges live in memory, and in `stateFile` when given.
 */

interface FakeCharge extends Omit<OpnCharge, 'refunds'> {
  refunds: { id: string; amount: number }[];
  /** The EMVCo payload its QR encodes (the SVG document is drawn from it when downloaded). */
  payload: string;
  created_at: string;
}

/** The charges a state file keeps (the newest; a demo never needs more). */
const KEPT_CHARGES = 2000;

export interface OpnFakeDeps {
  secretKey: string;
  webhookSecret: string;
  /** This server's own address (http://127.0.0.1:port), known once it listens. */
  serverUrl: () => string;
  /** The server's clock (signature timestamps follow a shifted clock like the server's checks). */
  now: () => Date;
  billerId: string;
  /**
   * A JSON file the charges are kept in, so a restart of `npm start` on a PGlite folder remembers
   * them (main.ts: beside DATA_DIR); without it, in memory only.
   */
  stateFile?: string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

/** A QR as the SVG Opn's documents are: one dark <rect> per module, in module units. */
function qrSvg(payload: string): string {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const margin = 4;
  const rects: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.modules.get(y, x))
        rects.push(`<rect x="${x + margin}" y="${y + margin}" width="1" height="1"/>`);
    }
  }
  const side = size + margin * 2;
  return `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" width="${side * 8}" height="${side * 8}"><rect x="0" y="0" width="${side}" height="${side}" fill="#ffffff"/><g fill="#000000">${rects.join('')}</g></svg>`;
}

/** The charges of a state file (none when it is missing or unreadable: the fake starts empty). */
function loadCharges(file: string | undefined): Map<string, FakeCharge> {
  const charges = new Map<string, FakeCharge>();
  if (!file || !existsSync(file)) return charges;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { charges?: FakeCharge[] };
    for (const c of saved.charges ?? []) if (c?.id && c.payload) charges.set(c.id, c);
  } catch {
    // A file cut short by a crash mid-write cannot happen (rename), but a hand-edited one can.
  }
  return charges;
}

export function createOpnFake(deps: OpnFakeDeps) {
  const charges = loadCharges(deps.stateFile);
  /** Writes the charges to the state file (a temporary file renamed over it: never half-written). */
  function save() {
    if (!deps.stateFile) return;
    const kept = [...charges.values()].slice(-KEPT_CHARGES);
    const tmp = `${deps.stateFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ charges: kept }));
    renameSync(tmp, deps.stateFile);
  }
  const deliveries: { eventId: string; chargeId: string; status: number }[] = [];

  /** The charge as Opn's API answers it (without the fake's own fields). */
  function answer(c: FakeCharge): Omit<OpnCharge, 'refunds'> & {
    object: 'charge';
    refunds: { data: { id: string; amount: number }[] };
  } {
    const { refunds, payload: _payload, ...charge } = c;
    return {
      ...charge,
      refunded_amount: refunds.reduce((sum, r) => sum + r.amount, 0),
      refunds: { data: refunds.map((r) => ({ ...r })) },
    };
  }

  function authorised(request: FastifyRequest, reply: FastifyReply) {
    const expected = `Basic ${Buffer.from(`${deps.secretKey}:`).toString('base64')}`;
    if (request.headers.authorization === expected) return true;
    void reply.code(401).send({
      object: 'error',
      location: 'https://www.omise.co/api-errors#authentication-failure',
      code: 'authentication_failure',
      message: 'authentication failed',
    });
    return false;
  }

  const notFound = (reply: FastifyReply) =>
    reply.code(404).send({ object: 'error', code: 'not_found', message: 'charge was not found' });

  /** POSTs a signed event for the charge to the server's webhook; answers the webhook's status. */
  async function deliver(charge: FakeCharge, key = 'charge.complete', overrides: Partial<OpnCharge> = {}) {
    const eventId = id('evnt');
    const body = JSON.stringify({
      object: 'event',
      id: eventId,
      livemode: false,
      location: `/events/${eventId}`,
      key,
      created_at: deps.now().toISOString(),
      data: { ...answer(charge), ...overrides },
    });
    const headers = opnSignatureHeaders(body, deps.webhookSecret, Math.floor(deps.now().getTime() / 1000));
    const res = await fetch(`${deps.serverUrl()}/api/webhooks/opn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    await res.arrayBuffer();
    deliveries.push({ eventId, chargeId: charge.id, status: res.status });
    return res.status;
  }

  return {
    /** The charges made so far, newest first (the demo bank page, tests). */
    charges: () => [...charges.values()].reverse().map(answer),
    /** Every webhook delivery and the server's answer. */
    deliveries: () => [...deliveries],
    charge: (chargeId: string) => {
      const c = charges.get(chargeId);
      return c ? answer(c) : undefined;
    },

    /**
     * The customer paid (`successful`) or the bank refused (`failed`): the charge completes and, unless
     * `webhook` is false (a lost webhook: reconciliation's case), Opn's event goes to the server.
     * `late`: the money arrives even though the charge was expired meanwhile (a bank payment that
     * crossed the server's expire call; the refund path's case). Answers the webhook's HTTP status
     * (null when none was sent).
     */
    async complete(
      chargeId: string,
      status: 'successful' | 'failed',
      options: { webhook?: boolean; late?: boolean } = {},
    ) {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no fake charge ${chargeId}`);
      if (charge.status === 'pending' || (options.late && charge.status === 'expired')) {
        charge.status = status;
        charge.paid = status === 'successful';
        save();
      }
      return options.webhook === false ? null : deliver(charge);
    },
    /** Expires a pending charge at the provider (no event: Opn sends none the server listens to). */
    expire(chargeId: string) {
      const charge = charges.get(chargeId);
      if (charge?.status === 'pending') {
        charge.status = 'expired' as ChargeStatus;
        save();
      }
    },
    /** Sends the charge's event again (a provider retry: the same event id is not reused here). */
    deliver: (chargeId: string) => {
      const charge = charges.get(chargeId);
      if (!charge) throw new Error(`no fake charge ${chargeId}`);
      return deliver(charge);
    },

    /** The fake's routes (registered under /__dev/opn, hidden from the OpenAPI document). */
    async routes(app: FastifyInstance) {
      const hide = { schema: { hide: true } };
      app.post('/charges', hide, async (request, reply) => {
        if (!authorised(request, reply)) return reply;
        const body = (request.body ?? {}) as {
          amount?: number;
          currency?: string;
          source?: { type?: string };
          metadata?: Record<string, unknown>;
          description?: string;
        };
        if (
          !Number.isInteger(body.amount) ||
          (body.amount as number) < 2000 ||
          body.source?.type !== 'promptpay'
        ) {
          return reply.code(400).send({
            object: 'error',
            code: 'invalid_charge',
            message: 'amount must be at least 2000 satang and source[type] promptpay',
          });
        }
        const chargeId = id('chrg');
        const docId = id('docu');
        const payload = promptPayPayload({
          billerId: deps.billerId,
          amount: (body.amount as number) / 100,
          orderNo: String(body.metadata?.order_no ?? 'OPN'),
          paymentId: Number(body.metadata?.payment_id ?? 0),
        });
        const charge: FakeCharge = {
          object: 'charge',
          id: chargeId,
          amount: body.amount as number,
          currency: 'THB',
          status: 'pending',
          paid: false,
          metadata: body.metadata ?? {},
          created_at: deps.now().toISOString(),
          source: {
            type: 'promptpay',
            scannable_code: {
              image: {
                download_uri: `${deps.serverUrl()}/__dev/opn/charges/${chargeId}/documents/${docId}/downloads/qrcode.svg`,
              },
            },
          },
          refunds: [],
          payload,
        };
        charges.set(chargeId, charge);
        save();
        return answer(charge);
      });
      app.get<{ Params: { id: string } }>('/charges/:id', hide, async (request, reply) => {
        if (!authorised(request, reply)) return reply;
        const charge = charges.get(request.params.id);
        return charge ? answer(charge) : notFound(reply);
      });
      app.get<{ Params: { id: string } }>(
        '/charges/:id/documents/:doc/downloads/qrcode.svg',
        hide,
        async (request, reply) => {
          if (!authorised(request, reply)) return reply;
          const charge = charges.get(request.params.id);
          return charge ? reply.type('image/svg+xml').send(qrSvg(charge.payload)) : notFound(reply);
        },
      );
      app.post<{ Params: { id: string } }>('/charges/:id/expire', hide, async (request, reply) => {
        if (!authorised(request, reply)) return reply;
        const charge = charges.get(request.params.id);
        if (!charge) return notFound(reply);
        if (charge.status === 'expired') return answer(charge);
        if (charge.status !== 'pending') {
          return reply
            .code(400)
            .send({ object: 'error', code: 'failed_expire', message: `charge is ${charge.status}` });
        }
        charge.status = 'expired';
        save();
        return answer(charge);
      });
      app.post<{ Params: { id: string } }>('/charges/:id/refunds', hide, async (request, reply) => {
        if (!authorised(request, reply)) return reply;
        const charge = charges.get(request.params.id);
        if (!charge) return notFound(reply);
        const amount = Number((request.body as { amount?: number } | undefined)?.amount);
        const refunded = charge.refunds.reduce((sum, r) => sum + r.amount, 0);
        if (
          charge.status !== 'successful' ||
          !Number.isInteger(amount) ||
          amount <= 0 ||
          refunded + amount > charge.amount
        ) {
          return reply
            .code(400)
            .send({ object: 'error', code: 'invalid_amount', message: 'cannot refund that amount' });
        }
        const refund = { id: id('rfnd'), amount };
        charge.refunds.push(refund);
        save();
        return { object: 'refund', id: refund.id, amount, charge: charge.id };
      });
    },
  };
}
export type OpnFake = ReturnType<typeof createOpnFake>;
