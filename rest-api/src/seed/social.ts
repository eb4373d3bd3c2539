// The social seed: follows among the seeded members (Omar's private profile with one accepted follower and one
// request waiting), and Sara's real check-ins, so every count on a seeded profile equals the list behind it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { refreshAllSocialCounts } from '../social/relations.ts';

/** follower -> followed, with the status; members missing from the seed are skipped. */
const FOLLOWS: [string, string, t.FollowStatus][] = [
  ['lina@example.com', 'sara@example.com', 'accepted'],
  ['sara@example.com', 'lina@example.com', 'accepted'],
  ['faisal@example.com', 'sara@example.com', 'accepted'],
  ['noura@example.com', 'sara@example.com', 'accepted'],
  ['noura@example.com', 'omar@example.com', 'accepted'],
  ['faisal@example.com', 'omar@example.com', 'pending'],
];

/** Sara's check-ins: the first places of her city, days ago. */
const SARA_CHECKINS_DAYS_AGO = [2, 5, 9, 14, 21, 30, 44, 60];

/** `checkins`: with the full seed only (the test fixture's places keep no check-ins). */
export async function seedSocial(db: Db, now: Date, checkins: boolean): Promise<void> {
  const emails = [...new Set(FOLLOWS.flatMap(([a, b]) => [a, b]))];
  const users = await db
    .select({ id: t.users.id, email: t.users.email, cityId: t.users.metropolisId })
    .from(t.users)
    .where(inArray(t.users.email, emails));
  const idOf = new Map(users.map((u) => [u.email, u.id]));
  const follows = FOLLOWS.flatMap(([follower, followed, status], i) => {
    const followerId = idOf.get(follower);
    const followedId = idOf.get(followed);
    const createdAt = new Date(now.getTime() - (i + 1) * 86_400_000);
    return followerId && followedId ? [{ followerId, followedId, status, createdAt }] : [];
  });
  if (follows.length) await db.insert(t.follows).values(follows);
  await refreshAllSocialCounts(db);

  const sara = users.find((u) => u.email === 'sara@example.com');
  if (!checkins || !sara?.cityId) return;
  const places = await db
    .select({ id: t.places.id })
    .from(t.places)
    .where(eq(t.places.cityId, sara.cityId))
    .orderBy(t.places.id)
    .limit(SARA_CHECKINS_DAYS_AGO.length);
  if (places.length === 0) return;
  await db.insert(t.checkins).values(
    places.map((place, i) => ({
      userId: sara.id,
      placeId: place.id,
      createdAt: new Date(now.getTime() - SARA_CHECKINS_DAYS_AGO[i] * 86_400_000),
    })),
  );
  await db
    .update(t.places)
    .set({ checkinCount: sql`${t.places.checkinCount} + 1` })
    .where(
      inArray(
        t.places.id,
        places.map((p) => p.id),
      ),
    );
  const c = t.userCounts;
  await db
    .update(c)
    .set({ checkin: sql`(SELECT count(*)::int FROM ${t.checkins} WHERE ${t.checkins.userId} = ${sara.id})` })
    .where(and(eq(c.userId, sara.id)));
}
