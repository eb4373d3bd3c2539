import { definePage } from '../../../routing/pageQuery.ts';
import type { ArticleDetailScreenQuery } from './__generated__/ArticleDetailScreenQuery.graphql';

export const articleDetailPage = definePage<ArticleDetailScreenQuery>({
  key: 'articles:detail',
  artifact: () => import('./__generated__/ArticleDetailScreenQuery.graphql'),
  variables: ({ params }) => ({ slug: params.slug ?? '' }),
});
