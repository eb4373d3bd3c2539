// Who reads community content: the signed-in member's id, and members' public profiles as the User type.
import type { GatewayContext } from '../graphql/context.ts';
import { viewerMember, type Member } from '../members/account.ts';
import type { RestPublicUser } from './types.ts';

/** The signed-in member's id, or null for a visitor (GET /me/, made at most once per request). */
export async function viewerId(context: GatewayContext): Promise<number | null> {
  return (await viewerMember(context))?.id ?? null;
}

/** Another member's public profile as a User parent: its stats came with it. */
export function publicMember(user: RestPublicUser): Member {
  const { ugc_points, ugc_level, level_name_en, level_name_ar, next_level_points, counts } = user;
  return {
    ...user,
    stats: async () => ({ ugc_points, ugc_level, level_name_en, level_name_ar, next_level_points, counts }),
  };
}

/** A member by id: the viewer themself with private fields, anyone else through the batched public profiles. */
export async function memberById(context: GatewayContext, id: number): Promise<Member | null> {
  const viewer = await viewerMember(context);
  if (viewer?.id === id) return viewer;
  const user = await context.loaders.community.users.load(id);
  return user && publicMember(user);
}
