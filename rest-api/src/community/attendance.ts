// Attendance of events and experiences: a member wants to go or is going. The item counts each status apart
// (attendance_count: going, want_to_go_count: want to go): starting, stopping or switching moves the member between them.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { notBlocked } from '../social/visibility.ts';
import type { AttendanceStatus, EntityType } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import { attendanceCounter, bumpItem, type Tx } from './counters.ts';
import { attendableRow } from './kinds.ts';

export const ATTENDANCE_STATUSES: AttendanceStatus[] = ['want_to_go', 'going'];

export interface Attendance {
  entity_type: EntityType;
  entity_id: number;
  status: AttendanceStatus | null;
  attendance_count: number;
  want_to_go_count: number;
}

async function attendanceOf(
  tx: Tx,
  entityType: EntityType,
  entityId: number,
  status: AttendanceStatus | null,
): Promise<Attendance> {
  const { table, where } = attendableRow(entityType, entityId);
  const [row] = await tx
    .select({ going: table.attendanceCount, wantToGo: table.wantToGoCount })
    .from(table)
    .where(where);
  return {
    entity_type: entityType,
    entity_id: entityId,
    status,
    attendance_count: row.going,
    want_to_go_count: row.wantToGo,
  };
}

const mine = (userId: number, entityType: EntityType, entityId: number) => {
  const a = t.attendances;
  return and(eq(a.userId, userId), eq(a.entityType, entityType), eq(a.entityId, entityId));
};

/** Sets the member's status and answers the one it replaces (null: none), the row locked until the transaction ends. */
async function replaceStatus(
  tx: Tx,
  userId: number,
  entityType: EntityType,
  entityId: number,
  status: AttendanceStatus,
  now: Date,
): Promise<AttendanceStatus | null> {
  const a = t.attendances;
  const [inserted] = await tx
    .insert(a)
    .values({ userId, entityType, entityId, status, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: a.userId });
  if (inserted) return null;
  const [row] = await tx
    .select({ status: a.status })
    .from(a)
    .where(mine(userId, entityType, entityId))
    .for('update');
  // Taken back by a concurrent request between the two statements: insert again.
  if (!row) return replaceStatus(tx, userId, entityType, entityId, status, now);
  if (row.status !== status)
    await tx
      .update(a)
      .set({ status })
      .where(mine(userId, entityType, entityId));
  return row.status;
}

export async function attend(
  db: Db,
  userId: number,
  entityType: EntityType,
  entityId: number,
  status: AttendanceStatus,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const previous = await replaceStatus(tx, userId, entityType, entityId, status, now);
    if (previous !== status) {
      if (previous) await bumpItem(tx, entityType, entityId, attendanceCounter(previous), -1);
      await bumpItem(tx, entityType, entityId, attendanceCounter(status), 1);
    }
    return attendanceOf(tx, entityType, entityId, status);
  });
}

export async function unattend(db: Db, userId: number, entityType: EntityType, entityId: number) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(t.attendances)
      .where(mine(userId, entityType, entityId))
      .returning({ status: t.attendances.status });
    for (const { status } of removed) await bumpItem(tx, entityType, entityId, attendanceCounter(status), -1);
    return attendanceOf(tx, entityType, entityId, null);
  });
}

/** Who attends the item, newest first. */
export async function listAttendees(
  db: Db,
  entityType: EntityType,
  entityId: number,
  window: Window,
  viewerId: number | null = null,
) {
  const a = t.attendances;
  // Members across a block with the viewer are left out (social).
  const where = and(eq(a.entityType, entityType), eq(a.entityId, entityId), notBlocked(a.userId, viewerId));
  const [{ total }] = await db.select({ total: count() }).from(a).where(where);
  const rows = await db
    .select({ userId: a.userId, status: a.status, createdAt: a.createdAt })
    .from(a)
    .where(where)
    .orderBy(desc(a.createdAt), desc(a.userId))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total, rows };
}

/** The member's statuses among `ids` (all of that type without ids). */
export async function myAttendance(db: Db, userId: number, entityType: EntityType, ids?: number[]) {
  const a = t.attendances;
  return db
    .select({ entity_id: a.entityId, status: a.status })
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.entityType, entityType), ids ? inArray(a.entityId, ids) : undefined))
    .orderBy(a.entityId);
}
