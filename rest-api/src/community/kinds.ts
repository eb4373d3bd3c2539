// The kinds of items members write about, so that every community route and query is written once for all of them:
// the URL segment, the entity_type stored with each row, and where the item's counters live.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import type { EntityType } from '../db/schema.ts';

export interface ItemKind {
  /** URL segment: /api/v1/{path}/... */
  path: 'events' | 'experiences' | 'places';
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

/** The kind an entity_type belongs to. */
export const kindOf = (entityType: EntityType): ItemKind => ITEM_KINDS.find((kind) => kind.entityType === entityType)!;

/** The item's rows: events and experiences share the happenings table (a kind column), places have their own. */
function itemRows(entityType: EntityType, idCondition: SQL): { table: SQL; where: SQL } {
  return entityType === 'place'
    ? { table: sql.raw('places'), where: idCondition }
    : { table: sql.raw('happenings'), where: sql`${idCondition} AND kind = ${entityType}` };
}

export const itemRow = (entityType: EntityType, id: number) => itemRows(entityType, sql`id = ${id}`);

/** A value an integer id column can hold (a larger path id is simply not found, never a database error). */
export const isRowId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2147483647;

const UNDEFINED_TABLE = '42P01';
const errorCode = (e: unknown): unknown =>
  e && typeof e === 'object' ? ('code' in e ? e.code : 'cause' in e ? errorCode(e.cause) : undefined) : undefined;

/** The ids among `ids` that exist; a kind whose table is not there yet (places before their migration) has no items. */
export async function existingItems(db: Db, entityType: EntityType, ids: number[]): Promise<Set<number>> {
  const rowIds = ids.filter(isRowId);
  if (rowIds.length === 0) return new Set();
  const { table, where } = itemRows(entityType, sql`id IN (${sql.join(rowIds.map((id) => sql`${id}`), sql`, `)})`);
  try {
    const result = (await db.execute(sql`SELECT id FROM ${table} WHERE ${where}`)) as unknown as { rows: { id: number }[] };
    return new Set(result.rows.map((row) => Number(row.id)));
  } catch (error) {
    if (errorCode(error) === UNDEFINED_TABLE) return new Set();
    throw error;
  }
}

/** Whether the item exists. */
export async function itemExists(db: Db, entityType: EntityType, id: number): Promise<boolean> {
  return (await existingItems(db, entityType, [id])).has(id);
}
