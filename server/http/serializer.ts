import { createSerializerCompiler } from 'fastify-type-provider-zod';

const validated = createSerializerCompiler({});
type Compile = typeof validated;

/** The 200 envelope every contract endpoint answers with (register.ts). */
const isSuccess = (payload: unknown): payload is { status: 200; message: 'success'; data: object } => {
  if (typeof payload !== 'object' || payload === null) return false;
  const { status, message, data } = payload as Record<string, unknown>;
  return status === 200 && message === 'success' && typeof data === 'object' && data !== null;
};

/**
 * Answers are checked against their zod schema and written as JSON (fastify-type-provider-zod's
 * serializer). A catalogue answer kept in the cache (services/catalogue.ts) is the same object on
 * every hit, so its JSON is kept beside it (a WeakMap per route and status, gone with the object):
 * checked and written once, not on every request. Checking 20 products on every GET /skus took a
 * third of the server's time (docs/performance.md). Kept answers are never changed in place: the
 * cache is shared by every customer.
 */
export const serializerCompiler: Compile = (route) => {
  const serialize = validated(route);
  const written = new WeakMap<object, string>();
  return (payload) => {
    if (!isSuccess(payload)) return serialize(payload);
    const kept = written.get(payload.data);
    if (kept !== undefined) return kept;
    const json = serialize(payload);
    written.set(payload.data, json);
    return json;
  };
};
