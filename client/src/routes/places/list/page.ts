import { placeFiltersFromSearchParams, toPlaceFilterInput } from './placeFilters.ts';
import { definePage } from '../../../routing/pageQuery.ts';
import type { PlaceListScreenQuery } from './__generated__/PlaceListScreenQuery.graphql';

export const placeListPage = definePage<PlaceListScreenQuery>({
  key: 'places:list',
  artifact: () => import('./__generated__/PlaceListScreenQuery.graphql'),
  variables: ({ searchParams }, cityId) => ({
    filter: toPlaceFilterInput(placeFiltersFromSearchParams(searchParams), cityId),
  }),
});
