import { inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { tags } from './schema.ts';

type TagRow = typeof tags.$inferSelect;

/** `%text%` for ILIKE, with the user's own wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over several columns or expressions. */
export function containsText(targets: (AnyColumn | SQLWrapper)[], text: string): SQL {
  const pattern = likePattern(text.trim());
  return or(...targets.map((target) => sql`${target} ILIKE ${pattern}`))!;
}

export const inIds = (column: AnyColumn, ids: number[] | undefined) => (ids ? inArray(column, ids) : undefined);

/** "-name_en" -> descending name_en; the map holds the allowed fields. */
export function orderingOf<K extends string>(value: string, columns: Record<K, AnyColumn>) {
  const descending = value.startsWith('-');
  const column = columns[(descending ? value.slice(1) : value) as K];
  return descending ? sql`${column} DESC` : sql`${column} ASC`;
}

/**
 * The tags linked to an outer row through a join table, as a JSON array of tag rows ordered by id: a correlated
 * subquery for a select list. `outerId` is the outer row's qualified id (e.g. `"places"."id"`): drizzle leaves column
 * names unqualified in a single-table select, where a bare `id` would name the tag's.
 */
export const linkedTags = (joinTable: string, ownerColumn: string, outerId: string) =>
  sql<
    TagRow[]
  >`coalesce((select json_agg(json_build_object('id', g.id, 'slug', g.slug, 'nameEn', g.name_en, 'nameAr', g.name_ar) order by g.id) from ${sql.raw(joinTable)} j join tags g on g.id = j.tag_id where j.${sql.raw(ownerColumn)} = ${sql.raw(outerId)}), '[]'::json)`;
