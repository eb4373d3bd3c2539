// The denormalised counts, changed in the same transaction as the rows they count: an item's tip/photo/attendance
// counts and rating average, and a member's contribution counts (points and level follow from them).
import { and, count, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { AttendanceStatus, EntityType } from '../db/schema.ts';
import type { CountName } from '../members/levels.ts';
import { attendableRow, itemRow } from './kinds.ts';

/** A transaction or the database itself. */
export type Tx = Pick<Db, 'execute' | 'select' | 'insert' | 'update' | 'delete'>;

/** Counters every item has; attendance (going, want to go) is counted on events and experiences only. */
type ItemCounter = 'tipCount' | 'photoCount' | AttendanceCounter;
type AttendanceCounter = 'attendanceCount' | 'wantToGoCount';

/** The column counting the members of one attendance status. */
export const attendanceCounter = (status: AttendanceStatus): AttendanceCounter =>
  status === 'going' ? 'attendanceCount' : 'wantToGoCount';

/** `column + delta`, evaluated by the database so concurrent changes add up. */
export const plus = (column: AnyColumn, delta: number) => sql`${column} + ${delta}`;

export async function bumpItem(tx: Tx, entityType: EntityType, entityId: number, counter: ItemCounter, delta: number) {
  if (delta === 0) return;
  if (counter === 'attendanceCount' || counter === 'wantToGoCount') {
    const { table, where } = attendableRow(entityType, entityId);
    await tx
      .update(table)
      .set({ [counter]: plus(table[counter], delta) })
      .where(where);
  } else {
    const { table, where } = itemRow(entityType, entityId);
    await tx
      .update(table)
      .set({ [counter]: plus(table[counter], delta) })
      .where(where);
  }
}

/** Recomputes the item's rating count and average (one decimal) from its ratings. */
export async function refreshRating(tx: Tx, entityType: EntityType, entityId: number) {
  const { table, where } = itemRow(entityType, entityId);
  const r = t.ratings;
  const ratings = and(eq(r.entityType, entityType), eq(r.entityId, entityId));
  await tx
    .update(table)
    .set({
      ratingCount: sql`${tx.select({ count: count() }).from(r).where(ratings)}`,
      ratingAverage: sql`${tx
        .select({ average: sql`round(avg(${r.value}), 1)` })
        .from(r)
        .where(ratings)}`,
    })
    .where(where);
}

export type CountColumn = Exclude<keyof typeof t.userCounts.$inferSelect, 'userId'>;

/** The user_counts column holding a contribution count (tip_vote -> tipVote). */
export const countColumn = (name: CountName) =>
  name.replace(/_(\w)/g, (_m, c: string) => c.toUpperCase()) as CountColumn;

/** Adds `delta` to one contribution count of each of the (distinct) members. */
export async function bumpMembers(tx: Tx, name: CountName, userIds: number[], delta: number) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0 || delta === 0) return;
  const column = countColumn(name);
  const c = t.userCounts;
  await tx
    .update(c)
    .set({ [column]: plus(c[column], delta) })
    .where(inArray(c.userId, ids));
}
