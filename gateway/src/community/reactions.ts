// vote, unvote, rate, attend, unattend: members' reactions to content and items; each answers the new counts.
import type { AttendanceStatus, MutationResolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { happeningTypeNames } from '../happenings/kinds.ts';
import { requireSignedIn } from '../members/account.ts';
import { routes } from '../upstream/routes.ts';
import type { Kind } from '../upstream/types.ts';
import { asReviewable, contentOf, subjectOf } from './ids.ts';
import { ahead, loadReviewable } from './subjects.ts';
import type { RestAttendance, RestPhoto, RestRating, RestTip } from './types.ts';
import { inputId, memberCall, memberWrite, publish } from './writes.ts';

async function voting(method: 'POST' | 'DELETE', targetId: string, context: GatewayContext) {
  requireSignedIn(context);
  const target = contentOf(targetId, 'Tip', 'Photo');
  const { kind } = target.subject;
  const isTip = target.type === 'Tip';
  const route = isTip ? routes.tipVote(kind, target.id) : routes.photoVote(asReviewable(kind), target.id);
  const json = isTip ? { vote: true } : { photo: target.id, vote: true };
  const body = method === 'POST' ? { json } : undefined;
  // A vote has no field to get wrong: any refusal is thrown.
  const payload = isTip
    ? { tip: await memberCall<RestTip>(context, method, route, body), photo: null }
    : { tip: null, photo: await memberCall<RestPhoto>(context, method, route, body) };
  await publish(context, target.subject, 'VOTES_CHANGED', isTip ? { tip: targetId } : { photo: targetId });
  return payload;
}

async function attendance(context: GatewayContext, happeningId: string, status: AttendanceStatus | null) {
  requireSignedIn(context);
  const subject = subjectOf(happeningId, happeningTypeNames);
  const kind = subject.kind as Kind;
  const route = status ? routes.attend(kind, subject.id) : routes.unattend(kind, subject.id);
  const answer = await memberCall<RestAttendance>(
    context,
    'POST',
    route,
    status ? { json: { status: status.toLowerCase() } } : undefined,
  );
  context.loaders.community.viewerAttendance[kind].prime(subject.id, { id: subject.id, value: answer.status });
  await publish(context, subject, 'ATTENDANCE_CHANGED');
  return { happening: ahead(context.loaders.happenings[kind].load(subject.id)) };
}

export const reactionMutations = {
  vote: (_, { input }, context) => voting('POST', input.targetId, context),
  unvote: (_, { input }, context) => voting('DELETE', input.targetId, context),

  rate: async (_, { input }, context) => {
    const subject = inputId(context, 'subjectId', () => subjectOf(input.subjectId));
    if (!subject.value) return { subject: null, userErrors: subject.userErrors };
    const { id } = subject.value;
    const kind = asReviewable(subject.value.kind);
    const { value: rating, userErrors } = await memberWrite<RestRating>(context, 'POST', routes.rate(kind, id), {
      json: { value: input.value },
    });
    if (!rating) return { subject: null, userErrors };
    context.loaders.community.viewerRatings[kind].prime(id, { id, value: rating.value });
    await publish(context, subject.value, 'RATING_CHANGED');
    return { subject: loadReviewable(context, subject.value), userErrors: [] };
  },

  attend: (_, { input }, context) => attendance(context, input.happeningId, input.status),
  unattend: (_, { input }, context) => attendance(context, input.happeningId, null),
} satisfies MutationResolvers;
