// Cities, audiences, tags and organizers: small paged lists with search, ordering and ids.
import { and, asc, count, eq, exists, gte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import { inIds, orderingOf } from '../db/sql-helpers.ts';
import { searchableText } from '../search/keys.ts';

export interface Page<T> {
  count: number;
  rows: T[];
}

export interface ListQuery {
  search?: string;
  ids?: number[];
  ordering?: string;
  window: Window;
}

export async function pageOf<T>(db: Db, table: PgTable, where: SQL | undefined, rows: Promise<T[]>): Promise<Page<T>> {
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return { count: total.n, rows: await rows };
}

export const CITY_ORDERINGS = ['sort_order', '-sort_order', 'name_en', '-name_en', 'id', '-id'] as const;

export async function listCities(db: Db, q: ListQuery & { tiedOnly?: boolean; now: Date }) {
  const where = and(
    q.search ? searchableText([t.cities.nameEn, t.cities.nameAr, t.cities.slug], t.cities, q.search) : undefined,
    inIds(t.cities.id, q.ids),
    // "Tied" cities have something to show: at least one event or experience that has not ended.
    q.tiedOnly
      ? exists(
          db
            .select({ one: t.happenings.id })
            .from(t.happenings)
            .where(and(eq(t.happenings.cityId, t.cities.id), gte(t.happenings.endDate, q.now))),
        )
      : undefined,
  );
  const order = orderingOf(q.ordering ?? 'sort_order', {
    sort_order: t.cities.sortOrder,
    name_en: t.cities.nameEn,
    id: t.cities.id,
  });
  const rows = db
    .select()
    .from(t.cities)
    .where(where)
    .orderBy(order, asc(t.cities.id))
    .offset(q.window.offset)
    .limit(q.window.limit);
  return pageOf(db, t.cities, where, rows);
}

export async function findCity(db: Db, id: number) {
  const [row] = await db.select().from(t.cities).where(eq(t.cities.id, id));
  return row;
}

export const listAudiences = (db: Db) => db.select().from(t.audiences).orderBy(asc(t.audiences.id));

export async function listTags(db: Db, q: ListQuery) {
  const where = and(
    q.search ? searchableText([t.tags.nameEn, t.tags.nameAr, t.tags.slug], t.tags, q.search) : undefined,
    inIds(t.tags.id, q.ids),
  );
  const rows = db
    .select()
    .from(t.tags)
    .where(where)
    .orderBy(asc(t.tags.nameEn), asc(t.tags.id))
    .offset(q.window.offset)
    .limit(q.window.limit);
  return pageOf(db, t.tags, where, rows);
}

export async function listOrganizers(db: Db, q: ListQuery) {
  const where = and(
    q.search
      ? searchableText([t.organizers.nameEn, t.organizers.nameAr, t.organizers.slug], t.organizers, q.search)
      : undefined,
    inIds(t.organizers.id, q.ids),
  );
  const rows = db
    .select()
    .from(t.organizers)
    .where(where)
    .orderBy(asc(t.organizers.nameEn), asc(t.organizers.id))
    .offset(q.window.offset)
    .limit(q.window.limit);
  return pageOf(db, t.organizers, where, rows);
}

export async function findOrganizer(db: Db, id: number) {
  const [row] = await db.select().from(t.organizers).where(eq(t.organizers.id, id));
  return row;
}
