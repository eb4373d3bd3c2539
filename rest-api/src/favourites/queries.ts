// Favourite lists and their items: a fixed number of queries per read (the lists with their owners, then all their
// items at once), and writes that change nothing when any part is refused.
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { FavouriteKind } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';

const listColumns = {
  id: t.favouriteLists.id,
  userId: t.favouriteLists.userId,
  name: t.favouriteLists.name,
  description: t.favouriteLists.description,
  shareId: t.favouriteLists.shareId,
  createdAt: t.favouriteLists.createdAt,
  updatedAt: t.favouriteLists.updatedAt,
  owner: {
    id: t.users.id,
    first_name: t.users.firstName,
    last_name: t.users.lastName,
    username: t.users.username,
    image: t.users.image,
  },
};

export interface ListItem {
  kind: FavouriteKind;
  itemId: number;
}

export type ListRow = Awaited<ReturnType<typeof selectLists>>[number];
export type FavouriteListRow = ListRow & { items: ListItem[] };

const selectLists = (db: Db) =>
  db.select(listColumns).from(t.favouriteLists).innerJoin(t.users, eq(t.users.id, t.favouriteLists.userId));

/** The lists' items, last saved first, in one query. */
async function withItems(db: Db, lists: ListRow[]): Promise<FavouriteListRow[]> {
  if (lists.length === 0) return [];
  const rows = await db
    .select()
    .from(t.favouriteItems)
    .where(
      inArray(
        t.favouriteItems.listId,
        lists.map((list) => list.id),
      ),
    )
    .orderBy(desc(t.favouriteItems.createdAt), desc(t.favouriteItems.itemId));
  return lists.map((list) => ({
    ...list,
    items: rows.filter((row) => row.listId === list.id).map((row) => ({ kind: row.kind, itemId: row.itemId })),
  }));
}

/** A member's lists, oldest first (the order they were made in), with their items. */
export async function memberLists(db: Db, userId: number, window: Window) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(t.favouriteLists)
    .where(eq(t.favouriteLists.userId, userId));
  const lists = await selectLists(db)
    .where(eq(t.favouriteLists.userId, userId))
    .orderBy(asc(t.favouriteLists.createdAt), asc(t.favouriteLists.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total, items: await withItems(db, lists) };
}

export type ListKey = { id: number; userId: number } | { shareId: string };

/** One list: by id among the member's own lists, or anyone's by its share id. */
export async function findList(db: Db, key: ListKey): Promise<FavouriteListRow | undefined> {
  if ('id' in key && (!Number.isInteger(key.id) || key.id < 1 || key.id > 2147483647)) return undefined;
  const where =
    'shareId' in key
      ? eq(t.favouriteLists.shareId, key.shareId)
      : and(eq(t.favouriteLists.id, key.id), eq(t.favouriteLists.userId, key.userId));
  const [list] = await withItems(db, await selectLists(db).where(where));
  return list;
}

const UNIQUE_VIOLATION = '23505';
const violated = (error: unknown): boolean =>
  !!error &&
  typeof error === 'object' &&
  (('code' in error && error.code === UNIQUE_VIOLATION) || ('cause' in error && violated(error.cause)));

const newShareId = () => randomBytes(6).toString('base64url');

/** Whether the member already has another list with this name. */
export async function nameTaken(db: Db, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.favouriteLists.id })
    .from(t.favouriteLists)
    .where(and(eq(t.favouriteLists.userId, userId), eq(t.favouriteLists.name, name)));
  return rows.some((row) => row.id !== exceptId);
}

/** Creates a list; 'taken' when the member has one of that name (also when two requests race). */
export async function createList(
  db: Db,
  userId: number,
  fields: { name: string; description: string },
  now: Date,
): Promise<number | 'taken'> {
  if (await nameTaken(db, userId, fields.name)) return 'taken';
  try {
    const [row] = await db
      .insert(t.favouriteLists)
      .values({ userId, ...fields, shareId: newShareId(), createdAt: now, updatedAt: now })
      .returning({ id: t.favouriteLists.id });
    return row.id;
  } catch (error) {
    if (violated(error)) return 'taken';
    throw error;
  }
}

export async function updateList(
  db: Db,
  id: number,
  userId: number,
  fields: { name?: string; description?: string },
  now: Date,
): Promise<'ok' | 'taken'> {
  if (fields.name !== undefined && (await nameTaken(db, userId, fields.name, id))) return 'taken';
  try {
    await db
      .update(t.favouriteLists)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(t.favouriteLists.id, id), eq(t.favouriteLists.userId, userId)));
    return 'ok';
  } catch (error) {
    if (violated(error)) return 'taken';
    throw error;
  }
}

export async function deleteList(db: Db, id: number, userId: number): Promise<boolean> {
  const gone = await db
    .delete(t.favouriteLists)
    .where(and(eq(t.favouriteLists.id, id), eq(t.favouriteLists.userId, userId)))
    .returning({ id: t.favouriteLists.id });
  return gone.length > 0;
}

export interface Toggle {
  list_id: number;
  kind: FavouriteKind;
  item_id: number;
  saved: boolean;
}

/** Which of the ids are the member's lists. */
export async function ownLists(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  const rowIds = ids.filter((id) => Number.isInteger(id) && id >= 1 && id <= 2147483647);
  if (rowIds.length === 0) return new Set();
  const rows = await db
    .select({ id: t.favouriteLists.id })
    .from(t.favouriteLists)
    .where(and(eq(t.favouriteLists.userId, userId), inArray(t.favouriteLists.id, rowIds)));
  return new Set(rows.map((row) => row.id));
}

/** Saves and removes items in one transaction; saving what is saved, or removing what is not, changes nothing. */
export async function applyToggles(db: Db, toggles: Toggle[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const toggle of toggles) {
      const key = { listId: toggle.list_id, kind: toggle.kind, itemId: toggle.item_id };
      if (toggle.saved) {
        await tx
          .insert(t.favouriteItems)
          .values({ ...key, createdAt: now })
          .onConflictDoNothing();
      } else {
        await tx
          .delete(t.favouriteItems)
          .where(
            and(
              eq(t.favouriteItems.listId, key.listId),
              eq(t.favouriteItems.kind, key.kind),
              eq(t.favouriteItems.itemId, key.itemId),
            ),
          );
      }
    }
    const touched = [...new Set(toggles.map((toggle) => toggle.list_id))];
    if (touched.length)
      await tx.update(t.favouriteLists).set({ updatedAt: now }).where(inArray(t.favouriteLists.id, touched));
  });
}

/** Some of the member's lists by id (unknown or others' ids left out), in one read of lists and one of items. */
export async function listsByIds(db: Db, userId: number, ids: number[]): Promise<FavouriteListRow[]> {
  if (ids.length === 0) return [];
  const lists = await selectLists(db)
    .where(and(eq(t.favouriteLists.userId, userId), inArray(t.favouriteLists.id, ids)))
    .orderBy(asc(t.favouriteLists.createdAt), asc(t.favouriteLists.id));
  return withItems(db, lists);
}
