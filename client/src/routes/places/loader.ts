import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import query, { type PlacesHomeScreenQuery } from './__generated__/PlacesHomeScreenQuery.graphql';

export const placesHomeLoader = () => loadRouteQuery<PlacesHomeScreenQuery>('places', query, () => ({}));
