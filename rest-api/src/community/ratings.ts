// Ratings (1-5, one per member per item; rating again replaces the value) and the item's average and count.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { EntityType } from '../db/schema.ts';
import { insertedNotUpdated } from '../db/upsert.ts';
import { bumpMembers, refreshRating } from './counters.ts';
import { itemRow } from './kinds.ts';

export interface Rating {
  entity_type: EntityType;
  entity_id: number;
  average: number | null;
  count: number;
  value: number | null;
}

const rated = (userId: number, entityType: EntityType, entityId: number) =>
  and(eq(t.ratings.userId, userId), eq(t.ratings.entityType, entityType), eq(t.ratings.entityId, entityId));

export async function ratingOf(
  db: Pick<Db, 'select'>,
  entityType: EntityType,
  entityId: number,
  viewerId: number | null,
): Promise<Rating> {
  const { table, where } = itemRow(entityType, entityId);
  const value = db
    .select({ value: t.ratings.value })
    .from(t.ratings)
    .where(rated(viewerId ?? 0, entityType, entityId));
  const [row] = await db
    .select({ count: table.ratingCount, average: table.ratingAverage, value: sql<number | null>`${value}` })
    .from(table)
    .where(where);
  return {
    entity_type: entityType,
    entity_id: entityId,
    count: row?.count ?? 0,
    average: row?.average == null ? null : Number(row.average),
    value: row?.value ?? null,
  };
}

export async function rate(
  db: Db,
  userId: number,
  entityType: EntityType,
  entityId: number,
  value: number,
  now: Date,
): Promise<Rating> {
  return db.transaction(async (tx) => {
    const r = t.ratings;
    const [row] = await tx
      .insert(r)
      .values({ userId, entityType, entityId, value, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [r.userId, r.entityType, r.entityId], set: { value, updatedAt: now } })
      .returning({ inserted: insertedNotUpdated });
    if (row.inserted) await bumpMembers(tx, 'rating', [userId], 1);
    await refreshRating(tx, entityType, entityId);
    return ratingOf(tx, entityType, entityId, userId);
  });
}

/** The member's ratings among `ids` (all of that type without ids). */
export async function myRatings(db: Db, userId: number, entityType: EntityType, ids?: number[]) {
  const r = t.ratings;
  return db
    .select({ entity_id: r.entityId, value: r.value })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.entityType, entityType), ids ? inArray(r.entityId, ids) : undefined))
    .orderBy(r.entityId);
}
