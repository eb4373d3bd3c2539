// Ratings (1-5, one per member per item; rating again replaces the value) and the item's average and count.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { EntityType } from '../db/schema.ts';
import { bumpMembers, refreshRating } from './counters.ts';
import { itemRow } from './kinds.ts';

export interface Rating {
  entity_type: EntityType;
  entity_id: number;
  average: number | null;
  count: number;
  value: number | null;
}

export async function ratingOf(db: Pick<Db, 'execute'>, entityType: EntityType, entityId: number, viewerId: number | null): Promise<Rating> {
  const { table, where } = itemRow(entityType, entityId);
  const [row] = await queryRows<{ rating_count: number; rating_average: string | number | null; value: number | null }>(db, sql`
    SELECT rating_count, rating_average,
      (SELECT value FROM ratings WHERE user_id = ${viewerId ?? 0} AND entity_type = ${entityType} AND entity_id = ${entityId}) AS value
    FROM ${table} WHERE ${where}`);
  return {
    entity_type: entityType, entity_id: entityId, count: row?.rating_count ?? 0,
    average: row?.rating_average == null ? null : Number(row.rating_average), value: row?.value ?? null,
  };
}

export async function rate(db: Db, userId: number, entityType: EntityType, entityId: number, value: number, now: Date): Promise<Rating> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ inserted: boolean }>(tx, sql`
      INSERT INTO ratings (user_id, entity_type, entity_id, value, created_at, updated_at)
      VALUES (${userId}, ${entityType}, ${entityId}, ${value}, ${now.toISOString()}, ${now.toISOString()})
      ON CONFLICT (user_id, entity_type, entity_id) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
      RETURNING (xmax = 0) AS inserted`);
    if (row.inserted) await bumpMembers(tx, 'rating', [userId], 1);
    await refreshRating(tx, entityType, entityId);
    return ratingOf(tx, entityType, entityId, userId);
  });
}

/** The member's ratings among `ids` (all of that type without ids). */
export async function myRatings(db: Db, userId: number, entityType: EntityType, ids?: number[]) {
  const r = t.ratings;
  return db.select({ entity_id: r.entityId, value: r.value }).from(r)
    .where(and(eq(r.userId, userId), eq(r.entityType, entityType), ids ? inArray(r.entityId, ids) : undefined))
    .orderBy(r.entityId);
}
