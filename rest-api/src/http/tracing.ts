// A server span per request when traces are on (observability/tracing.ts): named by the route template, the child of
// the gateway's span when the request carries its `traceparent`.
import type { FastifyInstance } from 'fastify';
import type { RequestSpan, Tracing } from '../../../observability/tracing.ts';

declare module 'fastify' {
  interface FastifyRequest {
    span: RequestSpan | null;
  }
}

export function traceRequests(app: FastifyInstance, tracing: Tracing) {
  app.decorateRequest('span', null);
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    request.span = tracing.start(request.method, request.routeOptions.url ?? 'unmatched', path, request.headers);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.span?.end(reply.statusCode);
  });
}
