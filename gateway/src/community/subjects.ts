// Reviewable items (events, experiences, places) loaded by kind and id through the domains' own by-id loaders.
import type { GatewayContext } from '../graphql/context.ts';
import { isKind } from '../happenings/kinds.ts';
import type { RestHappening, RestPlace } from '../upstream/types.ts';
import { reviewableType, type SubjectRef } from './ids.ts';

export type RestSubject = RestHappening | RestPlace;

export function loadSubject(context: GatewayContext, { kind, id }: SubjectRef): Promise<RestSubject | null> {
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

/** Events and experiences carry their kind; places do not. */
export const subjectKind = (item: RestSubject) => ('kind' in item && isKind(item.kind) ? item.kind : 'place');

export const subjectTypeName = (item: RestSubject) => reviewableType(subjectKind(item));
