import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import type { HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';

const artifact = () => import('./__generated__/HomeScreenQuery.graphql');

export const homeLoader = () => loadRouteQuery<HomeScreenQuery>('home', artifact, (session) => ({ cityId: session.settings.city?.id ?? null }));
