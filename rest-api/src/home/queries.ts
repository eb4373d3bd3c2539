// The home screen: per-city curated lists (with their upcoming items) and the slides carousel.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { searchHappenings, type Happening } from '../happenings/queries.ts';

export type HomeListRow = typeof t.homeLists.$inferSelect;
export type SlideRow = typeof t.homeSlides.$inferSelect;

export interface HomeListWithItems {
  list: HomeListRow;
  total: number;
  items: Happening[];
}

async function withItems(db: Db, list: HomeListRow, itemsPerList: number, now: Date): Promise<HomeListWithItems> {
  const { total, items } = await searchHappenings(
    db,
    { kind: list.kind, listIds: [list.id] },
    'start_date',
    { offset: 0, limit: itemsPerList },
    now,
  );
  return { list, total, items };
}

export async function listHomeLists(db: Db, cityId: number, itemsPerList: number, now: Date) {
  const lists = await db
    .select()
    .from(t.homeLists)
    .where(eq(t.homeLists.cityId, cityId))
    .orderBy(asc(t.homeLists.sortOrder), asc(t.homeLists.id));
  const answers: HomeListWithItems[] = [];
  // One search per list: a handful of lists per city, each an indexed query.
  for (const list of lists) answers.push(await withItems(db, list, itemsPerList, now));
  return answers;
}

export async function findHomeList(
  db: Db,
  id: number,
  itemsPerList: number,
  now: Date,
): Promise<HomeListWithItems | undefined> {
  const [list] = await db.select().from(t.homeLists).where(eq(t.homeLists.id, id));
  return list && withItems(db, list, itemsPerList, now);
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
