// Places: the search with every filter of the contract (text, categories, tags, bounds, owner, city, position, open
// now, ids), nearby, and lookups by id, slug or share id; each place comes with its tags, hours and the viewer's last
// check-in in its own row.
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  inArray,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import { likePattern, linkedTags } from '../db/sql-helpers.ts';
import { WEEK, weekMinute, type HoursRow } from './hours.ts';
import { normalizeSearchText } from './normalize.ts';
import { romanisedMatch, textRank } from '../search/keys.ts';
import { PHOTO, TIP, visiblePostCount, type PostType } from '../community/posts.ts';
import { distanceKmSql } from '../db/distance.ts';

export const PLACE_ORDERINGS = [
  'relevance',
  'name_en',
  '-name_en',
  '-rating_average',
  'distance',
  '-checkin_count',
] as const;
export type PlaceOrdering = (typeof PLACE_ORDERINGS)[number];

export interface Position {
  latitude: number;
  longitude: number;
}

export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface PlaceFilter {
  text?: string;
  namesOnly?: boolean;
  categoryIds?: number[];
  subcategoryIds?: number[];
  tagIds?: number[];
  bounds?: Bounds;
  ownerId?: number;
  cityId?: number;
  /** distance_km is computed from here */
  position?: Position;
  /** at most this many km from `position` */
  withinKm?: number;
  openAt?: Date;
  ids?: number[];
  excludeId?: number;
}

export type PlaceRow = Omit<typeof t.places.$inferSelect, 'searchText' | 'searchName'>;

export interface PlaceRelations {
  tags: (typeof t.tags.$inferSelect)[];
  hours: HoursRow[];
  /** the viewer's latest check-in here */
  lastCheckin: Date | null;
}

export type Place = PlaceRow & PlaceRelations & { distanceKm: number | null };

const p = t.places;

/** Great-circle distance in km from `at`. */
export const distanceKm = (at: Position): SQL<number> => distanceKmSql(sql`${p.latitude}`, sql`${p.longitude}`, at);

/** Some span of the place holds the week minute of `at` (one condition, wrapping across the week end). */
function openAt(db: Db, at: Date): SQL {
  const minute = weekMinute(at);
  const h = t.placeHours;
  return exists(
    db
      .select({ one: sql`1` })
      .from(h)
      .where(
        and(
          eq(h.placeId, p.id),
          sql`((${h.opensAt} <= ${minute} AND ${minute} < ${h.closesAt}) OR (${h.opensAt} <= ${minute + WEEK} AND ${minute + WEEK} < ${h.closesAt}))`,
        ),
      ),
  );
}

function textMatch(text: string, namesOnly: boolean | undefined): SQL | undefined {
  const normalized = normalizeSearchText(text);
  if (!normalized) return undefined;
  const literal = sql`${namesOnly ? p.searchName : p.searchText} ILIKE ${likePattern(normalized)}`;
  const romanised = romanisedMatch(p, text);
  return romanised ? or(literal, romanised) : literal;
}

export function placeConditions(db: Db, f: PlaceFilter): SQL | undefined {
  const b = f.bounds;
  return and(
    f.ids ? inArray(p.id, f.ids) : undefined,
    f.excludeId !== undefined ? ne(p.id, f.excludeId) : undefined,
    f.text ? textMatch(f.text, f.namesOnly) : undefined,
    f.categoryIds ? inArray(p.categoryId, f.categoryIds) : undefined,
    f.subcategoryIds ? inArray(p.subcategoryId, f.subcategoryIds) : undefined,
    f.tagIds
      ? exists(
          db
            .select({ one: sql`1` })
            .from(t.placeTags)
            .where(and(eq(t.placeTags.placeId, p.id), inArray(t.placeTags.tagId, f.tagIds))),
        )
      : undefined,
    b
      ? and(gte(p.latitude, b.south), lte(p.latitude, b.north), gte(p.longitude, b.west), lte(p.longitude, b.east))
      : undefined,
    // a map frame already says where; the city would only hide places near its edge
    f.cityId !== undefined && !b ? eq(p.cityId, f.cityId) : undefined,
    f.ownerId !== undefined ? eq(p.ownerId, f.ownerId) : undefined,
    f.position && f.withinKm !== undefined ? sql`${distanceKm(f.position)} <= ${f.withinKm}` : undefined,
    f.openAt ? openAt(db, f.openAt) : undefined,
  );
}

function orderBy(ordering: PlaceOrdering, f: PlaceFilter): SQL[] {
  switch (ordering) {
    case 'name_en':
      return [asc(p.nameEn), asc(p.id)];
    case '-name_en':
      return [desc(p.nameEn), asc(p.id)];
    case '-rating_average':
      return [sql`${p.ratingAverage} DESC NULLS LAST`, desc(p.ratingCount), asc(p.id)];
    case '-checkin_count':
      return [desc(p.checkinCount), asc(p.id)];
    case 'distance':
      return f.position ? [asc(distanceKm(f.position)), asc(p.id)] : [asc(p.id)];
    case 'relevance': {
      const text = f.text ? normalizeSearchText(f.text) : '';
      if (!text) return [desc(p.checkinCount), asc(p.id)];
      // the place's own name first, then names that hold the words, then the rest (about, tags, romanised key only)
      const otherText = sql`${p.searchText} ILIKE ${likePattern(text)}`;
      return [asc(textRank([p.nameEn, p.nameAr, p.searchName], otherText, text)), desc(p.checkinCount), asc(p.id)];
    }
  }
}

/**
 * A place's columns (without its search columns) with its tags, opening hours, the viewer's latest check-in there and
 * the tips and photos the viewer sees,
 * read in the place's own row (correlated subqueries over indexed columns): one query for a page of places. Written
 * out with qualified names: drizzle leaves column names unqualified in a single-table select.
 */
function selection(db: Db, f: PlaceFilter, viewerId: number | null) {
  const { searchText: _searchText, searchName: _searchName, ...columns } = getTableColumns(p);
  const visible = (type: PostType) => visiblePostCount(db, type, 'place', sql`"places"."id"`, viewerId);
  return {
    // tip and photo counts as the viewer's lists count them, not the stored totals
    place: { ...columns, tipCount: visible(TIP), photoCount: visible(PHOTO) },
    distance: f.position ? distanceKm(f.position) : sql<null>`NULL`,
    tags: linkedTags('place_tags', 'place_id', '"places"."id"'),
    hours: sql<
      HoursRow[]
    >`coalesce((select json_agg(json_build_object('weekday', o.weekday, 'closed', o.closed, 'allDay', o.all_day, 'opensAt', o.opens_at, 'closesAt', o.closes_at) order by o.weekday, o.opens_at) from place_hours o where o.place_id = "places"."id"), '[]'::json)`,
    lastCheckin:
      viewerId === null
        ? sql<null>`NULL`
        : sql<
            Date | string | null
          >`(select max(c.created_at) from checkins c where c.user_id = ${viewerId} and c.place_id = "places"."id")`,
  };
}

type SelectedPlace = {
  place: PlaceRow;
  distance: number | string | null;
  tags: (typeof t.tags.$inferSelect)[];
  hours: HoursRow[];
  lastCheckin: Date | string | null;
};

const toPlace = ({ place, distance, tags, hours, lastCheckin }: SelectedPlace): Place => ({
  ...place,
  tags,
  hours,
  lastCheckin: lastCheckin === null ? null : new Date(lastCheckin),
  distanceKm: distance === null ? null : Number(distance),
});

export async function searchPlaces(
  db: Db,
  f: PlaceFilter,
  ordering: PlaceOrdering,
  window: Window,
  viewerId: number | null,
) {
  const where = placeConditions(db, f);
  const [total] = await db.select({ n: count() }).from(p).where(where);
  const rows = await db
    .select(selection(db, f, viewerId))
    .from(p)
    .where(where)
    .orderBy(...orderBy(ordering, f))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total.n, items: rows.map(toPlace) };
}

export type PlaceKey = { idOrSlug: string } | { shareId: string };

export async function findPlace(db: Db, key: PlaceKey, viewerId: number | null): Promise<Place | undefined> {
  const where =
    'shareId' in key
      ? eq(p.shareId, key.shareId)
      : /^\d{1,9}$/.test(key.idOrSlug)
        ? eq(p.id, Number(key.idOrSlug))
        : eq(p.slug, key.idOrSlug);
  const [row] = await db
    .select(selection(db, {}, viewerId))
    .from(p)
    .where(where);
  return row && toPlace(row);
}

export async function placeExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: p.id }).from(p).where(eq(p.id, id))).length > 0;
}

export async function placesByIds(db: Db, ids: number[], viewerId: number | null): Promise<Map<number, Place>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(selection(db, {}, viewerId))
    .from(p)
    .where(inArray(p.id, ids));
  return new Map(rows.map((row) => [row.place.id, toPlace(row)]));
}

/** Categories in order with their subcategories and how many places each has (in the city, when given). */
export async function placeCategories(db: Db, cityId: number | undefined) {
  const [categories, subcategories, counts] = await Promise.all([
    db.select().from(t.placeCategories).orderBy(asc(t.placeCategories.sortOrder), asc(t.placeCategories.id)),
    db.select().from(t.placeSubcategories).orderBy(asc(t.placeSubcategories.id)),
    db
      .select({ categoryId: p.categoryId, n: count() })
      .from(p)
      .where(cityId === undefined ? undefined : eq(p.cityId, cityId))
      .groupBy(p.categoryId),
  ]);
  const countOf = new Map(counts.map((row) => [row.categoryId, row.n]));
  return categories.map((category) => ({
    category,
    placeCount: countOf.get(category.id) ?? 0,
    subcategories: subcategories.filter((sub) => sub.categoryId === category.id),
  }));
}

/** Tags that at least one place carries, by English name. */
export async function placeTagsPage(db: Db, search: string | undefined, window: Window) {
  const used = exists(
    db
      .select({ one: sql`1` })
      .from(t.placeTags)
      .where(eq(t.placeTags.tagId, t.tags.id)),
  );
  const where = and(
    used,
    search?.trim() ? sql`(${t.tags.nameEn} || ' ' || ${t.tags.nameAr}) ILIKE ${likePattern(search.trim())}` : undefined,
  );
  const [total] = await db.select({ n: count() }).from(t.tags).where(where);
  const rows = await db
    .select()
    .from(t.tags)
    .where(where)
    .orderBy(asc(t.tags.nameEn), asc(t.tags.id))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total.n, items: rows };
}

export async function categoryOf(db: Db, id: number) {
  const [row] = await db.select().from(t.placeCategories).where(eq(t.placeCategories.id, id));
  return row;
}

export async function subcategoryOf(db: Db, id: number) {
  const [row] = await db.select().from(t.placeSubcategories).where(eq(t.placeSubcategories.id, id));
  return row;
}
