// vote, unvote, rate, attend, unattend: members' reactions to content and items; each answers the new counts.
import type { GatewayContext } from '../graphql/context.ts';
import { happeningTypeNames } from '../happenings/kinds.ts';
import { requireSignedIn } from '../members/account.ts';
import { routes } from '../upstream/routes.ts';
import type { Kind } from '../upstream/types.ts';
import { contentOf, subjectOf } from './ids.ts';
import { loadSubject } from './subjects.ts';
import type { RestAttendance, RestPhoto, RestRating, RestTip } from './types.ts';
import { inputId, memberCall, memberWrite, publish } from './writes.ts';

type Args<Input> = { input: Input };

async function voting(method: 'POST' | 'DELETE', targetId: string, context: GatewayContext) {
  requireSignedIn(context);
  const target = contentOf(targetId, 'Tip', 'Photo');
  const { kind } = target.subject;
  const isTip = target.type === 'Tip';
  const route = isTip ? routes.tipVote(kind, target.id) : routes.photoVote(kind, target.id);
  const json = isTip ? { vote: true } : { photo: target.id, vote: true };
  // A vote has no field to get wrong: any refusal is thrown.
  const value = await memberCall<RestTip | RestPhoto>(context, method, route, method === 'POST' ? { json } : undefined);
  await publish(context, target.subject, 'VOTES_CHANGED', isTip ? { tip: targetId } : { photo: targetId });
  return isTip ? { tip: value, photo: null } : { tip: null, photo: value };
}

async function attendance(context: GatewayContext, happeningId: string, status: 'WANT_TO_GO' | 'GOING' | null) {
  requireSignedIn(context);
  const subject = subjectOf(happeningId, happeningTypeNames);
  const kind = subject.kind as Kind;
  const route = status ? routes.attend(kind, subject.id) : routes.unattend(kind, subject.id);
  const answer = await memberCall<RestAttendance>(context, 'POST', route, status ? { json: { status: status.toLowerCase() } } : undefined);
  context.loaders.community.viewerAttendance[kind].prime(subject.id, { id: subject.id, value: answer.status });
  await publish(context, subject, 'ATTENDANCE_CHANGED');
  return { happening: loadSubject(context, subject) };
}

export const reactionMutations = {
  vote: (_: unknown, { input }: Args<{ targetId: string }>, context: GatewayContext) => voting('POST', input.targetId, context),
  unvote: (_: unknown, { input }: Args<{ targetId: string }>, context: GatewayContext) => voting('DELETE', input.targetId, context),

  rate: async (_: unknown, { input }: Args<{ subjectId: string; value: number }>, context: GatewayContext) => {
    const subject = inputId(context, 'subjectId', () => subjectOf(input.subjectId));
    if (!subject.value) return { subject: null, userErrors: subject.userErrors };
    const { kind, id } = subject.value;
    const { value: rating, userErrors } = await memberWrite<RestRating>(context, 'POST', routes.rate(kind, id), { json: { value: input.value } });
    if (!rating) return { subject: null, userErrors };
    context.loaders.community.viewerRatings[kind].prime(id, { id, value: rating.value });
    await publish(context, subject.value, 'RATING_CHANGED');
    return { subject: loadSubject(context, subject.value), userErrors: [] };
  },

  attend: (_: unknown, { input }: Args<{ happeningId: string; status: 'WANT_TO_GO' | 'GOING' }>, context: GatewayContext) =>
    attendance(context, input.happeningId, input.status),
  unattend: (_: unknown, { input }: Args<{ happeningId: string }>, context: GatewayContext) => attendance(context, input.happeningId, null),
};
