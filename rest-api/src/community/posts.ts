// Tips and photos are both "posts": a member's row about an item, with up votes by other members and reports. The
// queries here are written once for both; tips.ts and photos.ts add what differs (their own columns).
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import type { CountName } from '../members/levels.ts';
import { bumpItem, bumpMembers, type Tx } from './counters.ts';
import { isRowId } from './kinds.ts';

export interface PostType {
  /** also the report target type and the member's contribution count */
  name: 'tip' | 'photo';
  table: SQL;
  votes: SQL;
  voteKey: SQL;
  itemCounter: 'tip_count' | 'photo_count';
  voteCount: CountName;
}

export const TIP: PostType = {
  name: 'tip', table: sql.raw('tips'), votes: sql.raw('tip_votes'), voteKey: sql.raw('tip_id'), itemCounter: 'tip_count',
  voteCount: 'tip_vote',
};
export const PHOTO: PostType = {
  name: 'photo', table: sql.raw('photos'), votes: sql.raw('photo_votes'), voteKey: sql.raw('photo_id'), itemCounter: 'photo_count',
  voteCount: 'photo_vote',
};

/** The author as PublicUserSummary needs it. */
export interface Author {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
  image: string | null;
}

/** A post row with its author and the viewer's vote; the type's own columns come along (snake_case). */
export interface PostRow {
  id: number;
  user_id: number;
  entity_type: EntityType;
  entity_id: number;
  up_vote_count: number;
  created_at: Date;
  voted_by_me: boolean;
  author: Author;
  // tips
  text?: string;
  is_negative?: boolean;
  // photos
  file?: string;
  thumbnail_file?: string | null;
  caption?: string;
  width?: number;
  height?: number;
}

export interface PostFilter {
  entityType?: EntityType;
  entityId?: number;
  /** several items at once (the first pages of a batch) */
  entityIds?: number[];
  userId?: number;
  id?: number;
}

function conditions(type: PostType, filter: PostFilter, viewerId: number | null): SQL {
  const parts: SQL[] = [sql`TRUE`];
  if (filter.id !== undefined) parts.push(sql`p.id = ${filter.id}`);
  if (filter.entityType !== undefined) parts.push(sql`p.entity_type = ${filter.entityType}`);
  if (filter.entityId !== undefined) parts.push(sql`p.entity_id = ${filter.entityId}`);
  if (filter.entityIds !== undefined) parts.push(sql`p.entity_id IN (${sql.join(filter.entityIds.map((id) => sql`${id}`), sql`, `)})`);
  if (filter.userId !== undefined) parts.push(sql`p.user_id = ${filter.userId}`);
  // What a member reported is gone for them (and only for them).
  if (viewerId !== null) {
    parts.push(sql`NOT EXISTS (SELECT 1 FROM reports r WHERE r.user_id = ${viewerId} AND r.target_type = ${type.name} AND r.target_id = p.id)`);
  }
  return sql.join(parts, sql` AND `);
}

type RawRow = Omit<PostRow, 'author' | 'created_at'> & {
  created_at: Date | string;
  author_first_name: string;
  author_last_name: string;
  author_username: string;
  author_image: string | null;
};

function toPost(raw: RawRow): PostRow {
  const { author_first_name, author_last_name, author_username, author_image, ...row } = raw;
  return {
    ...row,
    created_at: new Date(raw.created_at),
    author: { id: raw.user_id, first_name: author_first_name, last_name: author_last_name, username: author_username, image: author_image },
  };
}

/** The post columns with the author and the viewer's vote. */
const postColumns = (type: PostType, viewerId: number | null) => sql`
  p.*, u.first_name AS author_first_name, u.last_name AS author_last_name, u.username AS author_username,
  u.image AS author_image,
  EXISTS (SELECT 1 FROM ${type.votes} v WHERE v.${type.voteKey} = p.id AND v.user_id = ${viewerId ?? 0}) AS voted_by_me`;

const NEWEST_FIRST = sql.raw('p.created_at DESC, p.id DESC');

async function selectPosts(db: Pick<Db, 'execute'>, type: PostType, where: SQL, viewerId: number | null, window: Window) {
  const rows = await queryRows<RawRow>(db, sql`
    SELECT ${postColumns(type, viewerId)}
    FROM ${type.table} p JOIN users u ON u.id = p.user_id
    WHERE ${where}
    ORDER BY ${NEWEST_FIRST}
    LIMIT ${window.limit} OFFSET ${window.offset}`);
  return rows.map(toPost);
}

/** Newest first, without what the viewer reported. */
export async function listPosts(db: Db, type: PostType, filter: PostFilter, viewerId: number | null, window: Window) {
  const where = conditions(type, filter, viewerId);
  const [{ count }] = await queryRows<{ count: number }>(db, sql`SELECT count(*)::int AS count FROM ${type.table} p WHERE ${where}`);
  return { count, rows: count === 0 ? [] : await selectPosts(db, type, where, viewerId, window) };
}

export interface FirstPage {
  count: number;
  rows: PostRow[];
}

/**
 * The first page of each of many items of one kind (the same rows and counts as listPosts gives item by item), in one
 * query: the posts ranked within their item, each with its item's count. Items without posts are not in the map;
 * pageSize is at least 1 (the route's minimum), so every item with posts has its rank 1 row.
 */
export async function listFirstPosts(
  db: Db, type: PostType, entityType: EntityType, entityIds: number[], viewerId: number | null, pageSize: number,
): Promise<Map<number, FirstPage>> {
  const pages = new Map<number, FirstPage>();
  if (entityIds.length === 0) return pages;
  const where = conditions(type, { entityType, entityIds }, viewerId);
  const rows = await queryRows<RawRow & { rank: number; item_count: number }>(db, sql`
    SELECT * FROM (
      SELECT ${postColumns(type, viewerId)},
        row_number() OVER (PARTITION BY p.entity_id ORDER BY ${NEWEST_FIRST})::int AS rank,
        count(*) OVER (PARTITION BY p.entity_id)::int AS item_count
      FROM ${type.table} p JOIN users u ON u.id = p.user_id
      WHERE ${where}
    ) ranked
    WHERE rank <= ${pageSize}
    ORDER BY entity_id, rank`);
  for (const { rank, item_count, ...raw } of rows) {
    if (rank === 1) pages.set(raw.entity_id, { count: item_count, rows: [] });
    pages.get(raw.entity_id)!.rows.push(toPost(raw));
  }
  return pages;
}

/** One post as the viewer sees it (a reported post stays findable: it can still be deleted or unvoted). */
export async function findPost(db: Pick<Db, 'execute'>, type: PostType, id: number, viewerId: number | null): Promise<PostRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await selectPosts(db, type, sql`p.id = ${id}`, viewerId, { offset: 0, limit: 1 });
  return row;
}

/** After inserting a post: the item's count and the author's contribution count. */
export async function countNewPost(tx: Tx, type: PostType, post: { user_id: number; entity_type: EntityType; entity_id: number }) {
  await bumpItem(tx, post.entity_type, post.entity_id, type.itemCounter, 1);
  await bumpMembers(tx, type.name, [post.user_id], 1);
}

/** Deletes the post with its votes and reports, and takes back every count they added. */
export async function deletePost(db: Db, type: PostType, post: PostRow): Promise<void> {
  await db.transaction(async (tx) => {
    const voters = await queryRows<{ user_id: number }>(tx, sql`DELETE FROM ${type.votes} WHERE ${type.voteKey} = ${post.id} RETURNING user_id`);
    await tx.execute(sql`DELETE FROM reports WHERE target_type = ${type.name} AND target_id = ${post.id}`);
    const [deleted] = await queryRows<{ up_vote_count: number }>(tx, sql`DELETE FROM ${type.table} WHERE id = ${post.id} RETURNING up_vote_count`);
    if (!deleted) return;
    await bumpItem(tx, post.entity_type, post.entity_id, type.itemCounter, -1);
    await bumpMembers(tx, type.name, [post.user_id], -1);
    await bumpMembers(tx, 'up_vote', [post.user_id], -voters.length);
    await bumpMembers(tx, type.voteCount, voters.map((v) => v.user_id), -1);
  });
}

/** Adds (up) or removes (down) the member's vote; a vote that is already there (or not there) changes nothing. */
export async function setVote(db: Db, type: PostType, postId: number, userId: number, up: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const changed = up
      ? await queryRows(tx, sql`INSERT INTO ${type.votes} (${type.voteKey}, user_id, created_at) VALUES (${postId}, ${userId}, ${now.toISOString()})
          ON CONFLICT DO NOTHING RETURNING user_id`)
      : await queryRows(tx, sql`DELETE FROM ${type.votes} WHERE ${type.voteKey} = ${postId} AND user_id = ${userId} RETURNING user_id`);
    if (changed.length === 0) return;
    const delta = up ? 1 : -1;
    const [post] = await queryRows<{ user_id: number }>(tx,
      sql`UPDATE ${type.table} SET up_vote_count = up_vote_count + ${delta} WHERE id = ${postId} RETURNING user_id`);
    await bumpMembers(tx, type.voteCount, [userId], delta);
    await bumpMembers(tx, 'up_vote', [post.user_id], delta);
  });
}
