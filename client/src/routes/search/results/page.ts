import { definePage } from '../../../routing/pageQuery.ts';
import { searchStateFromParams, searchVariables } from '../searchParams.ts';
import type { SearchResultsScreenQuery } from './__generated__/SearchResultsScreenQuery.graphql';

export const searchResultsPage = definePage<SearchResultsScreenQuery>({
  key: 'search',
  artifact: () => import('./__generated__/SearchResultsScreenQuery.graphql'),
  variables: ({ searchParams }, cityId) => searchVariables(searchStateFromParams(searchParams), cityId),
});
