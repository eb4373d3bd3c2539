// Curated lists: the search (text, autocomplete, cities), lookups by id, slug or share id, and a list's items in
// order, page by page. A list's cities come in the same query as its row, so every read is one or two queries.
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { likePattern } from '../db/sql-helpers.ts';
import type { Window } from '../http/paging.ts';
import { normalizeSearchText } from '../places/normalize.ts';

export interface CuratedListFilter {
  text?: string;
  /** match the names only */
  autocomplete?: boolean;
  cityIds?: number[];
  ids?: number[];
}

const l = t.curatedLists;
/** search_text is "name_en name_ar | descriptions", normalized. */
export const NAME_SEPARATOR = ' | ';

const selection = {
  list: l,
  cityIds: sql<
    number[]
  >`array(SELECT c.city_id FROM curated_list_cities c WHERE c.list_id = curated_lists.id ORDER BY c.city_id)`,
};

export type CuratedList = Omit<typeof t.curatedLists.$inferSelect, 'searchText'> & { cityIds: number[] };

const toList = (row: { list: typeof t.curatedLists.$inferSelect; cityIds: unknown }): CuratedList => ({
  ...row.list,
  cityIds: (row.cityIds as (number | string)[]).map(Number),
});

const inCities = (cityIds: number[]) =>
  sql`EXISTS (SELECT 1 FROM curated_list_cities x WHERE x.list_id = curated_lists.id AND x.city_id IN ${cityIds})`;

function conditions(f: CuratedListFilter): SQL | undefined {
  const text = f.text ? normalizeSearchText(f.text) : '';
  const target = f.autocomplete ? sql`split_part(${l.searchText}, ${NAME_SEPARATOR}, 1)` : l.searchText;
  return and(
    f.ids ? inArray(l.id, f.ids) : undefined,
    text ? sql`${target} ILIKE ${likePattern(text)}` : undefined,
    f.cityIds ? inCities(f.cityIds) : undefined,
  );
}

export async function searchCuratedLists(db: Db, f: CuratedListFilter, window: Window) {
  const where = conditions(f);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(l).where(where),
    db
      .select(selection)
      .from(l)
      .where(where)
      .orderBy(asc(l.sortOrder), asc(l.id))
      .offset(window.offset)
      .limit(window.limit),
  ]);
  return { total: total.n, items: rows.map(toList) };
}

export type CuratedListKey = { idOrSlug: string } | { shareId: string };

const keyCondition = (key: CuratedListKey) =>
  'shareId' in key
    ? eq(l.shareId, key.shareId)
    : /^\d{1,9}$/.test(key.idOrSlug)
      ? eq(l.id, Number(key.idOrSlug))
      : eq(l.slug, key.idOrSlug);

/** The list, when it exists (and is in one of `cityIds`, when given). */
export async function findCuratedList(db: Db, key: CuratedListKey, cityIds?: number[]) {
  const [row] = await db
    .select(selection)
    .from(l)
    .where(and(keyCondition(key), cityIds ? inCities(cityIds) : undefined));
  return row && toList(row);
}

/** One page of the list's items in order, with the list's id and item count; undefined for an unknown list. */
export async function curatedListItems(db: Db, key: CuratedListKey, window: Window) {
  const i = t.curatedListItems;
  const [list] = await db.select({ id: l.id, total: l.itemCount }).from(l).where(keyCondition(key));
  if (!list) return undefined;
  const items = await db
    .select({ position: i.position, itemType: i.itemType, itemId: i.itemId })
    .from(i)
    .where(eq(i.listId, list.id))
    .orderBy(asc(i.position))
    .offset(window.offset)
    .limit(window.limit);
  return { listId: list.id, total: list.total, items };
}
