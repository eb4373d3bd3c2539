// The member lists of the social graph, newest first: followers, followings, requests both ways, blocked members.
import { and, count, desc, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Window } from '../http/paging.ts';
import type { UserRow } from '../members/users.ts';
import { notBlocked } from './visibility.ts';

export type MemberList = 'followers' | 'followings' | 'pending_followers' | 'pending_followings' | 'blocked';

/** The members of `userId`'s list, without those across a block with the viewer; one count and one page query. */
export async function listMembers(
  db: Db,
  list: MemberList,
  userId: number,
  window: Window,
  viewerId: number | null,
): Promise<{ count: number; rows: UserRow[] }> {
  const { table, member, created, where } = source(list, userId);
  const visible = list === 'blocked' ? undefined : notBlocked(member, viewerId);
  const condition = and(where, visible);
  const [{ total }] = await db.select({ total: count() }).from(table).where(condition);
  if (total === 0) return { count: 0, rows: [] };
  const rows = await db
    .select({ user: t.users })
    .from(table)
    .innerJoin(t.users, eq(t.users.id, member))
    .where(condition)
    .orderBy(desc(created), desc(t.users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total, rows: rows.map((row) => row.user) };
}

function source(list: MemberList, userId: number) {
  const f = t.follows;
  const follows = (member: AnyColumn, owner: AnyColumn, status: 'accepted' | 'pending') => ({
    table: f,
    member,
    created: f.createdAt,
    where: and(eq(owner, userId), eq(f.status, status)) as SQL,
  });
  switch (list) {
    case 'followers':
      return follows(f.followerId, f.followedId, 'accepted');
    case 'followings':
      return follows(f.followedId, f.followerId, 'accepted');
    case 'pending_followers':
      return follows(f.followerId, f.followedId, 'pending');
    case 'pending_followings':
      return follows(f.followedId, f.followerId, 'pending');
    case 'blocked':
      return {
        table: t.blocks,
        member: t.blocks.blockedId,
        created: t.blocks.createdAt,
        where: eq(t.blocks.blockerId, userId),
      };
  }
}
