import type { QueryCitiesArgs, Resolvers } from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { namedNodeFields } from '../graphql/fields.ts';
import { pageConnection } from '../relay/connection.ts';
import { pagingWindow } from '../relay/paging.ts';
import { routes } from '../upstream/routes.ts';
import { pageItems, type Paged, type RestCity } from '../upstream/types.ts';

export const cityResolvers = {
  Query: {
    cities: (_: unknown, args: QueryCitiesArgs, context: GatewayContext) =>
      pageConnection<RestCity>(
        async ({ page, pageSize }) => {
          const query = { page, page_size: pageSize, search: args.search?.trim() || undefined, ordering: 'sort_order' };
          return pageItems(await context.upstream.get<Paged<RestCity>>(routes.cities(query)));
        },
        pagingWindow(args, 100),
      ),
  },
  City: {
    ...namedNodeFields('City'),
    isDefault: (city: RestCity) => city.is_default,
  },
} satisfies Resolvers;
