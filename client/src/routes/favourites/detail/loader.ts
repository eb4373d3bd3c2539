import { definePage } from '../../../routing/pageQuery.ts';
import { pageLoader } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { FavouriteListScreenQuery } from './__generated__/FavouriteListScreenQuery.graphql';

const favouriteListPage = definePage<FavouriteListScreenQuery>({
  key: 'favourites:detail',
  artifact: () => import('./__generated__/FavouriteListScreenQuery.graphql'),
  variables: ({ params }) => ({ id: params.listId ?? '' }),
});

/** Members only: one of their own lists. */
export const favouriteListLoader = requireMember(pageLoader(favouriteListPage));
