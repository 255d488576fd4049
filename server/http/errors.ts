import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, endpoints } from '../../contract/index.ts';
import { DomainError, type DomainErrorKind } from '../domain/errors.ts';
import { fieldOf, type RouteId } from './fields.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which route's fields a domain error names (server/http/fields.ts). */
    routeId?: RouteId;
  }
}

/** An error with an HTTP status that the client may see; everything else is a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly data?: unknown,
    /** Seconds after which a retry may succeed (answered as `retry-after`). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unavailable: 503,
};

/** The kinds whose answer lists the field in `errors` (a 403 names it in its message only). */
const LISTS_FIELD: readonly DomainErrorKind[] = ['invalid', 'notFound', 'conflict'];

/**
 * A service's refusal as the client sees it: the kind's status, and the message `${path} ${detail}`
 * where `route`'s request names the subject (server/http/fields.ts), else the detail alone.
 */
export function toHttpError(route: RouteId | undefined, error: DomainError): HttpError {
  const path = fieldOf(route, error.subject, error.index);
  const message = path ? `${path} ${error.detail}` : error.detail;
  const errors = path && LISTS_FIELD.includes(error.kind) ? [{ path, message: error.detail }] : undefined;
  return new HttpError(STATUS[error.kind], message, errors, error.data, error.retryAfter);
}

/** Deadlock or serialization failure that outlived the transaction's retries (db/index.ts). */
const isContention = (e: unknown) => ['40P01', '40001'].includes((e as { code?: string })?.code ?? '');

/** The router's limit on one path parameter (Fastify's maxParamLength). */
export const MAX_PARAM_LENGTH = 200;

/** 'body', '/0/quantity' -> 'body[0].quantity'. */
function fieldPath(context: string | undefined, instancePath: string): string {
  const base = context === 'querystring' ? 'query' : (context ?? 'body');
  const parts = instancePath.split('/').filter(Boolean);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : `${acc}.${p}`), base);
}

function sendError(reply: FastifyReply, err: HttpError) {
  const body: ErrorBody = { status: err.status, message: err.message, errors: err.errors, data: err.data };
  if (err.retryAfter) reply.header('retry-after', String(err.retryAfter));
  return reply.code(body.status).type('application/json').send(JSON.stringify(body));
}

/** Every error answer is `{ status, message, errors? }`; bad input is a 4xx, never a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof DomainError)
      return sendError(reply, toHttpError(request.routeOptions.config.routeId, err));
    if (err instanceof HttpError) return sendError(reply, err);
    let body: ErrorBody;
    if (isContention(err)) {
      request.log.warn({ err }, 'transaction gave up after its retries');
      body = { status: 503, message: 'busy: please try again' };
      reply.header('retry-after', '1');
    } else if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => ({
        path: fieldPath(err.validationContext, v.instancePath),
        message: v.message ?? 'is invalid',
      }));
      const first = errors[0];
      body = { status: 400, message: first ? `${first.path} ${first.message}` : 'bad request', errors };
    } else if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
      const path =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code?.startsWith('FST_ERR_CTP') ? 'body' : '';
      body = {
        status: err.statusCode,
        message: path ? `body ${err.message}` : err.message,
        ...(path ? { errors: [{ path, message: err.message }] } : {}),
      };
    } else {
      request.log.error({ err }, 'unhandled error');
      body = { status: 500, message: 'internal error' };
    }
    return reply.code(body.status).type('application/json').send(JSON.stringify(body));
  });

  app.setNotFoundHandler((request, reply) => {
    // A route's parameter over the router's limit finds no route (or only the storefront's
    // fallback): that is bad input naming the parameter, not an unknown address.
    const param = paramOf(request.url.slice(0, 20_000));
    if (param.tooLong) return frameworkErrors(maxParamError, request, reply);
    const body: ErrorBody = {
      status: 404,
      message: `no route ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.code(404).type('application/json').send(JSON.stringify(body));
  });
}

const maxParamError = Object.assign(new Error('parameter too long'), {
  code: 'FST_ERR_MAX_PARAM_LENGTH',
}) as FastifyError;

/** Routes with path parameters: the contract's and the development control's. */
const PARAM_ROUTES = [
  ...Object.values(endpoints).map((e) => e.path),
  '/__dev/payments/:payment_id/status',
  '/__dev/orders/:order_id/status',
  '/__dev/bank/:payment_id/:action',
].filter((path) => path.includes(':'));

/**
 * The path parameter a raw URL aims at, e.g. 'params.sku_id': the one over the router's length
 * limit if any (`tooLong`), else the route's first; 'params' when no route matches.
 */
function paramOf(url: string): { path: string; tooLong: boolean } {
  const path = url.split('?')[0] ?? '';
  for (const route of PARAM_ROUTES) {
    const names: string[] = [];
    const pattern = route.replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]*)';
    });
    const match = new RegExp(`^${pattern}/?$`).exec(path);
    if (!match) continue;
    const long = names.findIndex((_n, i) => (match[i + 1] ?? '').length > MAX_PARAM_LENGTH);
    return { path: `params.${names[Math.max(long, 0)]}`, tooLong: long >= 0 };
  }
  return { path: 'params', tooLong: false };
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, a parameter over the
 * router's length limit) get the same envelope: 400 naming the parameter.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { path } = paramOf(request.url.slice(0, 20_000));
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'is not a valid URL component'
        : 'is invalid';
  const body: ErrorBody = { status: 400, message: `${path} ${message}`, errors: [{ path, message }] };
  reply.code(400).type('application/json').send(JSON.stringify(body));
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'the request did not arrive in time'],
  HPE_HEADER_OVERFLOW: [431, 'the request headers are too large'],
  HPE_URI_TOO_LONG: [414, 'the URL is too long'],
};

/**
 * HTTP framing errors Node's parser raises before Fastify sees a request (a malformed request
 * line or header, a bad Content-Length or chunk, Content-Length with Transfer-Encoding, a timeout)
 * answer the contract's error body too, then the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'malformed HTTP request'];
  const body: ErrorBody = { status, message: `${text} (${error.code ?? 'HPE_INVALID'})` };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
