// Field resolvers shared by several types (never copied between domains).
import { toGlobalId, type NodeType } from '../relay/globalId.ts';
import { localized, localizedRequired } from '../viewer/locale.ts';
import { thumbnailOf } from '../upstream/mediaUrls.ts';
import type { ResolverFn } from './__generated__/resolvers.ts';
import type { GatewayContext } from './context.ts';

/** A resolver that fits a field of any arguments (it reads none) on any parent of type `Parent`. */
type AnyArgsResolver<Parent, Result> = ResolverFn<Result, Parent, GatewayContext, unknown>;

/** `id` (global) and `rawId` of a type backed by a REST object with a numeric id. */
export function nodeFields(type: NodeType) {
  return {
    id: (parent: { id: number }) => toGlobalId(type, parent.id),
    rawId: (parent: { id: number }) => parent.id,
  };
}

/** A field read from `<field>_en` / `<field>_ar` in the viewer's locale. */
export function localizedField(field: string, required: true): AnyArgsResolver<object, string>;
export function localizedField(field: string, required?: false): AnyArgsResolver<object, string | null>;
export function localizedField(field: string, required = false): AnyArgsResolver<object, string | null> {
  return (parent, _args, context) =>
    required ? localizedRequired(parent, field, context.locale) : localized(parent, field, context.locale);
}

/** id, rawId, slug and a localized name: the fields of the small reference types. */
export const namedNodeFields = (type: NodeType) => ({ ...nodeFields(type), name: localizedField('name', true) });

/** An Image of an upstream picture (served through the /media/ proxy), or null when there is none. */
export function image(url: string | null, thumbnail: string | null, alt: string, context: GatewayContext) {
  const full = context.mediaUrl(url);
  if (!full) return null;
  return { url: full, thumbnail: context.mediaUrl(thumbnail) ?? thumbnailOf(full), alt };
}
