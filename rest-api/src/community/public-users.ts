// Members as others see them, loaded in one batch (the gateway's DataLoader asks for many ids at once).
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Urls } from '../http/urls.ts';
import { countsOfMany } from '../members/users.ts';
import { isRowId } from './kinds.ts';
import { publicUser } from './serialize.ts';

export type PublicUser = ReturnType<typeof publicUser>;

/** By id; unknown ids are left out. */
export async function findPublicUsers(db: Db, urls: Urls, ids: number[]): Promise<Map<number, PublicUser>> {
  const unique = [...new Set(ids)].filter(isRowId);
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(t.users).where(inArray(t.users.id, unique));
  const counts = await countsOfMany(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, publicUser(urls, row, counts.get(row.id)!)]));
}
