import { definePage } from '../../routing/pageQuery.ts';
import type { NotFoundScreenQuery } from './__generated__/NotFoundScreenQuery.graphql';

export const notFoundPage = definePage<NotFoundScreenQuery>({
  key: 'notFound',
  artifact: () => import('./__generated__/NotFoundScreenQuery.graphql'),
  variables: () => ({}),
});
