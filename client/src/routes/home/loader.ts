import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import query, { type HomeScreenQuery } from './__generated__/HomeScreenQuery.graphql';

export const homeLoader = () => loadRouteQuery<HomeScreenQuery>('home', query, (session) => ({ cityId: session.settings.city?.id ?? null }));
