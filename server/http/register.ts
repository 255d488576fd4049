import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as core from 'zod/v4/core';
import { type Endpoint, type EndpointId, endpoints, envelope } from '../../contract/index.ts';
import type { Auth, Customer } from '../services/auth.ts';
import { errorResponses } from './openapi.ts';

type Ep<K extends EndpointId> = (typeof endpoints)[K];
type Infer<S> = S extends core.$ZodType ? core.output<S> : undefined;

/** What a handler receives: validated input, and the signed-in customer for 'token' endpoints. */
interface HandlerInput<K extends EndpointId> {
  request: FastifyRequest;
  customer: Ep<K>['auth'] extends 'token' ? Customer : undefined;
  params: Ep<K> extends { params: infer P } ? Infer<P> : undefined;
  query: Ep<K> extends { query: infer Q } ? Infer<Q> : undefined;
  body: Ep<K> extends { body: infer B } ? Infer<B> : undefined;
  headers: Ep<K> extends { headers: infer H } ? Infer<H> : undefined;
}

export type Handlers = {
  [K in EndpointId]: (input: HandlerInput<K>) => Promise<core.input<Ep<K>['data']>>;
};

/**
 * Registers every endpoint of the contract table with its handler: Fastify validates params, query
 * and body with the endpoint's zod schemas (400 naming the field otherwise), the handler's answer
 * is wrapped in the `{ status, message, data }` envelope and serialized through the same schema.
 */
export function registerEndpoints(app: FastifyInstance, auth: Auth, handlers: Handlers) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const id of Object.keys(endpoints) as EndpointId[]) {
    const endpoint: Endpoint = endpoints[id];
    const handler = handlers[id] as (input: HandlerInput<EndpointId>) => Promise<unknown>;
    typed.route({
      method: endpoint.method,
      url: endpoint.path,
      config: { routeId: id },
      schema: {
        operationId: id,
        summary: endpoint.summary,
        tags: [endpoint.tag],
        security: [{ [endpoint.auth]: [] }],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.headers ? { headers: endpoint.headers } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: envelope(endpoint.data), ...errorResponses(endpoint) },
      },
      // Authenticate before the body is validated, so an anonymous caller learns nothing.
      onRequest: async (request) => {
        if (endpoint.auth === 'token') {
          (request as { customer?: Customer }).customer = await auth.customerOfToken(
            request.headers.authorization,
          );
        }
      },
      handler: async (request) => {
        const data = await handler({
          request,
          customer: (request as { customer?: Customer }).customer as never,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          headers: request.headers as never,
        });
        return { status: 200, message: 'success', data };
      },
    });
  }
}
