// recordStats: tells the upstream that the viewer followed a buy-tickets link.
import type { Resolvers } from '../graphql/__generated__/resolvers.ts';
import { happeningTypeNames, kindOfTypeName, type HappeningTypeName } from '../happenings/kinds.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { routes } from '../upstream/routes.ts';

export const statsResolvers = {
  Mutation: {
    recordStats: async (_, { input }, context) => {
      const { type, id } = expectGlobalId(input.itemId, ...happeningTypeNames);
      await context.upstream.post(routes.stats(), {
        type: input.type.toLowerCase(),
        context: { entity_id: id, entity_type: kindOfTypeName(type as HappeningTypeName) },
      });
      return { recorded: true };
    },
  },
} satisfies Resolvers;
