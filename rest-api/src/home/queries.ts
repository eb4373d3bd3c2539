// The home screen: per-city curated lists (with their upcoming items) and the slides carousel.
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { happeningColumns, type Happening } from '../happenings/queries.ts';

export type HomeListRow = typeof t.homeLists.$inferSelect;
export type SlideRow = typeof t.homeSlides.$inferSelect;

export interface HomeListWithItems {
  list: HomeListRow;
  total: number;
  items: Happening[];
}

const h = t.happenings;
const li = t.homeListItems;

/**
 * The lists with their first `itemsPerList` upcoming items (soonest first) and how many upcoming items each has: one
 * query for all the lists, ranking each list's items with a window function.
 */
async function withItems(
  db: Db,
  lists: HomeListRow[],
  itemsPerList: number,
  now: Date,
  viewerId: number | null,
): Promise<HomeListWithItems[]> {
  if (lists.length === 0) return [];
  const ranked = db
    .select({
      listId: li.listId,
      happeningId: li.happeningId,
      rank: sql<number>`(row_number() over (partition by ${li.listId} order by ${h.startDate}, ${h.id}))::int`.as(
        'rank',
      ),
      total: sql<number>`(count(*) over (partition by ${li.listId}))::int`.as('total'),
    })
    .from(li)
    .innerJoin(h, eq(h.id, li.happeningId))
    .where(
      and(
        // A list holds items of its own kind (the lists' kinds are known here, so no join decides it); ended items
        // are left out, as in the lists' searches.
        or(
          ...(['event', 'experience'] as const).map((kind) => {
            const ids = lists.filter((list) => list.kind === kind).map((list) => list.id);
            return ids.length ? and(inArray(li.listId, ids), eq(h.kind, kind)) : undefined;
          }),
        ),
        gte(h.endDate, now),
      ),
    )
    .as('ranked');
  const rows = await db
    .select({ listId: ranked.listId, total: ranked.total, item: happeningColumns(db, viewerId) })
    .from(ranked)
    .innerJoin(h, eq(h.id, ranked.happeningId))
    .where(lte(ranked.rank, itemsPerList))
    .orderBy(asc(ranked.listId), asc(ranked.rank));
  const answers = new Map<number, HomeListWithItems>(lists.map((list) => [list.id, { list, total: 0, items: [] }]));
  for (const row of rows) {
    const answer = answers.get(row.listId)!;
    answer.total = row.total;
    answer.items.push(row.item);
  }
  return [...answers.values()];
}

/** The city's lists in order, with their items: two queries whatever the number of lists and items. */
export async function listHomeLists(
  db: Db,
  cityId: number | undefined,
  itemsPerList: number,
  now: Date,
  viewerId: number | null,
) {
  const lists = await db
    .select()
    .from(t.homeLists)
    .where(cityId === undefined ? undefined : eq(t.homeLists.cityId, cityId))
    .orderBy(asc(t.homeLists.sortOrder), asc(t.homeLists.cityId), asc(t.homeLists.id));
  return withItems(db, lists, itemsPerList, now, viewerId);
}

export async function findHomeList(
  db: Db,
  id: number,
  itemsPerList: number,
  now: Date,
  viewerId: number | null,
): Promise<HomeListWithItems | undefined> {
  const lists = await db.select().from(t.homeLists).where(eq(t.homeLists.id, id));
  const [answer] = await withItems(db, lists, itemsPerList, now, viewerId);
  return answer;
}

export async function findSlide(db: Db, id: number): Promise<SlideRow | undefined> {
  const [row] = await db.select().from(t.homeSlides).where(eq(t.homeSlides.id, id));
  return row;
}

export async function listSlides(db: Db, cityIds: number[] | undefined) {
  return db
    .select({ slide: t.homeSlides })
    .from(t.homeSlides)
    .innerJoin(t.cities, eq(t.cities.id, t.homeSlides.cityId))
    .where(cityIds ? inArray(t.homeSlides.cityId, cityIds) : undefined)
    .orderBy(asc(t.cities.sortOrder), asc(t.homeSlides.cityId), asc(t.homeSlides.sortOrder), asc(t.homeSlides.id))
    .then((rows) => rows.map((row) => row.slide));
}
