import type { GatewayContext } from '../graphql/context.ts';
import { namedNodeFields } from '../graphql/fields.ts';
import { pageConnection } from '../relay/connection.ts';
import { pagingWindow } from '../relay/paging.ts';
import { routes } from '../upstream/routes.ts';
import type { Paged, RestCity } from '../upstream/types.ts';

interface CitiesArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
}

export const cityResolvers = {
  Query: {
    cities: (_: unknown, args: CitiesArgs, context: GatewayContext) =>
      pageConnection<RestCity>(async ({ page, pageSize }) => {
        const query = { page, page_size: pageSize, search: args.search?.trim() || undefined, ordering: 'sort_order' };
        const answer = await context.upstream.get<Paged<RestCity>>(routes.cities(query));
        return { count: answer.count, items: answer.results };
      }, pagingWindow(args, 100)),
  },
  City: {
    ...namedNodeFields('City'),
    isDefault: (city: RestCity) => city.is_default,
  },
};
