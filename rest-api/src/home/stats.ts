// Statistics the app records about events and experiences (a tap on "buy tickets").
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { KindEnum, type Kind } from '../happenings/kind.ts';
import { happeningExists } from '../happenings/queries.ts';
import { notFound } from '../http/errors.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes } from '../http/typebox.ts';
import type { StatsRecord } from './schemas.ts';

export const STAT_TYPES = ['buy_tickets'] as const;
export type StatType = (typeof STAT_TYPES)[number];

export async function recordStat(
  db: Db,
  type: StatType,
  entityType: Kind,
  entityId: number,
  at: Date,
): Promise<StatsRecord> {
  const [row] = await db
    .insert(t.statsRecords)
    .values({ type, entityType, entityId, context: { entity_id: entityId, entity_type: entityType }, createdAt: at })
    .returning();
  return {
    id: row.id,
    type: row.type,
    context: { entity_id: row.entityId, entity_type: row.entityType },
    created_at: row.createdAt.toISOString(),
  };
}

export const statsRoutes: Routes = async (app, { db, config }) => {
  app.post(
    '/stats/',
    {
      schema: {
        summary: 'Record a statistic (a tap on "buy tickets")',
        tags: ['stats'],
        body: Type.Object({
          type: StringEnum(STAT_TYPES),
          context: Type.Object({
            entity_id: Type.Integer({ minimum: 1 }),
            entity_type: Defaulted(KindEnum({ default: 'event' })),
          }),
        }),
        response: { 201: ref('StatsRecord'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { type, context } = request.body;
      if (!(await happeningExists(db, context.entity_type, context.entity_id))) throw notFound();
      return reply.code(201).send(await recordStat(db, type, context.entity_type, context.entity_id, config.now()));
    },
  );
};
