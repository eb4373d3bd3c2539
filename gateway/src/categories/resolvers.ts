// Categories (per kind), audiences and tags: small reference types with a localized name.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { kindEnum, namedNodeFields } from '../graphql/fields.ts';
import type { RestCategory } from '../upstream/types.ts';

export const categoryResolvers = {
  Query: {
    eventCategories: (_: unknown, __: unknown, context: GatewayContext) => context.loaders.reference.categories('event'),
    experienceCategories: (_: unknown, __: unknown, context: GatewayContext) => context.loaders.reference.categories('experience'),
    audiences: (_: unknown, __: unknown, context: GatewayContext) => context.loaders.reference.audiences(),
  },
  Category: {
    ...namedNodeFields('Category'),
    kind: (category: RestCategory) => kindEnum(category.kind),
  },
  Audience: namedNodeFields('Audience'),
  Tag: namedNodeFields('Tag'),
} satisfies Resolvers;
