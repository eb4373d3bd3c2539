// The denormalised counts, changed in the same transaction as the rows they count: an item's tip/photo/attendance
// counts and rating average, and a member's contribution counts (points and level follow from them).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import type { CountName } from '../members/levels.ts';
import { itemRow } from './kinds.ts';

/** A transaction or the database itself. */
export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

type ItemCounter = 'tip_count' | 'photo_count' | 'attendance_count';

export async function bumpItem(tx: Tx, entityType: EntityType, entityId: number, counter: ItemCounter, delta: number) {
  if (delta === 0) return;
  const { table, where } = itemRow(entityType, entityId);
  await tx.execute(sql`UPDATE ${table} SET ${sql.raw(counter)} = ${sql.raw(counter)} + ${delta} WHERE ${where}`);
}

/** Recomputes the item's rating count and average (one decimal) from its ratings. */
export async function refreshRating(tx: Tx, entityType: EntityType, entityId: number) {
  const { table, where } = itemRow(entityType, entityId);
  await tx.execute(sql`
    UPDATE ${table} SET (rating_count, rating_average) = (
      SELECT count(*)::int, round(avg(value), 1) FROM ratings WHERE entity_type = ${entityType} AND entity_id = ${entityId}
    ) WHERE ${where}`);
}

/** Adds `delta` to one contribution count of each of the (distinct) members. */
export async function bumpMembers(tx: Tx, name: CountName, userIds: number[], delta: number) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0 || delta === 0) return;
  const column = sql.raw(name);
  await tx.execute(sql`UPDATE user_counts SET ${column} = ${column} + ${delta} WHERE user_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
}
