// Reads of the info domain: one query each.
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { SiteFacts } from './schemas.ts';

export type InfoPageRow = typeof t.infoPages.$inferSelect;
export type PopupRow = typeof t.floatingPopups.$inferSelect;

export async function findInfoPage(db: Db, url: string): Promise<InfoPageRow | undefined> {
  const [row] = await db.select().from(t.infoPages).where(eq(t.infoPages.url, url)).limit(1);
  return row;
}

/** The visible popups of a page url, in order. */
export async function popupsOfPage(db: Db, pageUrl: string): Promise<PopupRow[]> {
  return db
    .select()
    .from(t.floatingPopups)
    .where(and(eq(t.floatingPopups.pageUrl, pageUrl), eq(t.floatingPopups.visible, true)))
    .orderBy(asc(t.floatingPopups.sortOrder), asc(t.floatingPopups.id));
}

/** The about page's counters, live, in one query. */
export async function siteFacts(db: Db): Promise<SiteFacts> {
  const count = (table: string, where = 'true') => sql.raw(`(SELECT count(*)::int FROM ${table} WHERE ${where})`);
  const [row] = await queryRows<SiteFacts>(
    db,
    sql`SELECT
    ${count('cities')} AS cities,
    ${count('places')} AS places,
    ${count('happenings', "kind = 'event'")} AS events,
    ${count('happenings', "kind = 'experience'")} AS experiences,
    ${count('users')} AS members,
    ${count('tips')} AS tips`,
  );
  return row;
}

export async function settingsMap(db: Db): Promise<Map<string, string>> {
  const rows = await db.select().from(t.appSettings);
  return new Map(rows.map((row) => [row.key, row.value]));
}
