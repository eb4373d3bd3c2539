import { inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

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
