import { definePage } from '../../../routing/pageQuery.ts';
import type { SharedFavouriteListScreenQuery } from './__generated__/SharedFavouriteListScreenQuery.graphql';

/** A shared list: public, preloaded into the served HTML with its head (server/heads.ts). */
export const sharedFavouriteListPage = definePage<SharedFavouriteListScreenQuery>({
  key: 'favourites:shared',
  artifact: () => import('./__generated__/SharedFavouriteListScreenQuery.graphql'),
  variables: ({ params }) => ({ shareId: params.shareId ?? '' }),
});
