// The privacy rule as SQL, for every query that lists members' content (tips and photos on item pages and profiles,
// attendance lists): the viewer's own rows; nobody's across a block; a private member's only for accepted followers.
import { and, eq, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import * as t from '../db/schema.ts';

/** True for rows of `member` not across a block with the viewer (lists of members, such as attendance). */
export function notBlocked(member: AnyColumn, viewerId: number | null): SQL | undefined {
  if (viewerId === null) return undefined;
  return not(blockedBetween(member, viewerId));
}

const blockedBetween = (member: AnyColumn, viewerId: number) => {
  const b = t.blocks;
  return sql`EXISTS (SELECT 1 FROM ${b} WHERE (${b.blockerId} = ${viewerId} AND ${b.blockedId} = ${member})
    OR (${b.blockerId} = ${member} AND ${b.blockedId} = ${viewerId}))`;
};

/** True for rows by `author` that the viewer (null: a visitor) may see. */
export function visibleAuthor(author: AnyColumn, viewerId: number | null): SQL {
  const u = t.users;
  const isPrivate = sql`EXISTS (SELECT 1 FROM ${u} WHERE ${u.id} = ${author} AND ${u.isPrivate})`;
  if (viewerId === null) return not(isPrivate);
  const f = t.follows;
  const blocked = blockedBetween(author, viewerId);
  const follower = sql`EXISTS (SELECT 1 FROM ${f} WHERE ${f.followerId} = ${viewerId} AND ${f.followedId} = ${author}
    AND ${f.status} = 'accepted')`;
  return or(eq(author, viewerId), and(not(blocked), or(not(isPrivate), follower)))!;
}
