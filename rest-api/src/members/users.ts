// Member rows: lookups, creation (with the counts row), profile updates, deletion, counts.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { countColumn, type CountColumn } from '../community/counters.ts';
import { withdrawContributions, type WithdrawnFiles } from '../community/withdraw.ts';
import { refreshSocialCounts, relatedMembers } from '../social/relations.ts';
import { COUNT_NAMES, type CountName, type Counts } from './levels.ts';

export type UserRow = typeof t.users.$inferSelect;
export type NewUser = Omit<typeof t.users.$inferInsert, 'id' | 'username'> & { username?: string };

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(t.users).where(eq(t.users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, id)).limit(1);
  return row;
}

export async function findUserBy(
  db: Db,
  column: 'facebookUserId' | 'appleUserId',
  value: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(t.users).where(eq(t.users[column], value)).limit(1);
  return row;
}

export async function usernameTaken(db: Db, username: string, exceptUserId = 0): Promise<boolean> {
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(sql`lower(${t.users.username}) = ${username.toLowerCase()}`, ne(t.users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** A free username made from the email's local part: "sara", then "sara2", "sara3"... */
async function freeUsername(db: Db, email: string): Promise<string> {
  const base = (
    email
      .split('@')[0]
      .replace(/[^A-Za-z0-9_.]/g, '')
      .slice(0, 24) || 'member'
  ).padEnd(3, '0');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

export async function createUser(db: Db, user: NewUser, counts: Partial<Counts> = {}): Promise<UserRow> {
  const username = user.username ?? (await freeUsername(db, user.email));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t.users)
      .values({ ...user, username })
      .returning();
    await tx.insert(t.userCounts).values({ userId: row.id, ...toColumns(counts) });
    return row;
  });
}

export async function updateUser(db: Db, id: number, patch: Partial<typeof t.users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(t.users).set(patch).where(eq(t.users.id, id)).returning();
  return row;
}

/** Deletes the member and their community rows (taking back the counts they added); answers their photo files. */
export async function deleteUser(db: Db, id: number): Promise<WithdrawnFiles[]> {
  return db.transaction(async (tx) => {
    const files = await withdrawContributions(tx, id);
    const related = await relatedMembers(tx, id);
    await tx.delete(t.users).where(eq(t.users.id, id));
    await refreshSocialCounts(tx, related);
    return files;
  });
}

export async function countsOf(db: Db, userId: number): Promise<Counts> {
  return (await countsOfMany(db, [userId])).get(userId)!;
}

/** The counts of several members in one query (every id gets an entry, zeros when it has no row). */
export async function countsOfMany(db: Db, userIds: number[]): Promise<Map<number, Counts>> {
  const rows =
    userIds.length === 0 ? [] : await db.select().from(t.userCounts).where(inArray(t.userCounts.userId, userIds));
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  return new Map(
    userIds.map((id) => {
      const row = byUser.get(id);
      const counts = Object.fromEntries(COUNT_NAMES.map((name) => [name, row ? row[countColumn(name)] : 0])) as Counts;
      return [id, counts];
    }),
  );
}

const toColumns = (counts: Partial<Counts>) =>
  Object.fromEntries(Object.entries(counts).map(([name, value]) => [countColumn(name as CountName), value])) as Partial<
    Record<CountColumn, number>
  >;

/** A unique constraint refused the row (two sign-ups with one email at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return code(error) === '23505' || (error instanceof Error && code(error.cause) === '23505');
}
