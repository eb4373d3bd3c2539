// The social mutations: follow, unfollow (or withdraw a request), accept or reject a request, block and unblock. Each
// answers both members as they are after the write, and tells the member it concerns over their live channel.
import type { MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { memberOf } from '../members/account.ts';
import { publicMember } from '../community/viewer.ts';
import type { RestPublicUser } from '../community/types.ts';
import { inputId, memberWrite } from '../community/writes.ts';
import type { ActivityKind } from '../pubsub/activity.ts';
import { expectGlobalId, toGlobalId } from '../relay/globalId.ts';
import { routes, type Route } from '../upstream/routes.ts';

const refused = (userErrors: { field: string | null; message: string }[]) => ({
  user: null,
  me: null,
  removedUserId: null,
  userErrors,
});

/** Tells `memberId` what happened with `otherId`; never fails the write. */
export function publishFollow(context: GatewayContext, memberId: number, kind: ActivityKind, otherId: number) {
  return context.activity.publish({
    subjectGlobalId: toGlobalId('User', memberId),
    kind,
    ids: { user: toGlobalId('User', otherId) },
  });
}

/**
 * One social write on the member named by `globalId`. `after` publishes what the write means for the other member;
 * `removes` says whether the member leaves one of the viewer's lists (for @deleteEdge).
 */
async function socialWrite(
  context: GatewayContext,
  field: 'userId' | 'requesterId',
  globalId: string,
  write: (id: number) => { method: 'POST' | 'DELETE'; route: Route; json?: object },
  options: {
    removes: boolean;
    /** runs before the write (what the write changes is read here) */
    before?: (id: number) => Promise<void>;
    after?: (user: RestPublicUser, viewerId: number) => Promise<void> | undefined;
  },
) {
  const target = inputId(context, field, () => expectGlobalId(globalId, 'User'));
  if (!target.value) return refused(target.userErrors);
  await options.before?.(target.value.id);
  const { method, route, json } = write(target.value.id);
  const result = await memberWrite<RestPublicUser>(context, method, route, json ? { json } : undefined);
  if (!result.value) return refused(result.userErrors);
  // The viewer's counts changed: read them afresh (not what this request memoized before the write).
  context.renew();
  const me = await memberOf(context, 'member');
  await options.after?.(result.value, me.id);
  return {
    user: publicMember(result.value),
    me,
    removedUserId: options.removes ? toGlobalId('User', result.value.id) : null,
    userErrors: [],
  };
}

export const socialMutations = {
  followUser: (_, { input }, context) =>
    socialWrite(
      context,
      'userId',
      input.userId,
      (id) => ({ method: 'POST', route: routes.follow(), json: { followed_user: id } }),
      {
        removes: false,
        after: (user, viewerId) =>
          publishFollow(
            context,
            user.id,
            user.relationship.followed_by_me === 'pending' ? 'FOLLOW_REQUESTED' : 'NEW_FOLLOWER',
            viewerId,
          ),
      },
    ),
  unfollowUser: async (_, { input }, context) => {
    // A withdrawn request leaves the other member's requests list: they learn it live.
    let wasPending = false;
    return socialWrite(context, 'userId', input.userId, (id) => ({ method: 'DELETE', route: routes.unfollow(id) }), {
      removes: true,
      before: async (id) => {
        const before = await context.loaders.community.users.load(id);
        wasPending = before?.relationship.followed_by_me === 'pending';
      },
      after: (user, viewerId) =>
        wasPending ? publishFollow(context, user.id, 'FOLLOW_REQUEST_WITHDRAWN', viewerId) : undefined,
    });
  },
  acceptFollowRequest: (_, { input }, context) =>
    socialWrite(
      context,
      'requesterId',
      input.requesterId,
      (id) => ({ method: 'POST', route: routes.acceptFollowRequest(id) }),
      {
        removes: true,
        after: (user, viewerId) => publishFollow(context, user.id, 'FOLLOW_REQUEST_ACCEPTED', viewerId),
      },
    ),
  rejectFollowRequest: (_, { input }, context) =>
    socialWrite(
      context,
      'requesterId',
      input.requesterId,
      (id) => ({ method: 'DELETE', route: routes.rejectFollowRequest(id) }),
      { removes: true },
    ),
  removeFollower: (_, { input }, context) =>
    socialWrite(context, 'userId', input.userId, (id) => ({ method: 'DELETE', route: routes.removeFollower(id) }), {
      removes: true,
    }),
  blockUser: (_, { input }, context) =>
    socialWrite(context, 'userId', input.userId, (id) => ({ method: 'POST', route: routes.block(id) }), {
      removes: true,
    }),
  unblockUser: (_, { input }, context) =>
    socialWrite(context, 'userId', input.userId, (id) => ({ method: 'POST', route: routes.unblock(id) }), {
      removes: true,
    }),
} satisfies MutationResolvers;
