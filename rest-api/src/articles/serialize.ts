// Article rows -> the JSON shapes of the Articles section of docs/rest-contract.md.
import type { Urls } from '../http/urls.ts';
import { named } from '../reference/serialize.ts';
import type { Article as ArticleRow } from './queries.ts';
import type { Article } from './schemas.ts';

export const article =
  (urls: Urls) =>
  (row: ArticleRow): Article => ({
    id: row.id,
    share_id: row.shareId,
    slug: row.slug,
    language: row.language,
    title: row.title,
    summary: row.summary,
    cover_image: urls.media('articles', String(row.id)),
    cover_thumbnail: urls.media('articles', String(row.id), 'thumb'),
    source_name: row.sourceName,
    author_name: row.authorName,
    tags: row.tags.map(named),
    city_ids: row.cityIds,
    published_at: row.publishedAt.toISOString(),
    tip_count: row.tipCount,
    translation_id: row.translationId,
  });
