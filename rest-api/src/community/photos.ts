// Photos of items: a member's uploaded image with an optional caption (at most 300 characters).
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { StoredPhoto } from './photo-files.ts';
import { countNewPost, findPost, newPostColumns, PHOTO, type PostRow } from './posts.ts';

export const CAPTION_MAX_LENGTH = 300;

export type NewPhoto = StoredPhoto &
  Required<Pick<typeof t.photos.$inferInsert, 'userId' | 'entityType' | 'entityId' | 'caption'>>;

export async function createPhoto(db: Db, photo: NewPhoto, now: Date): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.photos)
      .values({ ...photo, createdAt: now })
      .returning(newPostColumns(t.photos));
    await countNewPost(tx, PHOTO, row);
    return (await findPost(tx, PHOTO, row.id, photo.userId))!;
  });
}
