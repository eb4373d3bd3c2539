// Global ids of the community: reviewable items (Event, Experience, Place) and their tips and photos.
//
// The REST API addresses a tip or photo through its item's kind (`/events/tips/5/`) and has no single-tip GET, so a
// Tip or Photo global id carries its item too: `Tip:<n>` where the digits of n are the kind (1 digit), the length of
// the item id (1 digit), the item id, then the tip id. Opaque to clients like every global id.
import { badUserInput } from '../upstream/errors.ts';
import { tipSubjectNames, type TipSubjectTypeName } from '../happenings/kinds.ts';
import { expectGlobalId, toGlobalId } from '../relay/globalId.ts';
import { tipKinds, type ReviewableKind, type TipKind } from './types.ts';

export type ContentType = 'Tip' | 'Photo';
export type ReviewableType = TipSubjectTypeName;

/** An item members write about: its kind and REST id. */
export interface SubjectRef {
  kind: TipKind;
  id: number;
}

/** A tip or photo: its REST id and its item. */
export interface ContentRef {
  type: ContentType;
  id: number;
  subject: SubjectRef;
}

export const reviewableType = (kind: TipKind): ReviewableType => tipSubjectNames[kind].typeName;

const kindOfType = (typeName: ReviewableType): TipKind =>
  tipKinds.find((kind) => tipSubjectNames[kind].typeName === typeName)!;

export const subjectGlobalId = ({ kind, id }: SubjectRef): string => toGlobalId(reviewableType(kind), id);

/** The item of an Event, Experience or Place global id (or of those `types` only); another id is BAD_USER_INPUT. */
export function subjectOf(
  globalId: string,
  types: readonly ReviewableType[] = ['Event', 'Experience', 'Place'],
): SubjectRef {
  const { type, id } = expectGlobalId(globalId, ...types);
  return { kind: kindOfType(type as ReviewableType), id };
}

/** The packed number of a tip or photo (see the top of this file). */
export function packContentId(id: number, subject: SubjectRef): string {
  const item = String(subject.id);
  return `${tipKinds.indexOf(subject.kind) + 1}${item.length}${item}${id}`;
}

/** The tip or photo behind a packed number, or null when the digits do not unpack. */
export function unpackContentId(type: ContentType, packed: number | string): ContentRef | null {
  const digits = String(packed);
  const kind = tipKinds[Number(digits[0]) - 1];
  const itemLength = Number(digits[1]);
  const item = digits.slice(2, 2 + itemLength);
  const id = digits.slice(2 + itemLength);
  if (!kind || !itemLength || !/^[1-9][0-9]*$/.test(item) || !/^[1-9][0-9]*$/.test(id)) return null;
  return { type, id: Number(id), subject: { kind, id: Number(item) } };
}

export const contentGlobalId = (
  type: ContentType,
  content: { id: number; entity_type: TipKind; entity_id: number },
): string => toGlobalId(type, packContentId(content.id, { kind: content.entity_type, id: content.entity_id }));

/** The tip or photo of a global id of one of `types`; another or a malformed id is BAD_USER_INPUT 'Invalid id'. */
export function contentOf(globalId: string, ...types: ContentType[]): ContentRef {
  const { type, id } = expectGlobalId(globalId, ...types);
  const content = unpackContentId(type as ContentType, id);
  if (!content) throw badUserInput('Invalid id');
  return content;
}

/** The kind of a photo's, rating's or vote's item: articles take tips only, so an article there is a bad id. */
export function asReviewable(kind: TipKind): ReviewableKind {
  if (kind === 'article') throw badUserInput('Invalid id');
  return kind;
}
