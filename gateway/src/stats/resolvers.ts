// recordStats: tells the upstream that the viewer followed a buy-tickets link.
import type { GatewayContext } from '../graphql/context.ts';
import { happeningTypeNames, kindOfTypeName, type HappeningTypeName } from '../happenings/kinds.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { routes } from '../upstream/routes.ts';

interface RecordStatsInput {
  type: 'BUY_TICKETS';
  itemId: string;
}

export const statsResolvers = {
  Mutation: {
    recordStats: async (_: unknown, { input }: { input: RecordStatsInput }, context: GatewayContext) => {
      const { type, id } = expectGlobalId(input.itemId, ...happeningTypeNames);
      await context.upstream.post(routes.stats(), {
        type: input.type.toLowerCase(),
        context: { entity_id: id, entity_type: kindOfTypeName(type as HappeningTypeName) },
      });
      return { recorded: true };
    },
  },
};
