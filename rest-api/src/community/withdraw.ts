// Before a member's account is deleted: their tips, photos, votes, ratings and attendance go with it (foreign keys
// cascade), so every count they touched is taken back first, in the same transaction as the deletion.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import { bumpItem, bumpMembers, refreshRating, type Tx } from './counters.ts';
import { PHOTO, TIP } from './posts.ts';

export interface WithdrawnFiles {
  file: string;
  thumbnail_file: string | null;
}

type ItemRef = { entity_type: EntityType; entity_id: number };

/** Deletes the member's community rows and corrects the counts; answers the photo files to remove after commit. */
export async function withdrawContributions(tx: Tx, userId: number): Promise<WithdrawnFiles[]> {
  const files: WithdrawnFiles[] = [];
  for (const type of [TIP, PHOTO]) {
    // Votes the member gave: the posts and their authors lose them.
    const given = await queryRows<{ author: number }>(tx, sql`
      UPDATE ${type.table} p SET up_vote_count = up_vote_count - 1 FROM ${type.votes} v
      WHERE v.${type.voteKey} = p.id AND v.user_id = ${userId} RETURNING p.user_id AS author`);
    for (const { author } of given) await bumpMembers(tx, 'up_vote', [author], -1);
    // Votes on the member's posts: the voters lose their vote count.
    const voters = await queryRows<{ user_id: number }>(tx, sql`
      SELECT v.user_id FROM ${type.votes} v JOIN ${type.table} p ON p.id = v.${type.voteKey} WHERE p.user_id = ${userId}`);
    await bumpMembers(tx, type.voteCount, voters.map((v) => v.user_id), -1);
    await tx.execute(sql`DELETE FROM reports WHERE target_type = ${type.name} AND target_id IN (SELECT id FROM ${type.table} WHERE user_id = ${userId})`);
    const posts = await queryRows<ItemRef & Partial<WithdrawnFiles>>(tx, sql`DELETE FROM ${type.table} WHERE user_id = ${userId} RETURNING *`);
    for (const post of posts) {
      await bumpItem(tx, post.entity_type, post.entity_id, type.itemCounter, -1);
      if (post.file) files.push({ file: post.file, thumbnail_file: post.thumbnail_file ?? null });
    }
  }
  const rated = await queryRows<ItemRef>(tx, sql`DELETE FROM ratings WHERE user_id = ${userId} RETURNING entity_type, entity_id`);
  for (const item of rated) await refreshRating(tx, item.entity_type, item.entity_id);
  const attended = await queryRows<ItemRef>(tx, sql`DELETE FROM attendances WHERE user_id = ${userId} RETURNING entity_type, entity_id`);
  for (const item of attended) await bumpItem(tx, item.entity_type, item.entity_id, 'attendance_count', -1);
  return files;
}
