import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ErrorBody, endpoints } from '../../src/contract/index.ts';

/** An error with an HTTP status that the client may see; everything else is a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (path: string, message: string) =>
  new ApiError(400, `${path} ${message}`, [{ path, message }]);
export const unauthorized = (message = 'sign-in required') => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (path: string, message = 'not found') =>
  new ApiError(404, `${path} ${message}`, [{ path, message }]);
export const conflict = (message: string, data?: unknown) => new ApiError(409, message, undefined, data);

/** 'body', '/0/quantity' -> 'body[0].quantity'. */
function fieldPath(context: string | undefined, instancePath: string): string {
  const base = context === 'querystring' ? 'query' : (context ?? 'body');
  const parts = instancePath.split('/').filter(Boolean);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : `${acc}.${p}`), base);
}

export function zodIssuesToErrors(prefix: string, error: z.ZodError) {
  return error.issues.map((i) => ({
    path: fieldPath(prefix, `/${i.path.join('/')}`),
    message: i.message,
  }));
}

/** Every error answer is `{ status, message, errors? }`; bad input is a 4xx, never a 500. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let body: ErrorBody;
    if (err instanceof ApiError) {
      body = { status: err.status, message: err.message, errors: err.errors, data: err.data };
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
    const body: ErrorBody = {
      status: 404,
      message: `no route ${request.method} ${request.url.split('?')[0]}`,
    };
    return reply.code(404).type('application/json').send(JSON.stringify(body));
  });
}

/** The path parameter of the contract endpoint a raw URL aims at, e.g. 'params.sku_id'. */
function paramPathOf(url: string): string {
  const path = url.split('?')[0] ?? '';
  for (const endpoint of Object.values(endpoints)) {
    const names: string[] = [];
    const pattern = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => {
      names.push(name);
      return '([^/]*)';
    });
    if (names.length && new RegExp(`^${pattern}/?$`).test(path)) return `params.${names[0]}`;
  }
  return 'params';
}

/**
 * Errors Fastify raises before routing (a malformed percent-encoding, a parameter over the
 * router's length limit) get the same envelope: 400 naming the parameter.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const path = paramPathOf(request.url.slice(0, 2000));
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'is not a valid URL component'
        : 'is invalid';
  const body: ErrorBody = { status: 400, message: `${path} ${message}`, errors: [{ path, message }] };
  reply.code(400).type('application/json').send(JSON.stringify(body));
}
