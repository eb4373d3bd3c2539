// Field resolvers shared by several types (never copied between domains).
import type { GraphQLResolveInfo } from 'graphql';
import { toGlobalId, type NodeType } from '../relay/globalId.ts';
import { localized, localizedRequired } from '../viewer/locale.ts';
import { thumbnailOf } from '../upstream/mediaUrls.ts';
import type { GatewayContext } from './context.ts';

export type Resolver<Parent = unknown, Args = Record<string, unknown>, Result = unknown> = (
  parent: Parent,
  args: Args,
  context: GatewayContext,
  info: GraphQLResolveInfo,
) => Result | Promise<Result>;


/** `id` (global) and `rawId` of a type backed by a REST object with a numeric id. */
export function nodeFields(type: NodeType) {
  return {
    id: (parent: { id: number }) => toGlobalId(type, parent.id),
    rawId: (parent: { id: number }) => parent.id,
  };
}

/** A field read from `<field>_en` / `<field>_ar` in the viewer's locale. */
export const localizedField =
  (field: string, required = false): Resolver<object> =>
  (parent, _args, context) =>
    required ? localizedRequired(parent, field, context.locale) : localized(parent, field, context.locale);

/** id, rawId, slug and a localized name: the fields of the small reference types. */
export const namedNodeFields = (type: NodeType) => ({ ...nodeFields(type), name: localizedField('name', true) });

/** An Image of an upstream picture (served through the /media/ proxy), or null when there is none. */
export function image(url: string | null, thumbnail: string | null, alt: string, context: GatewayContext) {
  const full = context.mediaUrl(url);
  if (!full) return null;
  return { url: full, thumbnail: context.mediaUrl(thumbnail) ?? thumbnailOf(full), alt };
}
