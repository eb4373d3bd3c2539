// Articles: the root fields (articles, article, articleSources, articleTags), the Article type and the reportArticle mutation.
import { tipSubjectResolvers } from '../community/reviewableFields.ts';
import { inputId, memberWrite } from '../community/writes.ts';
import type {
  ArticleFilter,
  ArticleLanguage,
  ArticleRelatedArgs,
  QueryArticleArgs,
  QueryArticlesArgs,
  QueryArticleTagsArgs,
  Resolvers,
} from '../graphql/__generated__/resolvers.ts';
import type { GatewayContext } from '../graphql/context.ts';
import { image, nodeFields } from '../graphql/fields.ts';
import { message } from '../messages/catalog.ts';
import { offsetConnection } from '../relay/connection.ts';
import { expectGlobalId } from '../relay/globalId.ts';
import { checkFirst, pagingWindow } from '../relay/paging.ts';
import { badUserInput, nullIfNotFound } from '../upstream/errors.ts';
import { routes, type Query } from '../upstream/routes.ts';
import { sourcesOf, type Results, type SearchPage } from '../upstream/types.ts';
import { localizedRequired } from '../viewer/locale.ts';
import type { RestArticle, RestArticleSource, RestArticleTag } from './types.ts';

export const MAX_TEXT = 200;
const CONTENT_REASONS = ['SPAM', 'OFFENSIVE', 'MISLEADING', 'OTHER'];
const MAX_NOTE = 500;

/** A list's language for the REST API: the one asked for, `any` for both, else the viewer's. */
const listLanguage = (
  args: { language?: ArticleLanguage | null; anyLanguage?: boolean | null } | null | undefined,
  context: GatewayContext,
) => (args?.anyLanguage ? 'any' : (args?.language?.toLowerCase() ?? context.locale));

/** The search text of a filter: at most MAX_TEXT characters (BAD_USER_INPUT otherwise), blank means none. */
export function searchTextParam(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  if (trimmed && trimmed.length > MAX_TEXT) throw badUserInput(`text must be at most ${MAX_TEXT} characters`);
  return trimmed || undefined;
}

function articleQuery(filter: ArticleFilter | null | undefined, context: GatewayContext): Query {
  return {
    text: searchTextParam(filter?.text),
    autocomplete: filter?.autocomplete || undefined,
    language: listLanguage(filter, context),
    tags_ids: filter?.tagIds?.map((id) => expectGlobalId(id, 'Tag').id),
    city_ids: filter?.cityIds?.map((id) => expectGlobalId(id, 'City').id),
    source: filter?.source?.trim() || undefined,
  };
}

/** Articles of both languages unless the query names one. */
export const searchArticles = async (context: GatewayContext, query: Query) => {
  const page = await context.upstream.get<SearchPage<RestArticle>>(
    routes.articleSearch({ ...query, language: query.language ?? 'any' }),
  );
  return { total: page.hits.total, items: sourcesOf(page) };
};

function articles(args: QueryArticlesArgs, context: GatewayContext) {
  const query = articleQuery(args.filter, context);
  return offsetConnection(
    ({ starting, perPage }) => searchArticles(context, { ...query, starting, per_page: perPage }),
    pagingWindow(args, 20),
  );
}

async function article(args: QueryArticleArgs, context: GatewayContext): Promise<RestArticle | null> {
  if (args.id) return context.loaders.articles.byId.load(expectGlobalId(args.id, 'Article').id);
  const slug = args.slug?.trim();
  const shareId = args.shareId?.trim();
  const route = slug ? routes.article(slug) : shareId ? routes.articleByShareId(shareId) : undefined;
  if (!route) throw badUserInput('Pass the id, the slug or the share id of the article');
  return nullIfNotFound(context.upstream.get<RestArticle>(route));
}

async function related(item: RestArticle, args: ArticleRelatedArgs, context: GatewayContext) {
  const first = checkFirst(args.first, 4, 20);
  if (first === 0) return [];
  const query = { language: item.language, city_ids: item.city_ids, exclude: item.id, per_page: first, starting: 0 };
  return (await searchArticles(context, query)).items;
}

/** The tags articles carry (in a language), by name in the viewer's language. */
async function articleTags(args: QueryArticleTagsArgs, context: GatewayContext) {
  const { results } = await context.upstream.get<Results<RestArticleTag>>(
    routes.articleTags({ language: listLanguage(args, context) }),
  );
  const collator = new Intl.Collator(context.locale);
  const name = (tag: RestArticleTag) => localizedRequired(tag, 'name', context.locale);
  return [...results].sort((a, b) => collator.compare(name(a), name(b)) || a.id - b.id);
}

export const articleResolvers = {
  Query: {
    articles: (_: unknown, args: QueryArticlesArgs, context: GatewayContext) => articles(args, context),
    article: (_: unknown, args: QueryArticleArgs, context: GatewayContext) => article(args, context),
    articleSources: async (_, args, context) =>
      (
        await context.upstream.get<Results<RestArticleSource>>(
          routes.articleSources({ language: listLanguage(args, context) }),
        )
      ).results,
    articleTags: (_, args, context) => articleTags(args, context),
  },
  Article: {
    ...nodeFields('Article'),
    slug: (item) => item.slug,
    shareId: (item) => item.share_id,
    language: (item) => (item.language === 'ar' ? 'AR' : 'EN'),
    title: (item) => item.title,
    summary: (item) => item.summary,
    body: async (item, _, context) => {
      const body = await context.loaders.articles.body.load(item.id);
      if (!body) throw new Error(`The body of article ${item.id} was not found`);
      return body.body;
    },
    cover: (item, _, context) => image(item.cover_image, item.cover_thumbnail, item.title, context),
    source: (item) => item.source_name,
    author: (item) => item.author_name,
    tags: (item) => item.tags,
    cities: async (item, _, context) =>
      (await Promise.all(item.city_ids.map((id) => context.loaders.reference.city(id)))).filter(
        (city) => city !== null,
      ),
    publishedAt: (item) => item.published_at,
    ...tipSubjectResolvers('article'),
    translation: (item, _, context) =>
      item.translation_id === null ? null : context.loaders.articles.byId.load(item.translation_id),
    related: (item, args, context) => related(item, args, context),
  },
  ArticleSource: {
    name: (source) => source.name,
    articleCount: (source) => source.article_count,
  },
  Mutation: {
    reportArticle: async (_, { input }, context) => {
      const target = inputId(context, 'articleId', () => expectGlobalId(input.articleId, 'Article').id);
      if (target.value === null) return { article: null, userErrors: target.userErrors };
      if (!CONTENT_REASONS.includes(input.reason)) {
        const reasons = message('report_content_reason', context.locale);
        return { article: null, userErrors: [{ field: 'reason', message: reasons }] };
      }
      if (input.note && input.note.length > MAX_NOTE) {
        const tooLong = message('report_note_too_long', context.locale);
        return { article: null, userErrors: [{ field: 'note', message: tooLong }] };
      }
      // The contract sends this report as form data.
      const form = { reason: input.reason.toLowerCase(), ...(input.note ? { note: input.note } : {}) };
      const { value, userErrors } = await memberWrite(context, 'POST', routes.articleReport(target.value), { form });
      if (!value) return { article: null, userErrors };
      return { article: context.loaders.articles.byId.load(target.value), userErrors: [] };
    },
  },
} satisfies Resolvers;
