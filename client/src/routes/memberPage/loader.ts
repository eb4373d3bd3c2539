import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import query, { type memberPageQuery } from './__generated__/memberPageQuery.graphql';

export const memberPageLoader = (routeKey: string) => () => loadRouteQuery<memberPageQuery>(routeKey, query, () => ({}));
