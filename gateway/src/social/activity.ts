// Subscription.followActivity: a member's follow requests, acceptances and new followers reach them at once. Events
// travel on the member's own channel (their User global id) of the activity bus (Redis when REDIS_URL is set); each
// is read as the subscriber, with fresh data.
import type { FollowActivityKind, Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { memberById } from '../community/viewer.ts';
import { requireSignedIn, viewerMember } from '../members/account.ts';
import { message } from '../messages/catalog.ts';
import type { ActivityEvent } from '../pubsub/activity.ts';
import { expectGlobalId, toGlobalId } from '../relay/globalId.ts';
import { offsetToCursor } from '../relay/paging.ts';
import { gatewayError } from '../upstream/errors.ts';

const NEW_ENTRY: readonly string[] = ['FOLLOW_REQUESTED', 'NEW_FOLLOWER'];

async function otherMember(event: ActivityEvent, context: GatewayContext) {
  const user = event.ids.user ? await memberById(context, expectGlobalId(event.ids.user, 'User').id) : null;
  if (!user) throw gatewayError('NOT_FOUND', message('not_found', context.locale));
  return user;
}

export const followActivityResolvers = {
  Subscription: {
    followActivity: {
      subscribe: async (_, __, context) => {
        requireSignedIn(context);
        const me = await viewerMember(context);
        if (!me) throw gatewayError('UNAUTHENTICATED', message('not_signed_in', context.locale));
        return context.activity.subscribe(toGlobalId('User', me.id));
      },
      resolve: (event: ActivityEvent, _: unknown, context: GatewayContext) => {
        context.renew();
        return event;
      },
    },
  },
  FollowActivity: {
    // A member's channel only carries follow events.
    kind: (event: ActivityEvent) => event.kind as FollowActivityKind,
    user: (event: ActivityEvent, _: unknown, context: GatewayContext) => otherMember(event, context),
    me: async (_: ActivityEvent, __: unknown, context: GatewayContext) => {
      const me = await viewerMember(context);
      if (!me) throw gatewayError('UNAUTHENTICATED', message('not_signed_in', context.locale));
      return me;
    },
    userEdge: async (event: ActivityEvent, _: unknown, context: GatewayContext) =>
      NEW_ENTRY.includes(event.kind) ? { cursor: offsetToCursor(0), node: await otherMember(event, context) } : null,
    removedUserId: (event: ActivityEvent) =>
      event.kind === 'FOLLOW_REQUEST_WITHDRAWN' ? (event.ids.user ?? null) : null,
  },
} satisfies Resolvers;
