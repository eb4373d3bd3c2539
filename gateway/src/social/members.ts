// Members as the social part reads them: the relationship the upstream answers with another member's profile, the
// follow state of the button, and paged member lists as Relay connections.
import type { FollowState } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { viewerId } from '../community/viewer.ts';
import { publicMember } from '../community/viewer.ts';
import type { RestPublicUser } from '../community/types.ts';
import type { Member } from '../members/account.ts';
import { pageConnection } from '../relay/connection.ts';
import { pagingWindow, type ForwardArgs } from '../relay/paging.ts';
import type { Route } from '../upstream/routes.ts';
import type { UpstreamAuth } from '../upstream/session.ts';
import { pageItems, type Paged } from '../upstream/types.ts';

export type Relationship = RestPublicUser['relationship'];

/** How the viewer stands with the member; null for the viewer themself (their own profile carries none). */
export const relationshipOf = (member: Member): Relationship | null =>
  'relationship' in member && member.relationship ? member.relationship : null;

/** Whether the viewer may see the member's tips, photos and lists (their own profile carries no relationship). */
export const canSeeContent = (member: Member) => relationshipOf(member)?.can_see_content ?? true;

/** The five follow states (docs/social.md), from the two follow directions. */
export function followStateOf(relationship: Relationship): FollowState {
  if (relationship.followed_by_me === 'pending') return 'REQUESTED';
  if (relationship.followed_by_me === 'accepted') {
    return relationship.follows_me === 'accepted' ? 'UNFOLLOW' : 'FOLLOWING';
  }
  if (relationship.follows_me === 'pending') return 'ACCEPT_FOLLOW_REQUEST';
  return 'FOLLOW';
}

/** Whether the member is the signed-in viewer. */
export const isViewer = async (member: Member, context: GatewayContext) => member.id === (await viewerId(context));

/** A member list of the upstream (page paging of PublicUser) as a connection of Users. */
export function memberConnection(
  context: GatewayContext,
  args: ForwardArgs,
  route: (query: { page: number; page_size: number }) => Route,
  auth?: UpstreamAuth,
) {
  return pageConnection<Member>(
    async ({ page, pageSize }) => {
      const answer = await context.upstream.get<Paged<RestPublicUser>>(route({ page, page_size: pageSize }), auth);
      const { count, items } = pageItems(answer);
      return { count, items: items.map(publicMember) };
    },
    pagingWindow(args, 20),
  );
}
