import type { LoaderFunctionArgs } from 'react-router-dom';
import { placeFiltersFromSearchParams, toPlaceFilterInput } from './placeFilters.ts';
import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import type { PlaceListScreenQuery } from './__generated__/PlaceListScreenQuery.graphql';

const artifact = () => import('./__generated__/PlaceListScreenQuery.graphql');

export const placeListLoader = ({ request }: LoaderFunctionArgs) => {
  const filters = placeFiltersFromSearchParams(new URL(request.url).searchParams);
  return loadRouteQuery<PlaceListScreenQuery>('places:list', artifact, (_, cityId) => ({
    filter: toPlaceFilterInput(filters, cityId),
  }));
};
