import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { type Endpoint, ErrorBody } from '../../contract/index.ts';

/**
 * The OpenAPI document (GET /api/openapi.json, `npm run openapi`), generated from the contract
 * table, and linted clean by Redocly's recommended rules (`npm run lint:openapi`, docs/api.md).
 */

/** An error answer in the `{ status, message, errors? }` envelope (also the server's own routes). */
export const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBody } },
});

/**
 * The error answers an endpoint really gives, each in the `{ status, message, errors? }` envelope
 * (server/http/errors.ts): 400 when it takes input, 401 for its credentials, 413/415 for a body,
 * the contract's own (403/404/409: contract/routes.ts `errors`), 429 over the rate limit
 * (server/http/security.ts), and any other (500, 503 busy) as `default`.
 */
export function errorResponses(endpoint: Endpoint) {
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.headers);
  const own = (endpoint.errors ?? []).map((status) => [status, json(OWN[status] ?? 'Refused')]);
  return {
    ...(hasInput ? { 400: json(BAD_INPUT) } : {}),
    401: json(UNAUTHORIZED[endpoint.auth]),
    ...Object.fromEntries(own),
    ...(endpoint.body
      ? {
          413: json('The body is over 256 KB'),
          415: json('The body is not JSON (Content-Type: application/json)'),
        }
      : {}),
    429: json('Over the rate limit (RATE_LIMIT_PER_MINUTE): try again after `retry-after` seconds'),
    default: json('Any other error (500 internal error; 503 busy or LINE unreachable, with `retry-after`)'),
  };
}

const BAD_INPUT = 'Bad input: `errors[0].path` names the field (body…, query…, params…, headers…)';

const OWN: Record<number, string> = {
  403: 'Not yours: the record belongs to another shop (or the LINE user is not bound to it)',
  404: 'No such record: `errors[0].path` names the field that points to it',
  409: 'The state does not allow it: `errors[0].path` names the field when one does',
};

const UNAUTHORIZED: Record<Endpoint['auth'], string> = {
  token: 'The access token is missing, invalid or expired: sign in again (POST /users/login)',
  line: 'The LINE access token is missing or invalid, or the LINE user is not a registered shop',
  lineIdToken: 'The X-Line-Id-Token header is missing or the LINE ID token is invalid',
};

/** The security schemes, by the contract's `auth` names (contract/answers.ts). */
const securitySchemes = {
  token: { type: 'http', scheme: 'bearer', description: 'access_token from POST /users/login' },
  line: { type: 'http', scheme: 'bearer', description: 'LINE access token (LIFF)' },
  lineIdToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Line-Id-Token',
    description: 'the LINE ID token (liff.getIDToken())',
  },
  staffKey: {
    type: 'http',
    scheme: 'bearer',
    description: "the supplier's STAFF_API_KEY (unset: the staff API answers 404)",
  },
  opnSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Omise-Signature',
    description:
      'hex HMAC-SHA256 of `<Omise-Signature-Timestamp>.<raw body>` keyed with the base64-decoded OPN_WEBHOOK_SECRET; several comma-separated while a secret is rolled',
  },
  opnSignatureTimestamp: {
    type: 'apiKey',
    in: 'header',
    name: 'Omise-Signature-Timestamp',
    description: 'Unix seconds; refused further than OPN_WEBHOOK_TOLERANCE_SECONDS from now (replay)',
  },
} as const;

type Json = Record<string, unknown>;
type Doc = Json & { paths?: Record<string, Record<string, Json>>; components?: Json };

const REF = '#/components/schemas/';

/** Every `#/components/schemas/…` name that `value` refers to. */
function refsIn(value: unknown, into: Set<string>) {
  JSON.stringify(value, (key, v) => {
    if (key === '$ref' && typeof v === 'string' && v.startsWith(REF)) into.add(v.slice(REF.length));
    return v;
  });
}

/**
 * The document as @fastify/swagger and fastify-type-provider-zod build it, finished: only the
 * component schemas an operation uses (the zod registry holds an input and an output variant of
 * every named schema, most of which no operation needs); `retry-after` on 429; and a header that
 * a security scheme carries (X-Line-Id-Token) described by the scheme, not again as a parameter.
 */
function finishDocument(document: Doc): Doc {
  const schemes = Object.values(securitySchemes) as { in?: string; name?: string }[];
  const carried = new Set(schemes.filter((s) => s.in === 'header').map((s) => s.name?.toLowerCase()));
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, op]) => {
          const parameters = (op.parameters as { in: string; name: string }[] | undefined)?.filter(
            (p) => !(p.in === 'header' && carried.has(p.name.toLowerCase())),
          );
          const responses = { ...(op.responses as Record<string, Json>) };
          const limited = responses['429'];
          if (limited) responses['429'] = { ...limited, headers: { 'retry-after': RETRY_AFTER } };
          const { parameters: _, ...rest } = op;
          return [method, { ...rest, ...(parameters?.length ? { parameters } : {}), responses }];
        }),
      ),
    ]),
  );
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = new Set<string>();
  refsIn(paths, used);
  for (let size = -1; size !== used.size; ) {
    size = used.size;
    for (const name of [...used]) refsIn(schemas[name], used);
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, paths, components: { ...document.components, schemas: kept } };
}

const RETRY_AFTER = {
  description: 'seconds after which a retry may succeed',
  schema: { type: 'integer', minimum: 1 },
};

/** The @fastify/swagger options: the document's texts, server, schemes, and its finishing. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description:
        'The API the LINE storefront calls (spec section 7 and CONTRACT.md). Envelope: { status, message, data }.',
      // package.json is private and the repository grants no licence (all rights reserved, an SPDX
      // LicenseRef); change it when one is chosen.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // The API is on the origin that serves this document (the storefront's, whatever the supplier
    // deploys it as); its paths start with /api.
    servers: [{ url: '/', description: 'the server that serves this document' }],
    components: { securitySchemes },
  },
  transform: jsonSchemaTransform,
  transformObject: (input) => finishDocument(jsonSchemaTransformObject(input) as Doc) as never,
};
