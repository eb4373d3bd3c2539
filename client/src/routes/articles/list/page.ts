import { definePage } from '../../../routing/pageQuery.ts';
import { filtersFromSearchParams, languageInput, toFilterInput } from './articleFilters.ts';
import type { ArticleListScreenQuery } from './__generated__/ArticleListScreenQuery.graphql';

export const articleListPage = definePage<ArticleListScreenQuery>({
  key: 'articles:list',
  artifact: () => import('./__generated__/ArticleListScreenQuery.graphql'),
  variables: ({ searchParams }) => {
    const filters = filtersFromSearchParams(searchParams);
    return { filter: toFilterInput(filters), ...languageInput(filters) };
  },
});
