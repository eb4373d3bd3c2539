import { definePage } from '../../../routing/pageQuery.ts';
import type { CuratedListScreenQuery } from './__generated__/CuratedListScreenQuery.graphql';

export const curatedListPage = definePage<CuratedListScreenQuery>({
  key: 'curatedLists:detail',
  artifact: () => import('./__generated__/CuratedListScreenQuery.graphql'),
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
});
