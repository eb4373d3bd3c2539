import type { FastifyInstance } from 'fastify';
import type { OpenApiCollector } from './openapi.ts';
import type { RouteContext } from './context.ts';

export async function openApiRoutes(app: FastifyInstance, { urls, openapi }: RouteContext & { openapi: OpenApiCollector }) {
  app.get('/openapi.json', {
    schema: {
      summary: 'This document (OpenAPI 3.1, no key needed)',
      tags: ['meta'],
      response: { 200: { type: 'object', additionalProperties: true } },
    },
  }, async () => openapi.document(urls.base()));
}
