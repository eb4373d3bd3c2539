import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import type { NotFoundScreenQuery } from './__generated__/NotFoundScreenQuery.graphql';

const artifact = () => import('./__generated__/NotFoundScreenQuery.graphql');

export const notFoundLoader = () => loadRouteQuery<NotFoundScreenQuery>('notFound', artifact, () => ({}));
