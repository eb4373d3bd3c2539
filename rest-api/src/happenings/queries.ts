// Events and experiences (one table, a `kind` column): the search with every filter of the contract, lookups by id or
// slug, each with its categories, audiences, tags and home lists in its own row.
import { and, asc, count, desc, eq, exists, getTableColumns, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Kind } from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import { periodInterval, type Interval, type Period } from '../time/periods.ts';
import { likePattern, linkedTags } from '../db/sql-helpers.ts';
import { romanisedMatch, textRank } from '../search/keys.ts';
import { PHOTO, TIP, visiblePostCount, type PostType } from '../community/posts.ts';

export const HAPPENING_ORDERINGS = [
  'start_date',
  '-start_date',
  'name_en',
  '-name_en',
  '-attendance_count',
  'attendance_count',
] as const;
export type HappeningOrdering = (typeof HAPPENING_ORDERINGS)[number];

export interface HappeningFilter {
  kind: Kind;
  text?: string;
  period?: Period;
  /** Items overlapping this Riyadh day (the `date` filter). */
  day?: Interval;
  categoryIds?: number[];
  tagIds?: number[];
  audienceIds?: number[];
  cityIds?: number[];
  listIds?: number[];
  /** Exactly these items, ended ones included (batch loading). */
  ids?: number[];
  includePast?: boolean;
  recommendedOnly?: boolean;
}

export type HappeningRow = Omit<typeof t.happenings.$inferSelect, 'searchText'>;

export interface HappeningRelations {
  categoryIds: number[];
  audienceIds: number[];
  tags: (typeof t.tags.$inferSelect)[];
  listIds: number[];
}

export type Happening = HappeningRow & HappeningRelations;

const h = t.happenings;

/** The item is linked (through a join table) to at least one of `ids`. */
function linkedTo<T extends PgTable & { happeningId: AnyPgColumn }>(
  db: Db,
  table: T,
  column: AnyPgColumn,
  ids: number[],
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(table as PgTable)
      .where(and(eq(table.happeningId, h.id), inArray(column, ids))),
  );
}

/** The expression of the tags' trigram index (see the migration), so the planner can use it. */
const tagNames = sql`(${t.tags.nameEn} || ' ' || ${t.tags.nameAr})`;

function textMatch(db: Db, text: string): SQL {
  const pattern = likePattern(text.trim());
  // A UNION rather than an OR with EXISTS, so that each half can use its trigram index. search_text is a generated
  // column with names, summaries, descriptions and venue in both languages.
  const byText = db
    .select({ id: h.id })
    .from(h)
    .where(sql`${h.searchText} ILIKE ${pattern}`);
  const byTag = db
    .select({ id: t.happeningTags.happeningId })
    .from(t.happeningTags)
    .innerJoin(t.tags, eq(t.tags.id, t.happeningTags.tagId))
    .where(sql`${tagNames} ILIKE ${pattern}`);
  const romanised = romanisedMatch(h, text);
  if (!romanised) return sql`${h.id} IN (${byText} UNION ${byTag})`;
  // the romanised keys of the item's names and venue, and of its tags' names (docs/search.md#romanised-search)
  const byKey = db.select({ id: h.id }).from(h).where(romanised);
  const byTagKey = db
    .select({ id: t.happeningTags.happeningId })
    .from(t.happeningTags)
    .innerJoin(t.tags, eq(t.tags.id, t.happeningTags.tagId))
    .where(romanisedMatch(t.tags, text));
  return sql`${h.id} IN (${byText} UNION ${byTag} UNION ${byKey} UNION ${byTagKey})`;
}

export function happeningConditions(db: Db, f: HappeningFilter, now: Date): SQL | undefined {
  const period = f.period ? periodInterval(f.period, now) : undefined;
  const hidePast = !f.includePast && !f.ids;
  return and(
    eq(h.kind, f.kind),
    hidePast ? gte(h.endDate, now) : undefined,
    period ? and(lte(h.startDate, period.to), gte(h.endDate, period.from)) : undefined,
    f.day ? and(lte(h.startDate, f.day.to), gte(h.endDate, f.day.from)) : undefined,
    f.ids ? inArray(h.id, f.ids) : undefined,
    f.cityIds ? inArray(h.cityId, f.cityIds) : undefined,
    f.recommendedOnly ? eq(h.isRecommended, true) : undefined,
    f.text?.trim() ? textMatch(db, f.text) : undefined,
    f.categoryIds ? linkedTo(db, t.happeningCategories, t.happeningCategories.categoryId, f.categoryIds) : undefined,
    f.audienceIds ? linkedTo(db, t.happeningAudiences, t.happeningAudiences.audienceId, f.audienceIds) : undefined,
    f.tagIds ? linkedTo(db, t.happeningTags, t.happeningTags.tagId, f.tagIds) : undefined,
    f.listIds ? linkedTo(db, t.homeListItems, t.homeListItems.listId, f.listIds) : undefined,
  );
}

function orderBy(ordering: HappeningOrdering): SQL[] {
  switch (ordering) {
    case 'start_date':
      return [asc(h.startDate), asc(h.id)];
    case '-start_date':
      return [desc(h.startDate), desc(h.id)];
    case 'name_en':
      return [asc(h.nameEn), asc(h.id)];
    case '-name_en':
      return [desc(h.nameEn), asc(h.id)];
    case 'attendance_count':
      return [asc(h.attendanceCount), asc(h.startDate), asc(h.id)];
    case '-attendance_count':
      return [desc(h.attendanceCount), asc(h.startDate), asc(h.id)];
  }
}

/**
 * An item's ids linked through a join table, in order, as an array column of the item's row. Written out with
 * qualified names: drizzle leaves column names unqualified in a single-table select, where `id` would be ambiguous.
 */
const linkedIds = (table: string, column: string) =>
  sql<
    number[]
  >`array(select j.${sql.raw(column)} from ${sql.raw(table)} j where j.happening_id = "happenings"."id" order by 1)`;

/**
 * The columns of an item with its categories, audiences, tags and home lists, read in the item's own row (correlated
 * subqueries over the join tables' primary keys) and the tips and photos the viewer sees: one query for a page of
 * items, whatever its size. The generated search text stays in the database.
 */
export function happeningColumns(db: Db, viewerId: number | null) {
  const { searchText: _searchText, ...columns } = getTableColumns(h);
  const visible = (type: PostType) =>
    visiblePostCount(db, type, sql`"happenings"."kind"`, sql`"happenings"."id"`, viewerId);
  return {
    ...columns,
    // as the viewer's tips and photos lists count them, not the stored totals
    tipCount: visible(TIP),
    photoCount: visible(PHOTO),
    categoryIds: linkedIds('happening_categories', 'category_id'),
    audienceIds: linkedIds('happening_audiences', 'audience_id'),
    tags: linkedTags('happening_tags', 'happening_id', '"happenings"."id"'),
    listIds: linkedIds('home_list_items', 'list_id'),
  };
}

export async function searchHappenings(
  db: Db,
  filter: HappeningFilter,
  ordering: HappeningOrdering,
  window: Window,
  now: Date,
  viewerId: number | null,
  { rankByText = false } = {},
) {
  const where = happeningConditions(db, filter, now);
  const text = filter.text?.trim();
  // the search ranks an item's own name first, the items found by their romanised key only last
  const rank =
    rankByText && text
      ? [asc(textRank([h.nameEn, h.nameAr], sql`${h.searchText} ILIKE ${likePattern(text)}`, text))]
      : [];
  const [total] = await db.select({ n: count() }).from(h).where(where);
  const items: Happening[] = await db
    .select(happeningColumns(db, viewerId))
    .from(h)
    .where(where)
    .orderBy(...rank, ...orderBy(ordering))
    .offset(window.offset)
    .limit(window.limit);
  return { total: total.n, items };
}

/** By numeric id or by slug (unique per kind); ended items are found too. */
export async function findHappening(
  db: Db,
  kind: Kind,
  idOrSlug: string,
  viewerId: number | null,
): Promise<Happening | undefined> {
  const key = /^\d{1,9}$/.test(idOrSlug) ? eq(h.id, Number(idOrSlug)) : eq(h.slug, idOrSlug);
  const [item] = await db
    .select(happeningColumns(db, viewerId))
    .from(h)
    .where(and(eq(h.kind, kind), key));
  return item;
}

export async function happeningExists(db: Db, kind: Kind, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: h.id })
    .from(h)
    .where(and(eq(h.kind, kind), eq(h.id, id)));
  return rows.length > 0;
}
