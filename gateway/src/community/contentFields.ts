// The Tip, Photo and Rating types, and the viewer's attendance of a happening.
import type { GatewayContext } from '../graphql/context.ts';
import { image } from '../graphql/fields.ts';
import type { RestHappening } from '../upstream/types.ts';
import { contentGlobalId, type ContentType } from './ids.ts';
import type { RatingParent } from './reviewableFields.ts';
import { loadReviewable } from './subjects.ts';
import type { RestPhoto, RestTip } from './types.ts';
import { memberById, viewerId } from './viewer.ts';

type Contribution = RestTip | RestPhoto;

async function author(content: Contribution, _: unknown, context: GatewayContext) {
  const member = await memberById(context, content.user.id);
  if (!member)
    throw new Error(`The author ${content.user.id} of ${content.entity_type} content ${content.id} was not found`);
  return member;
}

/** Fields tips and photos share. */
const contributionFields = (type: ContentType) => ({
  id: (content: Contribution) => contentGlobalId(type, content),
  rawId: (content: Contribution) => content.id,
  author,
  createdAt: (content: Contribution) => content.created_at,
  upVoteCount: (content: Contribution) => content.up_vote_count,
  viewerHasVoted: (content: Contribution, _: unknown, context: GatewayContext) =>
    Boolean(context.upstream.bearer && content.voted_by_me),
  viewerIsAuthor: async (content: Contribution, _: unknown, context: GatewayContext) =>
    content.user.id === (await viewerId(context)),
});

const attendanceEnum = { want_to_go: 'WANT_TO_GO', going: 'GOING' } as const;

export const contentResolvers = {
  Tip: {
    ...contributionFields('Tip'),
    text: (tip: RestTip) => tip.text,
    subject: (tip: RestTip, _: unknown, context: GatewayContext) =>
      tip.entity_type === 'article' ? null : loadReviewable(context, { kind: tip.entity_type, id: tip.entity_id }),
    article: (tip: RestTip, _: unknown, context: GatewayContext) =>
      tip.entity_type === 'article' ? context.loaders.articles.byId.load(tip.entity_id) : null,
  },
  Photo: {
    ...contributionFields('Photo'),
    subject: (photo: RestPhoto, _: unknown, context: GatewayContext) =>
      loadReviewable(context, { kind: photo.entity_type, id: photo.entity_id }),
    image: (photo: RestPhoto, _: unknown, context: GatewayContext) => {
      const shown = image(photo.image, photo.thumbnail, photo.caption ?? '', context);
      if (!shown) throw new Error(`Photo ${photo.id} has no image`);
      return shown;
    },
    caption: (photo: RestPhoto) => photo.caption || null,
  },
  Rating: {
    average: (rating: RatingParent) => rating.average,
    count: (rating: RatingParent) => rating.count,
    viewerValue: async (rating: RatingParent, _: unknown, context: GatewayContext) =>
      context.upstream.bearer
        ? ((await context.loaders.community.viewerRatings[rating.kind].load(rating.itemId))?.value ?? null)
        : null,
  },
};

/** Happening.viewerAttendance: one batched /me/attendance/ call per kind for a whole screen; visitors make none. */
export async function viewerAttendance(item: RestHappening, _: unknown, context: GatewayContext) {
  if (!context.upstream.bearer) return null;
  const status = (await context.loaders.community.viewerAttendance[item.kind].load(item.id))?.value;
  return status ? attendanceEnum[status] : null;
}
