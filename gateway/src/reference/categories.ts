// Categories (per kind), audiences and tags: small reference types with a localized name.
import type { QueryHappeningCategoriesArgs, Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { namedNodeFields } from '../graphql/fields.ts';
import { kindOfEnum, kinds } from '../happenings/kinds.ts';
import type { RestCategory } from '../upstream/types.ts';

export const categoryResolvers = {
  Query: {
    eventCategories: (_: unknown, __: unknown, context: GatewayContext) =>
      context.loaders.reference.categories('event'),
    experienceCategories: (_: unknown, __: unknown, context: GatewayContext) =>
      context.loaders.reference.categories('experience'),
    happeningCategories: (_: unknown, args: QueryHappeningCategoriesArgs, context: GatewayContext) =>
      context.loaders.reference.categories(kindOfEnum(args.kind)),
    audiences: (_: unknown, __: unknown, context: GatewayContext) => context.loaders.reference.audiences(),
  },
  Category: {
    ...namedNodeFields('Category'),
    kind: (category: RestCategory) => kinds[category.kind].enumValue,
  },
  Audience: namedNodeFields('Audience'),
  Tag: namedNodeFields('Tag'),
} satisfies Resolvers;
