// Attendance of events and experiences: a member wants to go or is going. Starting or stopping changes the item's
// attendance_count by one; switching between the two statuses does not.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { AttendanceStatus, EntityType } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import { bumpItem } from './counters.ts';
import { itemRow } from './kinds.ts';

export const ATTENDANCE_STATUSES: AttendanceStatus[] = ['want_to_go', 'going'];

export interface Attendance {
  entity_type: EntityType;
  entity_id: number;
  status: AttendanceStatus | null;
  attendance_count: number;
}

async function attendanceOf(tx: Pick<Db, 'execute'>, entityType: EntityType, entityId: number, status: AttendanceStatus | null): Promise<Attendance> {
  const { table, where } = itemRow(entityType, entityId);
  const [row] = await queryRows<{ attendance_count: number }>(tx, sql`SELECT attendance_count FROM ${table} WHERE ${where}`);
  return { entity_type: entityType, entity_id: entityId, status, attendance_count: row.attendance_count };
}

export async function attend(db: Db, userId: number, entityType: EntityType, entityId: number, status: AttendanceStatus, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ inserted: boolean }>(tx, sql`
      INSERT INTO attendances (user_id, entity_type, entity_id, status, created_at)
      VALUES (${userId}, ${entityType}, ${entityId}, ${status}, ${now.toISOString()})
      ON CONFLICT (user_id, entity_type, entity_id) DO UPDATE SET status = EXCLUDED.status
      RETURNING (xmax = 0) AS inserted`);
    if (row.inserted) await bumpItem(tx, entityType, entityId, 'attendance_count', 1);
    return attendanceOf(tx, entityType, entityId, status);
  });
}

export async function unattend(db: Db, userId: number, entityType: EntityType, entityId: number) {
  return db.transaction(async (tx) => {
    const removed = await queryRows(tx, sql`
      DELETE FROM attendances WHERE user_id = ${userId} AND entity_type = ${entityType} AND entity_id = ${entityId} RETURNING 1`);
    if (removed.length) await bumpItem(tx, entityType, entityId, 'attendance_count', -1);
    return attendanceOf(tx, entityType, entityId, null);
  });
}

/** Who attends the item, newest first. */
export async function listAttendees(db: Db, entityType: EntityType, entityId: number, window: Window) {
  const a = t.attendances;
  const where = and(eq(a.entityType, entityType), eq(a.entityId, entityId));
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(a).where(where);
  const rows = await db.select({ userId: a.userId, status: a.status, createdAt: a.createdAt }).from(a).where(where)
    .orderBy(sql`${a.createdAt} DESC, ${a.userId} DESC`).limit(window.limit).offset(window.offset);
  return { count, rows };
}

/** The member's statuses among `ids` (all of that type without ids). */
export async function myAttendance(db: Db, userId: number, entityType: EntityType, ids?: number[]) {
  const a = t.attendances;
  return db.select({ entity_id: a.entityId, status: a.status }).from(a)
    .where(and(eq(a.userId, userId), eq(a.entityType, entityType), ids ? inArray(a.entityId, ids) : undefined))
    .orderBy(a.entityId);
}
