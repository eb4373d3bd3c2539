// Check-ins: one per place per member per hour; each raises the place's checkin_count and the member's checkin count
// (2 points, see members/levels.ts) in the same transaction.
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { bumpMembers } from '../community/counters.ts';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Window } from '../http/paging.ts';

export const CHECKIN_INTERVAL_MS = 60 * 60 * 1000;

export type CheckinResult =
  { status: 'created'; checkin: typeof t.checkins.$inferSelect } | { status: 'too_soon' } | { status: 'no_place' };

export async function checkIn(db: Db, userId: number, placeId: number, now: Date): Promise<CheckinResult> {
  return db.transaction(async (tx) => {
    // Locking the place row serializes concurrent check-ins at it, so the hour rule holds under a double click.
    const [place] = await tx.select({ id: t.places.id }).from(t.places).where(eq(t.places.id, placeId)).for('update');
    if (!place) return { status: 'no_place' };
    const since = new Date(now.getTime() - CHECKIN_INTERVAL_MS);
    const recent = await tx
      .select({ id: t.checkins.id })
      .from(t.checkins)
      .where(and(eq(t.checkins.userId, userId), eq(t.checkins.placeId, placeId), gt(t.checkins.createdAt, since)))
      .limit(1);
    if (recent.length) return { status: 'too_soon' };
    const [checkin] = await tx.insert(t.checkins).values({ userId, placeId, createdAt: now }).returning();
    await tx
      .update(t.places)
      .set({ checkinCount: sql`${t.places.checkinCount} + 1` })
      .where(eq(t.places.id, placeId));
    await bumpMembers(tx, 'checkin', [userId], 1);
    return { status: 'created', checkin };
  });
}

export async function memberCheckins(db: Db, userId: number, window: Window) {
  const mine = eq(t.checkins.userId, userId);
  const [total] = await db.select({ n: count() }).from(t.checkins).where(mine);
  const rows = await db
    .select()
    .from(t.checkins)
    .where(mine)
    .orderBy(desc(t.checkins.createdAt), desc(t.checkins.id))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total.n, items: rows };
}
