import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Kind } from '../db/schema.ts';

export const STAT_TYPES = ['buy_tickets'] as const;
export type StatType = (typeof STAT_TYPES)[number];

export async function recordStat(db: Db, type: StatType, entityType: Kind, entityId: number, at: Date) {
  const [row] = await db.insert(t.statsRecords)
    .values({ type, entityType, entityId, context: { entity_id: entityId, entity_type: entityType }, createdAt: at })
    .returning();
  return row;
}
