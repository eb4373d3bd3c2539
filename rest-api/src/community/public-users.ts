// Members as others see them, loaded in one batch (the gateway's DataLoader asks for many ids at once), with how the
// viewer stands with each. A member who blocked the viewer is left out, as if unknown (unless the viewer blocked them too).
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { Urls } from '../http/urls.ts';
import { countsOfMany, type UserRow } from '../members/users.ts';
import { canSeeContent, NO_RELATION, relationsOf, type Relation } from '../social/relations.ts';
import type { Relationship } from '../social/schemas.ts';
import { isRowId } from './kinds.ts';
import { publicUser } from './serialize.ts';

export type PublicUser = ReturnType<typeof publicUser>;

export function relationship(target: UserRow, viewerId: number | null, relation: Relation): Relationship {
  return {
    followed_by_me: relation.followedByMe,
    follows_me: relation.followsMe,
    blocked_by_me: relation.blockedByMe,
    can_see_content: canSeeContent(target, viewerId, relation),
  };
}

/** The member rows as PublicUser for the viewer (a fixed number of queries), in the rows' order. */
export async function publicUsersOf(
  db: Db,
  urls: Urls,
  rows: UserRow[],
  viewerId: number | null,
): Promise<PublicUser[]> {
  const ids = rows.map((row) => row.id);
  const counts = await countsOfMany(db, ids);
  const relations = viewerId === null ? new Map<number, Relation>() : await relationsOf(db, viewerId, ids);
  return rows.flatMap((row) => {
    const relation = relations.get(row.id) ?? NO_RELATION;
    // Hidden from a member they blocked; one who blocked them back still sees them (in their blocked list, to unblock).
    if (relation.blocksMe && !relation.blockedByMe) return [];
    return [publicUser(urls, row, counts.get(row.id)!, relationship(row, viewerId, relation), viewerId)];
  });
}

/** By id; unknown ids (and members who blocked the viewer) are left out. */
export async function findPublicUsers(
  db: Db,
  urls: Urls,
  ids: number[],
  viewerId: number | null,
): Promise<Map<number, PublicUser>> {
  const unique = [...new Set(ids)].filter(isRowId);
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(t.users).where(inArray(t.users.id, unique));
  const users = await publicUsersOf(db, urls, rows, viewerId);
  return new Map(users.map((user) => [user.id, user]));
}
