import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Every answer the server suite gets through the harness (tests/server/harness.ts `call`) from an
 * operation of the OpenAPI document must be one the document describes: its status listed (a 4xx
 * by its own code; `default` only for 5xx), JSON, and its body valid against the response's schema
 * (issue 24: "every answer the server gives in the test suite validates against the document").
 */

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: object;
}

interface Route {
  pattern: RegExp;
  operations: Record<string, Operation>;
  path: string;
}

export interface DocumentedAnswers {
  /** Throws when the answer to `method path` is not one the document describes. */
  check(method: string, path: string, status: number, contentType: string | null, body: unknown): void;
}

/** `openApi`: the document the app serves (`app.swagger()`). */
export function documentedAnswers(openApi: unknown): DocumentedAnswers {
  const document = openApi as Document;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  const routes: Route[] = Object.entries(document.paths).map(([path, operations]) => ({
    path,
    operations,
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
  }));
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // The schema's '#/components/schemas/…' references resolve inside the same root.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    return validate;
  };

  return {
    check(method, url, status, contentType, body) {
      const path = url.split('?')[0] ?? '';
      const route = routes.find((r) => r.pattern.test(path));
      const operation = route?.operations[method.toLowerCase()];
      if (!route || !operation) return; // not an operation of the document (files, /__dev, probes)
      const what = `${method} ${url.slice(0, 120)} -> ${status} (${method} ${route.path})`;
      const response =
        operation.responses[String(status)] ?? (status >= 500 ? operation.responses.default : undefined);
      if (!response) throw new Error(`undocumented status: ${what}`);
      const schema = response.content?.['application/json']?.schema;
      if (!schema) return;
      if (!/^application\/json\b/.test(contentType ?? ''))
        throw new Error(`not JSON (${contentType}): ${what}`);
      const validate = validatorOf(schema);
      if (!validate(body)) {
        throw new Error(`answer does not match the document: ${what}: ${ajv.errorsText(validate.errors)}`);
      }
    },
  };
}
