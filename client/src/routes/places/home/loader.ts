import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import type { PlacesHomeScreenQuery } from './__generated__/PlacesHomeScreenQuery.graphql';

const artifact = () => import('./__generated__/PlacesHomeScreenQuery.graphql');

export const placesHomeLoader = () => loadRouteQuery<PlacesHomeScreenQuery>('places', artifact, () => ({}));
