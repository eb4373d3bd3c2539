// The kind of a happening (event or experience) in every spelling the gateway meets along a request, one row per kind:
// nothing else in the gateway writes `'event' ? 'Event' : 'Experience'`. Places join the rows as a reviewable kind.
import type { ReviewableKind, TipKind } from '../community/types.ts';
import type { Kind } from '../upstream/types.ts';

interface KindNames<Enum extends string, TypeName extends string> {
  /** The REST path segment: `/api/v1/events/...`. */
  rest: string;
  /** The value of the GraphQL enums HappeningKind and ReviewableKind. */
  enumValue: Enum;
  /** The GraphQL object type, which is also the type of its global ids. */
  typeName: TypeName;
}

interface HappeningKindNames extends KindNames<'EVENT' | 'EXPERIENCE', 'Event' | 'Experience'> {
  /** The search parameter that filters by home list. */
  listIdsParam: string;
}

export const kinds = {
  event: { rest: 'events', enumValue: 'EVENT', typeName: 'Event', listIdsParam: 'event_list_ids' },
  experience: {
    rest: 'experiences',
    enumValue: 'EXPERIENCE',
    typeName: 'Experience',
    listIdsParam: 'experience_list_ids',
  },
} as const satisfies Record<Kind, HappeningKindNames>;

export type HappeningTypeName = (typeof kinds)[Kind]['typeName'];

/** Every kind, in a stable order. */
export const happeningKinds = Object.keys(kinds) as Kind[];

/** The GraphQL types of the kinds (Event, Experience). */
export const happeningTypeNames: readonly HappeningTypeName[] = happeningKinds.map((kind) => kinds[kind].typeName);

/** One value per kind: `perKind((kind) => loaderOf(kind))`. */
export const perKind = <T>(make: (kind: Kind) => T) =>
  ({ event: make('event'), experience: make('experience') }) satisfies Record<Kind, T>;

export const isKind = (value: unknown): value is Kind => typeof value === 'string' && Object.hasOwn(kinds, value);

export type HappeningEnum = (typeof kinds)[Kind]['enumValue'];

/** The kind of an ItemKind enum value (the argument of the kind-generic root fields). */
export const kindOfEnum = (value: HappeningEnum): Kind =>
  happeningKinds.find((kind) => kinds[kind].enumValue === value)!;

/** The kind of an Event or Experience type name (of a global id). */
export const kindOfTypeName = (typeName: HappeningTypeName): Kind =>
  happeningKinds.find((kind) => kinds[kind].typeName === typeName)!;

/** What members review (tips, photos, ratings): the happening kinds and places. */
export const reviewableNames = {
  ...kinds,
  place: { rest: 'places', enumValue: 'PLACE', typeName: 'Place' },
} as const satisfies Record<ReviewableKind, KindNames<string, string>>;

/** What members write tips about: the reviewable kinds and articles. */
export const tipSubjectNames = {
  ...reviewableNames,
  article: { rest: 'articles', enumValue: 'ARTICLE', typeName: 'Article' },
} as const satisfies Record<TipKind, KindNames<string, string>>;
export type TipSubjectTypeName = (typeof tipSubjectNames)[TipKind]['typeName'];

type ReviewableNames = (typeof reviewableNames)[ReviewableKind];
export type ReviewableTypeName = ReviewableNames['typeName'];
export type ReviewableEnum = ReviewableNames['enumValue'];

const reviewableKindWhere = (has: (names: ReviewableNames) => boolean) =>
  (Object.keys(reviewableNames) as ReviewableKind[]).find((kind) => has(reviewableNames[kind]))!;

/** The kind of an Event, Experience or Place type name (of a global id). */
export const reviewableKindOfType = (typeName: ReviewableTypeName): ReviewableKind =>
  reviewableKindWhere((names) => names.typeName === typeName);

/** The kind of a ReviewableKind enum value. */
export const reviewableKindOfEnum = (value: ReviewableEnum): ReviewableKind =>
  reviewableKindWhere((names) => names.enumValue === value);
