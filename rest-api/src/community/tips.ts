// Tips: a member's short text about an item (at most 1000 characters), positive or negative.
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import { countNewPost, findPost, TIP, type PostRow } from './posts.ts';

export const TIP_MAX_LENGTH = 1000;

export interface NewTip {
  userId: number;
  entityType: EntityType;
  entityId: number;
  text: string;
  isNegative: boolean;
}

export async function createTip(db: Db, tip: NewTip, now: Date): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; user_id: number; entity_type: EntityType; entity_id: number }>(tx, sql`
      INSERT INTO tips (user_id, entity_type, entity_id, text, is_negative, created_at)
      VALUES (${tip.userId}, ${tip.entityType}, ${tip.entityId}, ${tip.text}, ${tip.isNegative}, ${now.toISOString()})
      RETURNING id, user_id, entity_type, entity_id`);
    await countNewPost(tx, TIP, row);
    return (await findPost(tx, TIP, row.id, tip.userId))!;
  });
}
