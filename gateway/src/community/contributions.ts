// postTip, deleteTip, uploadPhoto, deletePhoto: the payloads carry the new edge (or the removed id) and the item with
// its new counts.
import type { MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { offsetToCursor } from '../relay/paging.ts';
import { appendFile } from '../upstream/multipart.ts';
import { routes } from '../upstream/routes.ts';
import { asReviewable, contentGlobalId, contentOf, subjectOf, type ContentType, type SubjectRef } from './ids.ts';
import { ahead, loadReviewable } from './subjects.ts';
import type { RestPhoto, RestTip } from './types.ts';
import { inputId, memberWrite, publish } from './writes.ts';

/** A tip's item with its new count: `subject` for events, experiences and places, `article` for articles. */
function tipSubjectOf(context: GatewayContext, subject: SubjectRef | null) {
  if (!subject) return { subject: null, article: null };
  return subject.kind === 'article'
    ? { subject: null, article: ahead(context.loaders.articles.byId.load(subject.id)) }
    : { subject: loadReviewable(context, subject), article: null };
}

/** A new tip or photo is the newest: the first edge of its list. */
const firstEdge = <T>(node: T) => ({ cursor: offsetToCursor(0), node });

async function remove(context: GatewayContext, type: ContentType, globalId: string, field: string) {
  const target = inputId(context, field, () => contentOf(globalId, type));
  if (!target.value) return { deletedId: null, subject: null, userErrors: target.userErrors };
  const { id, subject } = target.value;
  await memberWrite(
    context,
    'DELETE',
    type === 'Tip' ? routes.tip(subject.kind, id) : routes.photo(asReviewable(subject.kind), id),
  );
  await publish(context, subject, type === 'Tip' ? 'TIP_DELETED' : 'PHOTO_DELETED', { deleted: globalId });
  return { deletedId: globalId, subject, userErrors: [] };
}

export const contributionMutations = {
  postTip: async (_, { input }, context) => {
    const subject = inputId(context, 'subjectId', () =>
      subjectOf(input.subjectId, ['Event', 'Experience', 'Place', 'Article']),
    );
    if (!subject.value) return { tipEdge: null, subject: null, article: null, userErrors: subject.userErrors };
    const { kind, id } = subject.value;
    const json = { entity: id, text: input.text, is_negative: true };
    const { value: tip, userErrors } = await memberWrite<RestTip>(context, 'POST', routes.postTip(kind), { json });
    if (!tip) return { tipEdge: null, subject: null, article: null, userErrors };
    await publish(context, subject.value, 'TIP_ADDED', { tip: contentGlobalId('Tip', tip) });
    return { tipEdge: firstEdge(tip), ...tipSubjectOf(context, subject.value), userErrors: [] };
  },

  deleteTip: async (_, { input }, context) => {
    const { deletedId, subject, userErrors } = await remove(context, 'Tip', input.tipId, 'tipId');
    return { deletedTipId: deletedId, ...tipSubjectOf(context, subject), userErrors };
  },

  uploadPhoto: async (_, { input }, context) => {
    const subject = inputId(context, 'subjectId', () => subjectOf(input.subjectId));
    if (!subject.value) return { photoEdge: null, subject: null, userErrors: subject.userErrors };
    const { kind, id } = subject.value;
    const multipart = new FormData();
    multipart.append('entity', String(id));
    if (input.caption) multipart.append('caption', input.caption);
    await appendFile(multipart, 'image', input.image);
    const { value: photo, userErrors } = await memberWrite<RestPhoto>(
      context,
      'POST',
      routes.postPhoto(asReviewable(kind)),
      {
        multipart,
      },
    );
    if (!photo) return { photoEdge: null, subject: null, userErrors };
    await publish(context, subject.value, 'PHOTO_ADDED', { photo: contentGlobalId('Photo', photo) });
    return { photoEdge: firstEdge(photo), subject: loadReviewable(context, subject.value), userErrors: [] };
  },

  deletePhoto: async (_, { input }, context) => {
    const { deletedId, subject, userErrors } = await remove(context, 'Photo', input.photoId, 'photoId');
    return { deletedPhotoId: deletedId, subject: subject && loadReviewable(context, subject), userErrors };
  },
} satisfies MutationResolvers;
