import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Endpoint, type EndpointId, endpoints } from '../../contract/index.ts';
import { lintOpenApi } from '../../server/scripts/openapi.ts';
import { documentedAnswers } from './documented-answers.ts';
import { startServer, type TestServer } from './harness.ts';

/**
 * The OpenAPI document the server publishes from the contract table: every endpoint under its
 * path and method, with its 200 response, request body, query and path parameters and security;
 * nothing of the development control under /__dev. And the human-readable page at /api/docs.
 */

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  [key: string]: unknown;
}

interface Parameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }
  >;
  security?: Record<string, string[]>[];
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; license?: { name: string; identifier?: string; url?: string } };
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas?: Record<string, Schema>;
    securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
  };
}

let server: TestServer;
let doc: OpenApiDocument;

const ids = Object.keys(endpoints) as EndpointId[];
/** '/skus/lookup/:sku_id' -> '/skus/lookup/{sku_id}'. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Follows a local '#/components/schemas/X' reference. */
function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const prefix = '#/components/schemas/';
  expect(schema.$ref.startsWith(prefix), schema.$ref).toBe(true);
  const target = doc.components.schemas?.[schema.$ref.slice(prefix.length)];
  expect(target, `${schema.$ref} resolves`).toBeDefined();
  return resolve(target);
}

/** The JSON schema of a contract schema as a client sends it, its root reference followed. */
function contractSchema(schema: z.core.$ZodType): Schema {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema & {
    $defs?: Record<string, Schema>;
  };
  const ref = json.$ref?.match(/^#\/\$defs\/(.+)$/)?.[1];
  return ref ? (json.$defs?.[ref] ?? json) : json;
}

function operationOf(id: EndpointId): Operation {
  const ep: Endpoint = endpoints[id];
  const op = doc.paths[openApiPath(ep.path)]?.[ep.method.toLowerCase()];
  expect(op, `${ep.method} ${openApiPath(ep.path)} (${id}) is documented`).toBeDefined();
  return op!;
}

beforeAll(async () => {
  server = await startServer();
  const res = await server.call('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body as OpenApiDocument;
});

afterAll(async () => {
  await server?.close();
});

describe('GET /api/openapi.json', () => {
  it('answers an OpenAPI 3.1 document as JSON', async () => {
    const res = await server.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(typeof doc.paths).toBe('object');
  });

  it("declares the security schemes 'token' and 'line' (HTTP bearer)", () => {
    const schemes = doc.components.securitySchemes ?? {};
    expect(schemes.token).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(schemes.line).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it("lints clean with Redocly's recommended rules: 0 errors, 0 warnings", async () => {
    const result = await lintOpenApi(doc);
    const problems = result.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(problems).toEqual([]);
    expect(result.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('names its server and a licence (Redocly: no-empty-servers, info-license)', () => {
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('holds only the component schemas an operation uses', () => {
    const text = JSON.stringify(doc.paths);
    const used = new Set([...text.matchAll(/#\/components\/schemas\/(\w+)/g)].map((m) => m[1]));
    for (let size = -1; size !== used.size; ) {
      size = used.size;
      for (const name of [...used]) {
        const inner = JSON.stringify(doc.components.schemas?.[name as string] ?? {});
        for (const m of inner.matchAll(/#\/components\/schemas\/(\w+)/g)) used.add(m[1]);
      }
    }
    expect(Object.keys(doc.components.schemas ?? {}).sort()).toEqual([...used].sort());
    expect(Object.keys(doc.components.schemas ?? {})).toContain('Error');
  });

  it('documents the X-Line-Id-Token header as a security scheme, not again as a parameter', () => {
    expect(doc.components.securitySchemes?.lineIdToken).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-Line-Id-Token',
    });
    const login = operationOf('login');
    expect(login.security).toEqual([{ lineIdToken: [] }]);
    expect((login.parameters ?? []).map((p) => p.name.toLowerCase())).not.toContain('x-line-id-token');
  });

  it("documents exactly the endpoints of the contract table, and the server's own: staff API, Opn webhook", () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const table = ids.map((id) => `${endpoints[id].method} ${openApiPath(endpoints[id].path)}`);
    const own = ['POST /api/staff/orders/{order_id}/status', 'POST /api/webhooks/opn'];
    expect(documented.sort()).toEqual([...table, ...own].sort());
  });

  it('documents the staff API under its bearer scheme and the webhook under the Opn signature headers', () => {
    expect(doc.components.securitySchemes?.staffKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes?.opnSignature).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Omise-Signature',
    });
    const staff = doc.paths['/api/staff/orders/{order_id}/status']?.post;
    expect(staff?.security).toEqual([{ staffKey: [] }]);
    expect(Object.keys(staff?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409', '429']),
    );
    const webhook = doc.paths['/api/webhooks/opn']?.post;
    expect(webhook?.security).toEqual([{ opnSignature: [], opnSignatureTimestamp: [] }]);
    expect(Object.keys(webhook?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '409']),
    );
  });

  it('leaves out the development control under /__dev (which this server does mount)', async () => {
    const dev = await server.call('GET', '/__dev/faults');
    expect(dev.status).toBe(200);
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/__dev'))).toEqual([]);
    expect(JSON.stringify(doc)).not.toContain('/__dev');
  });

  describe.each(ids)('%s', (id) => {
    const ep: Endpoint = endpoints[id];
    const hasInput = Boolean(ep.params || ep.query || ep.body || ep.headers);
    const errorStatuses = [
      ...(hasInput ? ['400'] : []),
      '401',
      ...(ep.errors ?? []).map(String),
      ...(ep.body ? ['413', '415'] : []),
      '429',
      'default',
    ];

    it(`answers its errors (${errorStatuses.join(', ')}) in the error envelope`, () => {
      const responses = operationOf(id).responses;
      expect(Object.keys(responses).sort()).toEqual(['200', ...errorStatuses].sort());
      for (const status of errorStatuses) {
        expect(responses[status]?.content?.['application/json']?.schema, status).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      expect(Object.keys(responses['429']?.headers ?? {})).toEqual(['retry-after']);
    });

    it(`is under ${ep.method} ${openApiPath(ep.path)} with its operationId`, () => {
      expect(operationOf(id).operationId).toBe(id);
    });

    it('has a 200 response schema: the { status, message, data } envelope', () => {
      const response = operationOf(id).responses['200'];
      expect(response, '200 response').toBeDefined();
      const schema = resolve(response?.content?.['application/json']?.schema);
      expect(schema, '200 application/json schema').toBeDefined();
      expect(schema?.type).toBe('object');
      expect(Object.keys(schema?.properties ?? {})).toEqual(
        expect.arrayContaining(['status', 'message', 'data']),
      );
      expect(schema?.required).toEqual(expect.arrayContaining(['status', 'message', 'data']));
    });

    it(ep.body ? 'has a required JSON request body schema' : 'has no request body', () => {
      const op = operationOf(id);
      if (!ep.body) {
        expect(op.requestBody).toBeUndefined();
        return;
      }
      expect(op.requestBody?.required).toBe(true);
      const schema = resolve(op.requestBody?.content['application/json']?.schema);
      expect(schema, 'request body application/json schema').toBeDefined();
      const json = contractSchema(ep.body);
      expect(schema?.type).toBe(json.type);
      if (json.required) expect(schema?.required).toEqual(expect.arrayContaining(json.required));
      if (json.type === 'object') {
        expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(
          Object.keys(json.properties ?? {}).sort(),
        );
      }
      if (json.type === 'array') expect(resolve(schema?.items)?.type).toBe('object');
    });

    it(ep.query ? 'has its query parameters' : 'has no query parameters', () => {
      const documented = (operationOf(id).parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      const expected = ep.query ? Object.keys(ep.query.shape) : [];
      expect(documented.sort()).toEqual(expected.sort());
      const required = (operationOf(id).parameters ?? []).filter((p) => p.in === 'query' && p.required);
      const requiredExpected = ep.query ? (contractSchema(ep.query).required ?? []) : [];
      expect(required.map((p) => p.name).sort()).toEqual([...requiredExpected].sort());
    });

    it(ep.params ? 'has its path parameters, required' : 'has no path parameters', () => {
      const documented = (operationOf(id).parameters ?? []).filter((p) => p.in === 'path');
      const expected = [...ep.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(documented.map((p) => p.name).sort()).toEqual(expected.sort());
      expect(Object.keys(ep.params?.shape ?? {}).sort()).toEqual(expected.sort());
      for (const p of documented) expect(p.required, p.name).toBe(true);
    });

    it(`requires the '${ep.auth}' credentials`, () => {
      const security = operationOf(id).security;
      if (ep.auth === 'lineIdToken') {
        // The LINE ID token travels in X-Line-Id-Token; neither bearer scheme applies.
        expect(security ?? []).not.toContainEqual({ token: [] });
        expect(security ?? []).not.toContainEqual({ line: [] });
      } else {
        expect(security).toEqual([{ [ep.auth]: [] }]);
      }
    });
  });
});

describe("the harness's check that every API answer is one the document describes", () => {
  const coupons = '/api/v1/ssc/coupons';
  const json = 'application/json; charset=utf-8';
  const error = (status: number) => ({ status, message: 'refused' });

  it('passes answers the document lists', () => {
    const documented = documentedAnswers(doc);
    expect(() =>
      documented.check('GET', coupons, 200, json, { status: 200, message: 'success', data: [] }),
    ).not.toThrow();
    expect(() => documented.check('GET', coupons, 401, json, error(401))).not.toThrow();
    expect(() => documented.check('GET', `${coupons}/detail/X?y=1`, 404, json, error(404))).not.toThrow();
    expect(() => documented.check('GET', coupons, 503, json, error(503))).not.toThrow();
    expect(() => documented.check('GET', '/__dev/faults', 418, json, 'anything')).not.toThrow();
  });

  it('refuses a status the operation does not list (a 4xx never falls to default), a body off its schema, or not JSON', () => {
    const documented = documentedAnswers(doc);
    expect(() => documented.check('GET', coupons, 404, json, error(404))).toThrow(/undocumented status/);
    expect(() => documented.check('GET', coupons, 400, json, error(400))).toThrow(/undocumented status/);
    expect(() =>
      documented.check('GET', coupons, 200, json, { status: 200, message: 'success', data: {} }),
    ).toThrow(/does not match/);
    expect(() => documented.check('GET', coupons, 401, json, { message: 'no status' })).toThrow(
      /does not match/,
    );
    expect(() => documented.check('GET', coupons, 401, 'text/plain', 'refused')).toThrow(/not JSON/);
  });
});

describe('GET /api/docs', () => {
  it('answers a human-readable HTML page (following a redirect if any)', async () => {
    const res = await fetch(`${server.url}/api/docs`, { redirect: 'follow' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<html/i);
    expect(html).toMatch(/<title>[^<]+<\/title>/i);
  });
});
