import type { FastifyInstance } from 'fastify';
import { errorResponses, ref } from '../http/schemas.ts';
import { listAudiences } from './queries.ts';
import * as serialize from './serialize.ts';
import type { RouteContext } from '../http/context.ts';

export async function audienceRoutes(app: FastifyInstance, { db }: RouteContext) {
  app.get('/audiences/', {
    schema: {
      summary: 'Audiences (families, adults...)', tags: ['reference'],
      response: {
        200: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: ref('Audience') } } },
        ...errorResponses,
      },
    },
  }, async () => ({ results: (await listAudiences(db)).map(serialize.named) }));
}
