import { definePage } from '../../../routing/pageQuery.ts';
import { pageLoader } from '../../../routing/loadRouteQuery.ts';
import { requireMember } from '../../../routing/sessionGuards.ts';
import type { FavouriteListsScreenQuery } from './__generated__/FavouriteListsScreenQuery.graphql';

const favouriteListsPage = definePage<FavouriteListsScreenQuery>({
  key: 'favourites:lists',
  artifact: () => import('./__generated__/FavouriteListsScreenQuery.graphql'),
  variables: () => ({}),
});

/** Members only: a visitor is sent to sign in and comes back. */
export const favouriteListsLoader = requireMember(pageLoader(favouriteListsPage));
