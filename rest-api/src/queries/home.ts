// The home screen: per-city curated lists (with their upcoming items) and the slides carousel.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { searchHappenings, type Happening } from './happenings.ts';

export type HomeListRow = typeof t.homeLists.$inferSelect;
export type SlideRow = typeof t.homeSlides.$inferSelect;

export async function listHomeLists(db: Db, cityId: number, itemsPerList: number, now: Date) {
  const lists = await db.select().from(t.homeLists).where(eq(t.homeLists.cityId, cityId))
    .orderBy(asc(t.homeLists.sortOrder), asc(t.homeLists.id));
  const answers: { list: HomeListRow; total: number; items: Happening[] }[] = [];
  // One search per list: a handful of lists per city, each an indexed query.
  for (const list of lists) {
    const { total, items } = await searchHappenings(db, { kind: list.kind, listIds: [list.id] }, 'start_date',
      { offset: 0, limit: itemsPerList }, now);
    answers.push({ list, total, items });
  }
  return answers;
}

export async function listSlides(db: Db, cityIds: number[] | undefined) {
  return db.select({ slide: t.homeSlides }).from(t.homeSlides)
    .innerJoin(t.cities, eq(t.cities.id, t.homeSlides.cityId))
    .where(cityIds ? inArray(t.homeSlides.cityId, cityIds) : undefined)
    .orderBy(asc(t.cities.sortOrder), asc(t.homeSlides.cityId), asc(t.homeSlides.sortOrder), asc(t.homeSlides.id))
    .then((rows) => rows.map((row) => row.slide));
}
