// Per-request loaders of articles and curated lists: by id, one batched search call each (any article or list that
// arrives in another answer is remembered and not fetched again), and articles' bodies.
import type DataLoader from 'dataloader';
import { byIdsLoader, entityLoader } from '../loaders/byIds.ts';
import { routes } from '../upstream/routes.ts';
import type { UpstreamSession } from '../upstream/session.ts';
import { sourcesOf, type SearchPage } from '../upstream/types.ts';
import type { RestArticle, RestArticleBody, RestCuratedList } from './types.ts';

export interface ArticleLoaders {
  byId: DataLoader<number, RestArticle | null>;
  /** The web-ready body (one call per article: only a detail page asks). */
  body: DataLoader<number, RestArticleBody | null>;
  curatedLists: DataLoader<number, RestCuratedList | null>;
}

export function createArticleLoaders(upstream: UpstreamSession): ArticleLoaders {
  return {
    byId: entityLoader(upstream, 'article', async (ids) =>
      sourcesOf(
        await upstream.get<SearchPage<RestArticle>>(routes.articleSearch({ ids, per_page: ids.length, starting: 0 })),
      ),
    ),
    body: byIdsLoader(async (ids) =>
      Promise.all(ids.map((id) => upstream.get<RestArticleBody>(routes.articleBody(id, { web: true })))),
    ),
    curatedLists: entityLoader(upstream, 'curatedList', async (ids) =>
      sourcesOf(
        await upstream.get<SearchPage<RestCuratedList>>(
          routes.curatedLists({ ids, per_page: ids.length, starting: 0 }),
        ),
      ),
    ),
  };
}
