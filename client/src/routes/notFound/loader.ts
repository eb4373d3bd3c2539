import { loadRouteQuery } from '../../routing/loadRouteQuery.ts';
import query, { type NotFoundScreenQuery } from './__generated__/NotFoundScreenQuery.graphql';

export const notFoundLoader = () => loadRouteQuery<NotFoundScreenQuery>('notFound', query, () => ({}));
