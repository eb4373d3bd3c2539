// Before a member's account is deleted: their tips, photos, votes, ratings and attendance go with it (foreign keys
// cascade), so every count they touched is taken back first, in the same transaction as the deletion.
import { and, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import type { removePhotoFiles } from './photo-files.ts';
import { attendanceCounter, bumpItem, bumpMembers, plus, refreshRating, type Tx } from './counters.ts';
import { PHOTO, TIP } from './posts.ts';

/** A deleted photo's stored files. */
export type WithdrawnFiles = Parameters<typeof removePhotoFiles>[1];

/** Deletes the member's community rows and corrects the counts; answers the photo files to remove after commit. */
export async function withdrawContributions(tx: Tx, userId: number): Promise<WithdrawnFiles[]> {
  const files: WithdrawnFiles[] = [];
  for (const type of [TIP, PHOTO]) {
    const p = type.table;
    const v = type.votes;
    // Votes the member gave: the posts and their authors lose them.
    const given = await tx
      .update(p)
      .set({ upVoteCount: plus(p.upVoteCount, -1) })
      .from(v)
      .where(and(eq(type.voteKey, p.id), eq(v.userId, userId)))
      .returning({ author: p.userId });
    for (const { author } of given) await bumpMembers(tx, 'up_vote', [author], -1);
    // Votes on the member's posts: the voters lose their vote count.
    const voters = await tx
      .select({ userId: v.userId })
      .from(v)
      .innerJoin(p, eq(p.id, type.voteKey))
      .where(eq(p.userId, userId));
    await bumpMembers(
      tx,
      type.voteCount,
      voters.map((voter) => voter.userId),
      -1,
    );
    const r = t.reports;
    const theirs = tx.select({ id: p.id }).from(p).where(eq(p.userId, userId));
    await tx.delete(r).where(and(eq(r.targetType, type.name), inArray(r.targetId, theirs)));
    const posts = await tx.delete(p).where(eq(p.userId, userId)).returning();
    for (const post of posts) {
      await bumpItem(tx, post.entityType, post.entityId, type.itemCounter, -1);
      if ('file' in post) files.push({ file: post.file, thumbnail_file: post.thumbnailFile });
    }
  }
  const item = (table: typeof t.ratings | typeof t.attendances) => ({
    entityType: table.entityType,
    entityId: table.entityId,
  });
  const rated = await tx.delete(t.ratings).where(eq(t.ratings.userId, userId)).returning(item(t.ratings));
  for (const { entityType, entityId } of rated) await refreshRating(tx, entityType, entityId);
  const a = t.attendances;
  const attended = await tx
    .delete(a)
    .where(eq(a.userId, userId))
    .returning({ ...item(a), status: a.status });
  for (const { entityType, entityId, status } of attended) {
    await bumpItem(tx, entityType, entityId, attendanceCounter(status), -1);
  }
  return files;
}
