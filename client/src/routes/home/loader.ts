import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import type { HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';

const artifact = () => import('./__generated__/HomeScreenQuery.graphql');

// The home screen only shows the first route's messages (the rest load with the next screen that needs them).
export const homeLoader = () => loadRouteQuery<HomeScreenQuery>('home', artifact, () => ({}), ['first']);
