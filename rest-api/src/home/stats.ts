import type { FastifyInstance } from 'fastify';
import type { Kind } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { happeningExists } from '../happenings/queries.ts';
import { recordStat, STAT_TYPES, type StatType } from './stat-records.ts';
import type { RouteContext } from '../http/context.ts';

interface StatsBody {
  type: StatType;
  context: { entity_id: number; entity_type: Kind };
}

export async function statsRoutes(app: FastifyInstance, { db, config }: RouteContext) {
  app.post<{ Body: StatsBody }>('/stats/', {
    schema: {
      summary: 'Record a statistic (a tap on "buy tickets")', tags: ['stats'],
      body: {
        type: 'object',
        required: ['type', 'context'],
        properties: {
          type: { type: 'string', enum: STAT_TYPES },
          context: {
            type: 'object',
            required: ['entity_id'],
            properties: {
              entity_id: { type: 'integer', minimum: 1 },
              entity_type: { type: 'string', enum: ['event', 'experience'], default: 'event' },
            },
          },
        },
      },
      response: { 201: ref('StatsRecord'), ...errorResponses },
    },
  }, async (request, reply) => {
    const { type, context } = request.body;
    if (!(await happeningExists(db, context.entity_type, context.entity_id))) throw notFound();
    const row = await recordStat(db, type, context.entity_type, context.entity_id, config.now());
    return reply.code(201).send({
      id: row.id, type: row.type, context: { entity_id: row.entityId, entity_type: row.entityType },
      created_at: row.createdAt.toISOString(),
    });
  });
}
