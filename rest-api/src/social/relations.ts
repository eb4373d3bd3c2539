// Follows and blocks between members: the transitions of docs/social.md, each in one transaction that also recomputes
// the counts on the users rows it touches from the rows themselves (so a count always equals its list).
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { FollowStatus } from '../db/schema.ts';
import type { Tx } from '../community/counters.ts';

/** How the viewer and another member stand (from the viewer's side). */
export interface Relation {
  /** the viewer follows them (accepted), asked to (pending), or neither */
  followedByMe: FollowStatus | null;
  /** they follow the viewer, or asked to */
  followsMe: FollowStatus | null;
  blockedByMe: boolean;
  blocksMe: boolean;
}

export const NO_RELATION: Relation = { followedByMe: null, followsMe: null, blockedByMe: false, blocksMe: false };

/** The viewer's relations with many members, in two queries. */
export async function relationsOf(db: Pick<Db, 'select'>, viewerId: number, ids: number[]) {
  const others = [...new Set(ids)].filter((id) => id !== viewerId);
  const relations = new Map<number, Relation>(others.map((id) => [id, { ...NO_RELATION }]));
  if (others.length === 0) return relations;
  const f = t.follows;
  const follows = await db
    .select()
    .from(f)
    .where(
      or(
        and(eq(f.followerId, viewerId), inArray(f.followedId, others)),
        and(eq(f.followedId, viewerId), inArray(f.followerId, others)),
      ),
    );
  for (const row of follows) {
    if (row.followerId === viewerId) relations.get(row.followedId)!.followedByMe = row.status;
    else relations.get(row.followerId)!.followsMe = row.status;
  }
  const b = t.blocks;
  const blocks = await db
    .select()
    .from(b)
    .where(
      or(
        and(eq(b.blockerId, viewerId), inArray(b.blockedId, others)),
        and(eq(b.blockedId, viewerId), inArray(b.blockerId, others)),
      ),
    );
  for (const row of blocks) {
    if (row.blockerId === viewerId) relations.get(row.blockedId)!.blockedByMe = true;
    else relations.get(row.blockerId)!.blocksMe = true;
  }
  return relations;
}

export const isBlocked = (relation: Relation) => relation.blockedByMe || relation.blocksMe;

/**
 * Whether the viewer may see the member's tips, photos, followers and followings: the owner always; nobody across a
 * block; a private profile only its accepted followers.
 */
export function canSeeContent(target: { id: number; isPrivate: boolean }, viewerId: number | null, relation: Relation) {
  if (viewerId === target.id) return true;
  if (isBlocked(relation)) return false;
  return !target.isPrivate || relation.followedByMe === 'accepted';
}

/** Recomputes the social counts of these members from the follows and blocks rows. */
export async function refreshSocialCounts(tx: Tx, userIds: number[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const u = t.users;
  const f = t.follows;
  const counted = (where: ReturnType<typeof sql>) => sql<number>`(SELECT count(*)::int FROM ${where})`;
  await tx
    .update(u)
    .set({
      followerCount: counted(sql`${f} WHERE ${f.followedId} = ${u.id} AND ${f.status} = 'accepted'`),
      followingCount: counted(sql`${f} WHERE ${f.followerId} = ${u.id} AND ${f.status} = 'accepted'`),
      pendingFollowersCount: counted(sql`${f} WHERE ${f.followedId} = ${u.id} AND ${f.status} = 'pending'`),
      pendingFollowingsCount: counted(sql`${f} WHERE ${f.followerId} = ${u.id} AND ${f.status} = 'pending'`),
      blockedUsersCount: counted(sql`${t.blocks} WHERE ${t.blocks.blockerId} = ${u.id}`),
    })
    .where(inArray(u.id, ids));
}

/** Follows the target: accepted at once for a public profile, pending for a private one. */
export async function follow(db: Db, followerId: number, target: { id: number; isPrivate: boolean }, now: Date) {
  return db.transaction(async (tx) => {
    const status: FollowStatus = target.isPrivate ? 'pending' : 'accepted';
    const [row] = await tx
      .insert(t.follows)
      .values({ followerId, followedId: target.id, status, createdAt: now })
      .onConflictDoNothing()
      .returning();
    await refreshSocialCounts(tx, [followerId, target.id]);
    return row;
  });
}

/**
 * Removes the follow or the request (only an accepted follow with `status`); answers whether there was one. The
 * follower unfollows; the followed member removes a follower.
 */
export async function unfollow(
  db: Db,
  followerId: number,
  followedId: number,
  status?: FollowStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const f = t.follows;
    const gone = await tx
      .delete(f)
      .where(and(eq(f.followerId, followerId), eq(f.followedId, followedId), status ? eq(f.status, status) : undefined))
      .returning();
    await refreshSocialCounts(tx, [followerId, followedId]);
    return gone.length > 0;
  });
}

/** Accepts (or with accept false, rejects) a pending request to follow `userId`; answers whether there was one. */
export async function answerRequest(db: Db, userId: number, requesterId: number, accept: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const f = t.follows;
    const request = and(eq(f.followerId, requesterId), eq(f.followedId, userId), eq(f.status, 'pending'));
    const changed = accept
      ? await tx.update(f).set({ status: 'accepted' }).where(request).returning()
      : await tx.delete(f).where(request).returning();
    await refreshSocialCounts(tx, [userId, requesterId]);
    return changed.length > 0;
  });
}

/** Blocks the member and ends every follow and request between the two; answers false when already blocked. */
export async function block(db: Db, blockerId: number, blockedId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.blocks)
      .values({ blockerId, blockedId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return false;
    const f = t.follows;
    await tx
      .delete(f)
      .where(
        or(
          and(eq(f.followerId, blockerId), eq(f.followedId, blockedId)),
          and(eq(f.followerId, blockedId), eq(f.followedId, blockerId)),
        ),
      );
    await refreshSocialCounts(tx, [blockerId, blockedId]);
    return true;
  });
}

/** Lifts the block (old follows stay gone); answers false when there was none. */
export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const b = t.blocks;
    const gone = await tx
      .delete(b)
      .where(and(eq(b.blockerId, blockerId), eq(b.blockedId, blockedId)))
      .returning();
    await refreshSocialCounts(tx, [blockerId, blockedId]);
    return gone.length > 0;
  });
}

/** The members whose counts mention this one (before deleting them, so their counts can be redone after). */
export async function relatedMembers(tx: Tx, userId: number): Promise<number[]> {
  const f = t.follows;
  const b = t.blocks;
  const follows = await tx
    .select()
    .from(f)
    .where(or(eq(f.followerId, userId), eq(f.followedId, userId)));
  const blocks = await tx
    .select()
    .from(b)
    .where(or(eq(b.blockerId, userId), eq(b.blockedId, userId)));
  return [
    ...follows.flatMap((row) => [row.followerId, row.followedId]),
    ...blocks.flatMap((row) => [row.blockerId, row.blockedId]),
  ].filter((id) => id !== userId);
}

/** Recounts every member's social counts (after seeding). */
export async function refreshAllSocialCounts(tx: Tx) {
  const rows = await tx.select({ id: t.users.id }).from(t.users);
  await refreshSocialCounts(
    tx,
    rows.map((row) => row.id),
  );
}
