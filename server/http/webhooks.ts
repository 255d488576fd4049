import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { verifyOpnSignature, type WebhookRefusal } from '../payments/opn.ts';
import type { ProviderPayments } from '../services/provider-payments.ts';
import { HttpError } from './errors.ts';
import { json } from './openapi.ts';

/**
 * POST /api/webhooks/opn: Opn's events (docs/payments.md). The signature is checked over the raw
 * body before anything is read from it; refusals are 4xx and never mark anything paid.
 */

const rawBodies = new WeakMap<FastifyRequest, Buffer>();

const OpnEvent = z.looseObject({
  object: z.string().optional(),
  id: z.string().describe("the event's id (evnt_…): an event is applied once"),
  key: z.string().describe("the event's kind; only 'charge.complete' is acted on"),
  data: z.looseObject({}).describe('the charge (object, id, amount in satang, currency, status)'),
});

const WebhookAnswer = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z.object({
    outcome: z.enum(['paid', 'not_counted', 'failed', 'expired', 'duplicate', 'ignored']),
    payment_id: z.number().int().optional(),
  }),
});

export function registerWebhooks(
  app: FastifyInstance,
  deps: {
    config: Config;
    clock: Clock;
    payments: ProviderPayments;
    onRefusal: (reason: WebhookRefusal) => void;
  },
) {
  const { config } = deps;
  app.register(async (scope) => {
    // The signature covers the bytes as sent: keep them, then parse (bad JSON is refused after the
    // signature check, as a body that is not an event).
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      rawBodies.set(request, body as Buffer);
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        done(null, {});
      }
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/webhooks/opn',
      {
        // A correctly signed body that is not an event is refused by the handler (below), so the
        // refusal is counted like the others (storefront_webhook_refusals_total{reason="bad_body"}).
        attachValidation: true,
        schema: {
          operationId: 'opnWebhook',
          summary: "Opn Payments' webhook: a charge completed (paid or failed)",
          description:
            'Verified by its signature (HMAC-SHA256, Omise-Signature and Omise-Signature-Timestamp), then the charge is ' +
            'read back from Opn (the inquiry) and must agree on status and amount before the payment changes. ' +
            'The same event again answers 200 `duplicate` and changes nothing. Only with PAYMENT_PROVIDER=opn (404 otherwise).',
          tags: ['webhooks'],
          security: [{ opnSignature: [], opnSignatureTimestamp: [] }],
          body: OpnEvent,
          response: {
            200: WebhookAnswer,
            400: json('Not an Opn event: `errors[0].path` names the field'),
            401: json('The signature is missing or wrong, or its timestamp is outside the replay window'),
            404: json('No payment has this charge (or PAYMENT_PROVIDER is not opn)'),
            409: json("The event's amount is not the order's, or Opn's own record of the charge disagrees"),
            413: json('The body is over 256 KB'),
            415: json('The body is not JSON (Content-Type: application/json)'),
            429: json('Over the rate limit: try again after `retry-after` seconds'),
            default: json('Any other error (503: Opn did not answer the inquiry; Opn retries the webhook)'),
          },
        },
        preValidation: async (request) => {
          if (config.paymentProvider !== 'opn') {
            throw new HttpError(404, 'the Opn webhook is off (PAYMENT_PROVIDER is not opn)');
          }
          const header = (name: string) => {
            const v = request.headers[name];
            return Array.isArray(v) ? v.join(',') : v;
          };
          const refusal = verifyOpnSignature({
            rawBody: rawBodies.get(request) ?? Buffer.alloc(0),
            signature: header('omise-signature'),
            timestamp: header('omise-signature-timestamp'),
            secret: config.opn.webhookSecret,
            nowMs: deps.clock.now().getTime(),
            toleranceSeconds: config.opn.webhookToleranceSeconds,
          });
          if (refusal) {
            deps.onRefusal(refusal);
            request.log.warn({ refusal }, 'opn webhook refused');
            throw new HttpError(
              401,
              refusal === 'stale_timestamp'
                ? `headers.omise-signature-timestamp is more than ${config.opn.webhookToleranceSeconds} s from now (replay window)`
                : `headers.omise-signature ${refusal === 'missing_signature' ? 'or its timestamp is missing' : 'does not match the body'}`,
            );
          }
        },
      },
      async (request) => {
        if (request.validationError) {
          deps.onRefusal('bad_body');
          request.log.warn({ refusal: 'bad_body' }, 'opn webhook refused');
          // The same error the validator throws: the envelope names the field (errors[0].path).
          throw request.validationError;
        }
        const answer = await deps.payments.webhook(request.body);
        if (answer.status !== 200) {
          request.log.warn({ refusal: answer.refusal, message: answer.message }, 'opn webhook refused');
          throw new HttpError(answer.status, answer.message);
        }
        return {
          status: 200,
          message: answer.message,
          data: { outcome: answer.outcome ?? 'ignored', payment_id: answer.payment_id },
        };
      },
    );
  });
}
