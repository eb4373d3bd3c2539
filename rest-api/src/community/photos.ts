// Photos of items: a member's uploaded image with an optional caption (at most 300 characters).
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import type { StoredPhoto } from './photo-files.ts';
import { countNewPost, findPost, PHOTO, type PostRow } from './posts.ts';

export const CAPTION_MAX_LENGTH = 300;

export interface NewPhoto extends StoredPhoto {
  userId: number;
  entityType: EntityType;
  entityId: number;
  caption: string;
}

export async function createPhoto(db: Db, photo: NewPhoto, now: Date): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ id: number; user_id: number; entity_type: EntityType; entity_id: number }>(tx, sql`
      INSERT INTO photos (user_id, entity_type, entity_id, file, thumbnail_file, caption, width, height, created_at)
      VALUES (${photo.userId}, ${photo.entityType}, ${photo.entityId}, ${photo.file}, ${photo.thumbnailFile}, ${photo.caption},
        ${photo.width}, ${photo.height}, ${now.toISOString()})
      RETURNING id, user_id, entity_type, entity_id`);
    await countNewPost(tx, PHOTO, row);
    return (await findPost(tx, PHOTO, row.id, photo.userId))!;
  });
}
