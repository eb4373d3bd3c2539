// The kinds of items members write about, so that every community route and query is written once for all of them:
// the URL segment, the entity_type stored with each row, and where the item's counters live.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { EntityType } from '../db/schema.ts';

export interface ItemKind {
  /** URL segment: /api/v1/{path}/... */
  path: 'events' | 'experiences' | 'places' | 'articles';
  entityType: EntityType;
  /** members can say they want to go / are going (events and experiences) */
  attendable: boolean;
}

export const ITEM_KINDS: ItemKind[] = [
  { path: 'events', entityType: 'event', attendable: true },
  { path: 'experiences', entityType: 'experience', attendable: true },
  { path: 'places', entityType: 'place', attendable: false },
];

export const ENTITY_TYPES: EntityType[] = ITEM_KINDS.map((kind) => kind.entityType);

/** Articles take tips only (no photos, ratings or attendance). */
export const ARTICLE_KIND: ItemKind = { path: 'articles', entityType: 'article', attendable: false };

/** The kinds members write tips about. */
export const TIP_KINDS: ItemKind[] = [...ITEM_KINDS, ARTICLE_KIND];

/** The kind an entity_type belongs to. */
export const kindOf = (entityType: EntityType): ItemKind => TIP_KINDS.find((kind) => kind.entityType === entityType)!;

/** The items' table: events and experiences share happenings (a kind column), places have their own. */
export type ItemTable = typeof t.happenings | typeof t.places;

/** The table holding items of the type and the condition picking the given one(s) among them. */
export function itemRows(entityType: EntityType, ids: number | number[]): { table: ItemTable; where: SQL } {
  // an article's row has tip_count like the others; only tips are counted on it (TIP_KINDS)
  const table = (entityType === 'article' ? t.articles : entityType === 'place' ? t.places : t.happenings) as ItemTable;
  const byId = typeof ids === 'number' ? eq(table.id, ids) : inArray(table.id, ids);
  return {
    table,
    where: entityType === 'place' || entityType === 'article' ? byId : and(byId, eq(t.happenings.kind, entityType))!,
  };
}

export const itemRow = (entityType: EntityType, id: number) => itemRows(entityType, id);

/** An event's or experience's row: only they are attended (a place has no attendance count). */
export function attendableRow(entityType: EntityType, id: number) {
  const { table, where } = itemRow(entityType, id);
  if (table !== t.happenings) throw new Error(`a ${entityType} cannot be attended`);
  return { table, where };
}

/** A value an integer id column can hold (a larger path id is simply not found, never a database error). */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2147483647;

const UNDEFINED_TABLE = '42P01';
const errorCode = (e: unknown): unknown =>
  e && typeof e === 'object' ? ('code' in e ? e.code : 'cause' in e ? errorCode(e.cause) : undefined) : undefined;

/** The ids among `ids` that exist; a kind whose table is not there yet (places before their migration) has no items. */
export async function existingItems(db: Db, entityType: EntityType, ids: number[]): Promise<Set<number>> {
  const rowIds = ids.filter(isRowId);
  if (rowIds.length === 0) return new Set();
  const { table, where } = itemRows(entityType, rowIds);
  try {
    const rows = await db.select({ id: table.id }).from(table).where(where);
    return new Set(rows.map((row) => row.id));
  } catch (error) {
    if (errorCode(error) === UNDEFINED_TABLE) return new Set();
    throw error;
  }
}

/** Whether the item exists. */
export async function itemExists(db: Db, entityType: EntityType, id: number): Promise<boolean> {
  return (await existingItems(db, entityType, [id])).has(id);
}
