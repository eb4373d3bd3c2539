// The social fields of User and Viewer, and Query.member: follow state, blocks, what the viewer may see, and the
// member lists (a private profile's only for its owner and accepted followers: null for anyone else).
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { viewerMember, type Member } from '../members/account.ts';
import type { ViewerParent } from '../members/sessions.ts';
import { publicMember } from '../community/viewer.ts';
import type { RestPublicUser } from '../community/types.ts';
import { isNotFound } from '../upstream/errors.ts';
import { routes, type MyMemberList } from '../upstream/routes.ts';
import type { ForwardArgs } from '../relay/paging.ts';
import { facebookFriends } from './facebook.ts';
import { canSeeContent, followStateOf, isViewer, memberConnection, relationshipOf } from './members.ts';

/** The member's list: their own through /me/ (with their token), another's through /users/{id}/. */
const memberList =
  (list: 'followers' | 'followings') => async (member: Member, args: ForwardArgs, context: GatewayContext) => {
    if (!canSeeContent(member)) return null;
    return (await isViewer(member, context))
      ? memberConnection(context, args, (query) => routes.myMemberList(list, query), 'member')
      : memberConnection(context, args, (query) => routes.userMemberList(member.id, list, query));
  };

/** One of the signed-in member's own lists; null for visitors. */
const myList = (list: MyMemberList) => (_: ViewerParent, args: ForwardArgs, context: GatewayContext) =>
  context.upstream.bearer
    ? memberConnection(context, args, (query) => routes.myMemberList(list, query), 'member')
    : null;

/** A count only the member themself sees. */
const ownCount =
  (count: 'pending_followers_count' | 'pending_followings_count' | 'blocked_users_count') =>
  async (member: Member, _: unknown, context: GatewayContext) =>
    (await isViewer(member, context)) ? member[count] : null;

export const socialFieldResolvers = {
  User: {
    followState: async (member: Member, _: unknown, context: GatewayContext) => {
      const relationship = relationshipOf(member);
      return relationship && !(await isViewer(member, context)) ? followStateOf(relationship) : null;
    },
    isBlockedByViewer: (member: Member) => relationshipOf(member)?.blocked_by_me ?? false,
    // The viewer's own profile carries no relationship: they see all of it.
    canViewContent: canSeeContent,
    pendingFollowerCount: ownCount('pending_followers_count'),
    pendingFollowingCount: ownCount('pending_followings_count'),
    blockedUserCount: ownCount('blocked_users_count'),
    isFacebookUser: async (member: Member, _: unknown, context: GatewayContext) =>
      'is_facebook_user' in member && (await isViewer(member, context)) ? member.is_facebook_user : null,
    followers: memberList('followers'),
    followings: memberList('followings'),
  },
  Viewer: {
    followRequests: myList('pending-followers'),
    sentFollowRequests: myList('pending-followings'),
    blockedUsers: myList('blocked-users'),
    facebookFriends,
  },
  Query: {
    member: async (_: unknown, { username }: { username: string }, context: GatewayContext) => {
      try {
        const user = await context.upstream.get<RestPublicUser>(routes.userByUsername(username));
        const viewer = await viewerMember(context);
        return viewer?.id === user.id ? viewer : publicMember(user);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  },
} satisfies Resolvers;
