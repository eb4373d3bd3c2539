// Subscription.reviewableActivity and the ReviewableActivity type: each subscriber reads what changed as itself
// (its own viewer fields) and with fresh counts: its context starts over for every event.
import type { Resolvers, ReviewableActivityKind } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { message } from '../messages/catalog.ts';
import type { ActivityEvent } from '../pubsub/activity.ts';
import { offsetToCursor } from '../relay/paging.ts';
import { gatewayError } from '../upstream/errors.ts';
import { findContent } from './contentLookup.ts';
import { contentOf, subjectGlobalId, subjectOf, type ContentType } from './ids.ts';
import { loadReviewable } from './subjects.ts';
import type { RestPhoto, RestTip } from './types.ts';

type Content<T extends ContentType> = T extends 'Tip' ? RestTip : RestPhoto;

/** The tip or photo named in the event, as this subscriber sees it (null if it is gone or they reported it). */
async function content<T extends ContentType>(type: T, globalId: string | undefined, context: GatewayContext) {
  // contentOf checked that the id is one of a `type`.
  return globalId ? ((await findContent(context, contentOf(globalId, type))) as Content<T> | null) : null;
}

async function edge<T extends ContentType>(type: T, globalId: string | undefined, context: GatewayContext) {
  const node = await content(type, globalId, context);
  return node && { cursor: offsetToCursor(0), node };
}

export const activityResolvers = {
  Subscription: {
    reviewableActivity: {
      subscribe: async (_, { subjectId }, context) => {
        const subject = subjectOf(subjectId);
        if (!(await loadReviewable(context, subject))) {
          throw gatewayError('NOT_FOUND', message('not_found', context.locale));
        }
        return context.activity.subscribe(subjectGlobalId(subject));
      },
      resolve: (event: ActivityEvent, _: unknown, context: GatewayContext) => {
        context.renew();
        return event;
      },
    },
  },
  ReviewableActivity: {
    // An item's channel only carries item events (follow events go on members' channels).
    kind: (event: ActivityEvent) => event.kind as ReviewableActivityKind,
    subject: async (event: ActivityEvent, _: unknown, context: GatewayContext) => {
      const subject = await loadReviewable(context, subjectOf(event.subjectGlobalId));
      if (!subject) throw gatewayError('NOT_FOUND', message('not_found', context.locale));
      return subject;
    },
    tipEdge: (event: ActivityEvent, _: unknown, context: GatewayContext) =>
      event.kind === 'TIP_ADDED' ? edge('Tip', event.ids.tip, context) : null,
    photoEdge: (event: ActivityEvent, _: unknown, context: GatewayContext) =>
      event.kind === 'PHOTO_ADDED' ? edge('Photo', event.ids.photo, context) : null,
    deletedId: (event: ActivityEvent) => event.ids.deleted ?? null,
    tip: (event: ActivityEvent, _: unknown, context: GatewayContext) =>
      event.kind === 'VOTES_CHANGED' ? content('Tip', event.ids.tip, context) : null,
    photo: (event: ActivityEvent, _: unknown, context: GatewayContext) =>
      event.kind === 'VOTES_CHANGED' ? content('Photo', event.ids.photo, context) : null,
  },
} satisfies Resolvers;
