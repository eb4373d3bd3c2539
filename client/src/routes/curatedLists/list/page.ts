import { definePage } from '../../../routing/pageQuery.ts';
import type { CuratedListsScreenQuery } from './__generated__/CuratedListsScreenQuery.graphql';

export const curatedListsPage = definePage<CuratedListsScreenQuery>({
  key: 'curatedLists:list',
  artifact: () => import('./__generated__/CuratedListsScreenQuery.graphql'),
  variables: () => ({}),
});
