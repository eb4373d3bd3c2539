// Tips and photos are both "posts": a member's row about an item, with up votes by other members and reports. The
// queries here are written once for both; tips.ts and photos.ts add what differs (their own columns).
import { and, count, desc, eq, exists, inArray, lte, notExists, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { EntityType } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import type { CountName } from '../members/levels.ts';
import { bumpItem, bumpMembers, plus, type Tx } from './counters.ts';
import { isRowId } from './kinds.ts';
import { visibleAuthor } from '../social/visibility.ts';

/** The columns of a tip or photo that only that type has, as PostRow carries them. */
const tipColumns = { text: t.tips.text, is_negative: t.tips.isNegative };
const photoColumns = {
  file: t.photos.file,
  thumbnail_file: t.photos.thumbnailFile,
  caption: t.photos.caption,
  width: t.photos.width,
  height: t.photos.height,
};

export interface PostType {
  /** also the report target type and the member's contribution count */
  name: 'tip' | 'photo';
  table: typeof t.tips | typeof t.photos;
  votes: typeof t.tipVotes | typeof t.photoVotes;
  /** the votes' column naming the post */
  voteKey: typeof t.tipVotes.tipId | typeof t.photoVotes.photoId;
  own: typeof tipColumns | typeof photoColumns;
  itemCounter: 'tipCount' | 'photoCount';
  voteCount: CountName;
}

export const TIP: PostType = {
  name: 'tip',
  table: t.tips,
  votes: t.tipVotes,
  voteKey: t.tipVotes.tipId,
  own: tipColumns,
  itemCounter: 'tipCount',
  voteCount: 'tip_vote',
};
export const PHOTO: PostType = {
  name: 'photo',
  table: t.photos,
  votes: t.photoVotes,
  voteKey: t.photoVotes.photoId,
  own: photoColumns,
  itemCounter: 'photoCount',
  voteCount: 'photo_vote',
};

/** The author as PublicUserSummary needs it. */
const authorColumns = {
  id: t.users.id,
  first_name: t.users.firstName,
  last_name: t.users.lastName,
  username: t.users.username,
  image: t.users.image,
};
export type Author = SelectResultFields<typeof authorColumns>;

/** The columns every post has (snake_case, as the serialisers and routes read them). */
const postColumns = (p: PostType['table']) => ({
  id: p.id,
  user_id: p.userId,
  entity_type: p.entityType,
  entity_id: p.entityId,
  up_vote_count: p.upVoteCount,
  created_at: p.createdAt,
});

/** A post row with its author and the viewer's vote; the type's own columns come along. */
export type PostRow = SelectResultFields<ReturnType<typeof postColumns>> & {
  voted_by_me: boolean;
  author: Author;
} & Partial<SelectResultFields<typeof tipColumns> & SelectResultFields<typeof photoColumns>>;

export interface PostFilter {
  entityType?: EntityType;
  entityId?: number;
  /** several items at once (the first pages of a batch) */
  entityIds?: number[];
  userId?: number;
}

type Reader = Pick<Db, 'select'>;

function conditions(db: Reader, type: PostType, filter: PostFilter, viewerId: number | null): SQL | undefined {
  const p = type.table;
  const r = t.reports;
  return and(
    filter.entityType !== undefined ? eq(p.entityType, filter.entityType) : undefined,
    filter.entityId !== undefined ? eq(p.entityId, filter.entityId) : undefined,
    filter.entityIds !== undefined ? inArray(p.entityId, filter.entityIds) : undefined,
    filter.userId !== undefined ? eq(p.userId, filter.userId) : undefined,
    // Blocks and private profiles (social): what the viewer may not see of its author is not listed.
    visibleAuthor(p.userId, viewerId),
    // What a member reported is gone for them (and only for them).
    viewerId !== null
      ? notExists(
          db
            .select({ one: sql`1` })
            .from(r)
            .where(and(eq(r.userId, viewerId), eq(r.targetType, type.name), eq(r.targetId, p.id))),
        )
      : undefined,
  );
}

/**
 * How many of an item's posts the viewer sees, as its lists count them (the same conditions), for a column of the
 * item's own row: `itemId` and `entityType` name the outer row's columns with qualified names (drizzle leaves column
 * names unqualified in a single-table select list).
 */
export function visiblePostCount(
  db: Reader,
  type: PostType,
  entityType: EntityType | SQL,
  itemId: SQL,
  viewerId: number | null,
): SQL<number> {
  const p = type.table;
  const counted = db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(and(eq(p.entityType, entityType), eq(p.entityId, itemId), conditions(db, type, {}, viewerId)));
  return sql<number>`(${counted})`;
}

/** The post columns with the author and the viewer's vote (the query joins the post's table and users). */
const postFields = (db: Reader, type: PostType, viewerId: number | null) => {
  const voted = db
    .select({ one: sql`1` })
    .from(type.votes)
    .where(and(eq(type.voteKey, type.table.id), eq(type.votes.userId, viewerId ?? 0)));
  const votedByMe = sql<boolean>`${exists(voted)}`;
  return { ...postColumns(type.table), ...type.own, author: authorColumns, voted_by_me: votedByMe };
};

const newestFirst = (p: PostType['table']) => [desc(p.createdAt), desc(p.id)];

async function selectPosts(
  db: Reader,
  type: PostType,
  where: SQL | undefined,
  viewerId: number | null,
  window: Window,
): Promise<PostRow[]> {
  const p = type.table;
  return db
    .select(postFields(db, type, viewerId))
    .from(p)
    .innerJoin(t.users, eq(t.users.id, p.userId))
    .where(where)
    .orderBy(...newestFirst(p))
    .limit(window.limit)
    .offset(window.offset);
}

/** Newest first, without what the viewer reported. */
export async function listPosts(db: Db, type: PostType, filter: PostFilter, viewerId: number | null, window: Window) {
  const where = conditions(db, type, filter, viewerId);
  const [{ total }] = await db.select({ total: count() }).from(type.table).where(where);
  return { count: total, rows: total === 0 ? [] : await selectPosts(db, type, where, viewerId, window) };
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
  db: Db,
  type: PostType,
  entityType: EntityType,
  entityIds: number[],
  viewerId: number | null,
  pageSize: number,
): Promise<Map<number, FirstPage>> {
  const pages = new Map<number, FirstPage>();
  if (entityIds.length === 0) return pages;
  const p = type.table;
  const newest = sql.join(newestFirst(p), sql`, `);
  const ranked = db.$with('ranked').as(
    db
      .select({
        id: p.id,
        rank: sql<number>`(row_number() OVER (PARTITION BY ${p.entityId} ORDER BY ${newest}))::int`.as('rank'),
        itemCount: sql<number>`(count(*) OVER (PARTITION BY ${p.entityId}))::int`.as('item_count'),
      })
      .from(p)
      .where(conditions(db, type, { entityType, entityIds }, viewerId)),
  );
  const rows = await db
    .with(ranked)
    .select({ ...postFields(db, type, viewerId), rank: ranked.rank, itemCount: ranked.itemCount })
    .from(ranked)
    .innerJoin(p, eq(p.id, ranked.id))
    .innerJoin(t.users, eq(t.users.id, p.userId))
    .where(lte(ranked.rank, pageSize))
    .orderBy(p.entityId, ranked.rank);
  for (const { rank, itemCount, ...row } of rows) {
    if (rank === 1) pages.set(row.entity_id, { count: itemCount, rows: [] });
    pages.get(row.entity_id)!.rows.push(row);
  }
  return pages;
}

/**
 * One post, if the viewer may see its author's content (the lists' rule, so every write on a post is held to what
 * reading allows); a post the viewer reported stays findable: it can still be deleted, unvoted or reported again.
 */
export async function findPost(
  db: Reader,
  type: PostType,
  id: number,
  viewerId: number | null,
): Promise<PostRow | undefined> {
  if (!isRowId(id)) return undefined;
  const where = and(eq(type.table.id, id), visibleAuthor(type.table.userId, viewerId));
  const [row] = await selectPosts(db, type, where, viewerId, { offset: 0, limit: 1 });
  return row;
}

/** One post whoever wrote it: for serving its generated image, which like every uploaded file needs no key. */
export async function findAnyPost(db: Reader, type: PostType, id: number): Promise<PostRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await selectPosts(db, type, eq(type.table.id, id), null, { offset: 0, limit: 1 });
  return row;
}

/** After inserting a post: the item's count and the author's contribution count. */
export async function countNewPost(
  tx: Tx,
  type: PostType,
  post: { user_id: number; entity_type: EntityType; entity_id: number },
) {
  await bumpItem(tx, post.entity_type, post.entity_id, type.itemCounter, 1);
  await bumpMembers(tx, type.name, [post.user_id], 1);
}

/** The columns countNewPost reads, to return from a post's insert. */
export const newPostColumns = (p: PostType['table']) => ({
  id: p.id,
  user_id: p.userId,
  entity_type: p.entityType,
  entity_id: p.entityId,
});

/** Deletes the post with its votes and reports, and takes back every count they added. */
export async function deletePost(db: Db, type: PostType, post: PostRow): Promise<void> {
  await db.transaction(async (tx) => {
    const voters = await tx
      .delete(type.votes)
      .where(eq(type.voteKey, post.id))
      .returning({ userId: type.votes.userId });
    await tx.delete(t.reports).where(and(eq(t.reports.targetType, type.name), eq(t.reports.targetId, post.id)));
    const [deleted] = await tx.delete(type.table).where(eq(type.table.id, post.id)).returning({ id: type.table.id });
    if (!deleted) return;
    await bumpItem(tx, post.entity_type, post.entity_id, type.itemCounter, -1);
    await bumpMembers(tx, type.name, [post.user_id], -1);
    await bumpMembers(tx, 'up_vote', [post.user_id], -voters.length);
    await bumpMembers(
      tx,
      type.voteCount,
      voters.map((v) => v.userId),
      -1,
    );
  });
}

/** Adds (up) or removes (down) the member's vote; a vote that is already there (or not there) changes nothing. */
export async function setVote(
  db: Db,
  type: PostType,
  postId: number,
  userId: number,
  up: boolean,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const v = type.votes;
    const voter = { userId: v.userId };
    const changed = !up
      ? await tx
          .delete(v)
          .where(and(eq(type.voteKey, postId), eq(v.userId, userId)))
          .returning(voter)
      : type.name === 'tip'
        ? await tx
            .insert(t.tipVotes)
            .values({ tipId: postId, userId, createdAt: now })
            .onConflictDoNothing()
            .returning(voter)
        : await tx
            .insert(t.photoVotes)
            .values({ photoId: postId, userId, createdAt: now })
            .onConflictDoNothing()
            .returning(voter);
    if (changed.length === 0) return;
    const delta = up ? 1 : -1;
    const p = type.table;
    const [post] = await tx
      .update(p)
      .set({ upVoteCount: plus(p.upVoteCount, delta) })
      .where(eq(p.id, postId))
      .returning({ userId: p.userId });
    await bumpMembers(tx, type.voteCount, [userId], delta);
    await bumpMembers(tx, 'up_vote', [post.userId], delta);
  });
}
