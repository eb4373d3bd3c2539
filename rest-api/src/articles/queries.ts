// Articles: the search with the filters of the contract (text, autocomplete, language, tags, cities, source, ids), the
// lookups by id, slug or share id, the sources and the tags. Tags and cities come in the same query as the rows (correlated
// subqueries), so every read is one or two queries whatever the page size.
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import type { ArticleLanguage } from '../db/schema.ts';
import { likePattern } from '../db/sql-helpers.ts';
import type { Window } from '../http/paging.ts';
import { normalizeSearchText } from '../places/normalize.ts';
import { romanisedMatch } from '../search/keys.ts';
import { TIP, visiblePostCount } from '../community/posts.ts';

export interface ArticleFilter {
  text?: string;
  /** match the title only (as you type) */
  autocomplete?: boolean;
  language?: ArticleLanguage;
  tagIds?: number[];
  cityIds?: number[];
  source?: string;
  ids?: number[];
  excludeId?: number;
}

type TagRow = Pick<typeof t.tags.$inferSelect, 'id' | 'slug' | 'nameEn' | 'nameAr'>;
export type Article = Omit<typeof t.articles.$inferSelect, 'body' | 'searchText' | 'searchKey' | 'searchShortKey'> & {
  tags: TagRow[];
  cityIds: number[];
};

const a = t.articles;
/** search_text is "title | the rest", normalized: the part before the bar is the title. */
export const TITLE_SEPARATOR = ' | ';

const tagsOf = sql<
  { id: number; slug: string; name_en: string; name_ar: string }[]
>`coalesce((SELECT json_agg(json_build_object('id', tg.id, 'slug', tg.slug, 'name_en', tg.name_en, 'name_ar', tg.name_ar) ORDER BY tg.id) FROM article_tags at JOIN tags tg ON tg.id = at.tag_id WHERE at.article_id = articles.id), '[]'::json)`;
const cityIdsOf = sql<
  number[]
>`array(SELECT ac.city_id FROM article_cities ac WHERE ac.article_id = articles.id ORDER BY ac.city_id)`;

/** An article's columns with its tags, cities and the tips the viewer sees (as its tips list counts them). */
const selection = (db: Db, viewerId: number | null) => ({
  id: a.id,
  shareId: a.shareId,
  slug: a.slug,
  language: a.language,
  title: a.title,
  summary: a.summary,
  sourceName: a.sourceName,
  authorName: a.authorName,
  motif: a.motif,
  publishedAt: a.publishedAt,
  tipCount: visiblePostCount(db, TIP, 'article', sql`"articles"."id"`, viewerId),
  translationId: a.translationId,
  tags: tagsOf,
  cityIds: cityIdsOf,
});

type Selected = { [K in keyof ReturnType<typeof selection>]: unknown } & Record<string, unknown>;

const toArticle = (row: Selected): Article => {
  const tags = (typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags) as {
    id: number;
    slug: string;
    name_en: string;
    name_ar: string;
  }[];
  return {
    ...(row as unknown as Article),
    publishedAt: new Date(row.publishedAt as string | Date),
    tags: tags.map((tag) => ({ id: tag.id, slug: tag.slug, nameEn: tag.name_en, nameAr: tag.name_ar })),
    cityIds: (row.cityIds as (number | string)[]).map(Number),
  };
};

function textCondition(text: string, autocomplete: boolean | undefined): SQL | undefined {
  const normalized = normalizeSearchText(text);
  if (!normalized) return undefined;
  const target = autocomplete ? sql`split_part(${a.searchText}, ${TITLE_SEPARATOR}, 1)` : a.searchText;
  const literal = sql`${target} ILIKE ${likePattern(normalized)}`;
  // the romanised key of the title, in both modes (docs/search.md#romanised-search)
  const romanised = romanisedMatch(a, text);
  return romanised ? or(literal, romanised) : literal;
}

function conditions(f: ArticleFilter): SQL | undefined {
  return and(
    f.ids ? inArray(a.id, f.ids) : undefined,
    f.excludeId !== undefined ? ne(a.id, f.excludeId) : undefined,
    f.text ? textCondition(f.text, f.autocomplete) : undefined,
    f.language ? eq(a.language, f.language) : undefined,
    f.source ? eq(a.sourceName, f.source) : undefined,
    f.tagIds
      ? sql`EXISTS (SELECT 1 FROM article_tags x WHERE x.article_id = articles.id AND x.tag_id IN ${f.tagIds})`
      : undefined,
    f.cityIds
      ? sql`EXISTS (SELECT 1 FROM article_cities x WHERE x.article_id = articles.id AND x.city_id IN ${f.cityIds})`
      : undefined,
  );
}

export async function searchArticles(db: Db, f: ArticleFilter, window: Window, viewerId: number | null) {
  const where = conditions(f);
  const text = f.text ? normalizeSearchText(f.text) : '';
  const relevance = text
    ? [sql`(split_part(${a.searchText}, ${TITLE_SEPARATOR}, 1) ILIKE ${likePattern(text)}) DESC`]
    : [];
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(a).where(where),
    db
      .select(selection(db, viewerId))
      .from(a)
      .where(where)
      .orderBy(...relevance, desc(a.publishedAt), desc(a.id))
      .offset(window.offset)
      .limit(window.limit),
  ]);
  return { total: total.n, items: rows.map(toArticle) };
}

export type ArticleKey = { idOrSlug: string } | { shareId: string };

const keyCondition = (key: ArticleKey, language: ArticleLanguage | undefined) =>
  and(
    'shareId' in key
      ? eq(a.shareId, key.shareId)
      : /^\d{1,9}$/.test(key.idOrSlug)
        ? eq(a.id, Number(key.idOrSlug))
        : eq(a.slug, key.idOrSlug),
    language ? eq(a.language, language) : undefined,
  );

export async function findArticle(
  db: Db,
  key: ArticleKey,
  language: ArticleLanguage | undefined,
  viewerId: number | null,
): Promise<Article | undefined> {
  const [row] = await db.select(selection(db, viewerId)).from(a).where(keyCondition(key, language));
  return row && toArticle(row);
}

export async function findArticleBody(db: Db, key: ArticleKey, language?: ArticleLanguage) {
  const [row] = await db
    .select({ id: a.id, language: a.language, body: a.body })
    .from(a)
    .where(keyCondition(key, language));
  return row;
}

export async function articleExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: a.id }).from(a).where(eq(a.id, id))).length > 0;
}

/** The sources with how many articles each has (in the language, when given). */
export async function articleSources(db: Db, language: ArticleLanguage | undefined) {
  return db
    .select({ name: a.sourceName, articleCount: count() })
    .from(a)
    .where(language ? eq(a.language, language) : undefined)
    .groupBy(a.sourceName)
    .orderBy(a.sourceName);
}

/** The tags articles carry (in the language, when given) with how many articles carry each, by English name. */
export async function articleTags(db: Db, language: ArticleLanguage | undefined) {
  return db
    .select({ tag: t.tags, articleCount: count() })
    .from(t.articleTags)
    .innerJoin(t.tags, eq(t.tags.id, t.articleTags.tagId))
    .innerJoin(a, eq(a.id, t.articleTags.articleId))
    .where(language ? eq(a.language, language) : undefined)
    .groupBy(t.tags.id)
    .orderBy(t.tags.nameEn, t.tags.id);
}
