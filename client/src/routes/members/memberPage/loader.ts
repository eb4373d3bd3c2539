import { loadRouteQuery } from '../../../routing/loadRouteQuery.ts';
import type { memberPageQuery } from './__generated__/memberPageQuery.graphql';

const artifact = () => import('./__generated__/memberPageQuery.graphql');

export const memberPageLoader = (routeKey: string) => () =>
  loadRouteQuery<memberPageQuery>(routeKey, artifact, () => ({}));
