// Tips: a member's short text about an item (at most 1000 characters), positive or negative.
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { countNewPost, findPost, newPostColumns, TIP, type PostRow } from './posts.ts';

export const TIP_MAX_LENGTH = 1000;

export type NewTip = Required<
  Pick<typeof t.tips.$inferInsert, 'userId' | 'entityType' | 'entityId' | 'text' | 'isNegative'>
>;

export async function createTip(db: Db, tip: NewTip, now: Date): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.tips)
      .values({ ...tip, createdAt: now })
      .returning(newPostColumns(t.tips));
    await countNewPost(tx, TIP, row);
    return (await findPost(tx, TIP, row.id, tip.userId))!;
  });
}
