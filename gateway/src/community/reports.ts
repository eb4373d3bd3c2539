// report: a tip, photo, member or place. Reported tips and photos leave the reporter's lists (hiddenId, for Relay's
// @deleteEdge); places have reasons of their own.
import type { MutationResolvers, ReportReason } from '../graphql/__generated__/resolvers.ts';
import { message } from '../messages/catalog.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { routes, type Route } from '../upstream/routes.ts';
import { asReviewable, contentOf, subjectOf, type ContentType, type SubjectRef } from './ids.ts';
import { loadReviewable } from './subjects.ts';
import type { RestReport } from './types.ts';
import { inputId, memberWrite } from './writes.ts';

const PLACE_REASONS: readonly ReportReason[] = ['CLOSED_PERMANENTLY', 'DUPLICATE', 'NOT_REAL'];
const MAX_NOTE = 500;

interface Target {
  route: Route;
  isPlace: boolean;
  /** The reported tip or photo (it leaves the reporter's view). */
  hiddenId: string | null;
  /** The item shown with the payload: a tip's or photo's item, or the reported place. */
  subject: SubjectRef | null;
}

function targetOf(globalId: string): Target {
  const { type, id } = expectGlobalId(globalId, 'Tip', 'Photo', 'Place', 'User');
  if (type === 'User') return { route: routes.userReport(id), isPlace: false, hiddenId: null, subject: null };
  if (type === 'Place')
    return { route: routes.placeReport(id), isPlace: true, hiddenId: null, subject: subjectOf(globalId, ['Place']) };
  const content = contentOf(globalId, type as ContentType);
  const route =
    content.type === 'Tip'
      ? routes.tipReport(content.subject.kind, content.id)
      : routes.photoReport(asReviewable(content.subject.kind), content.id);
  return { route, isPlace: false, hiddenId: globalId, subject: content.subject };
}

export const reportMutations = {
  report: async (_, { input }, context) => {
    const target = inputId(context, 'targetId', () => targetOf(input.targetId));
    if (!target.value) return { hiddenId: null, subject: null, userErrors: target.userErrors };
    const { route, isPlace, hiddenId, subject } = target.value;
    if (PLACE_REASONS.includes(input.reason) !== isPlace) {
      const reasons = message(isPlace ? 'report_place_reason' : 'report_content_reason', context.locale);
      return { hiddenId: null, subject: null, userErrors: [{ field: 'reason', message: reasons }] };
    }
    if (input.note && input.note.length > MAX_NOTE) {
      const tooLong = message('report_note_too_long', context.locale);
      return { hiddenId: null, subject: null, userErrors: [{ field: 'note', message: tooLong }] };
    }
    const json = { reason: input.reason.toLowerCase(), ...(input.note ? { note: input.note } : {}) };
    const { value, userErrors } = await memberWrite<RestReport>(context, 'POST', route, { json });
    if (!value) return { hiddenId: null, subject: null, userErrors };
    // The payload's subject is Reviewable: an article (whose tip was reported) is not one.
    const shown = subject && subject.kind !== 'article' ? loadReviewable(context, subject) : null;
    return { hiddenId, subject: shown, userErrors: [] };
  },
} satisfies MutationResolvers;
