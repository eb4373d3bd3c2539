// Items members write about (events, experiences, places, articles) loaded by kind and id through the domains' own
// by-id loaders.
import type { RestArticle } from '../articles/types.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { isKind } from '../happenings/kinds.ts';
import type { RestHappening, RestPlace } from '../upstream/types.ts';
import { asReviewable, reviewableType, type SubjectRef } from './ids.ts';

export type RestSubject = RestHappening | RestPlace | RestArticle;

export function loadSubject(context: GatewayContext, { kind, id }: SubjectRef): Promise<RestSubject | null> {
  if (kind === 'article') return context.loaders.articles.byId.load(id);
  return kind === 'place' ? context.loaders.places.byId.load(id) : context.loaders.happenings[kind].load(id);
}

/**
 * A payload field loaded ahead of time: when the query does not select it, nobody awaits it, and its failure (the
 * upstream down) must not become an unhandled rejection, which ends the process. Awaited, it still fails.
 */
export function ahead<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

const isArticle = (item: RestSubject): item is RestArticle => 'language' in item && 'summary' in item;

/** Events and experiences carry their kind; articles have a language; places neither. */
export const subjectKind = (item: RestSubject) =>
  isArticle(item) ? 'article' : 'kind' in item && isKind(item.kind) ? item.kind : 'place';

export const subjectTypeName = (item: RestSubject) => reviewableType(subjectKind(item));

/** An event, experience or place (what photos, ratings and the activity feed are about); an article is a bad id. */
export function loadReviewable(context: GatewayContext, ref: SubjectRef): Promise<RestHappening | RestPlace | null> {
  const kind = asReviewable(ref.kind);
  return ahead<RestHappening | RestPlace | null>(
    kind === 'place' ? context.loaders.places.byId.load(ref.id) : context.loaders.happenings[kind].load(ref.id),
  );
}
