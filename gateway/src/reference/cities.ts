import type { QueryCitiesArgs, Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { namedNodeFields } from '../graphql/fields.ts';
import { connectionFromSlice, pageConnection } from '../relay/connection.ts';
import { pagingWindow } from '../relay/paging.ts';
import { routes } from '../upstream/routes.ts';
import { pageItems, type Paged, type RestCity } from '../upstream/types.ts';

export const cityResolvers = {
  Query: {
    cities: async (_: unknown, args: QueryCitiesArgs, context: GatewayContext) => {
      const search = args.search?.trim();
      if (!search) {
        // The whole list in its order (sort_order) is reference data the request has, or will have, anyway (the
        // viewer's city, names by id), shared across requests by the reference cache: no call of its own.
        const { start, first } = pagingWindow(args, 100);
        const all = await context.loaders.reference.cities();
        return connectionFromSlice(all.slice(start, start + first), start, all.length);
      }
      return pageConnection<RestCity>(
        async ({ page, pageSize }) => {
          const query = { page, page_size: pageSize, search, ordering: 'sort_order' };
          return pageItems(await context.upstream.get<Paged<RestCity>>(routes.cities(query)));
        },
        pagingWindow(args, 100),
      );
    },
  },
  City: {
    ...namedNodeFields('City'),
    isDefault: (city: RestCity) => city.is_default,
  },
} satisfies Resolvers;
