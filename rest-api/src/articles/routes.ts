// Articles: search, one by id, slug or share id, the body, the sources, and the report (form data). Tips on
// articles are the community's tip routes (community/kinds.ts, TIP_KINDS).
import { Type } from '@sinclair/typebox';
import { reportBody, viewerOf } from '../community/http.ts';
import { CONTENT_REPORT_REASONS, fileReport } from '../community/reports.ts';
import * as community from '../community/serialize.ts';
import { memberId, requireMember } from '../http/auth.ts';
import { notFound } from '../http/errors.ts';
import { offsetPage, offsetPageSchema, offsetQuery, offsetWindow, resultsSchema } from '../http/paging.ts';
import { booleanFlag, idList, idOrSlugParams, idParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes } from '../http/typebox.ts';
import { bearerAuth } from '../members/schemas.ts';
import { forWeb } from './html.ts';
import {
  articleExists,
  articleSources,
  articleTags,
  findArticle,
  findArticleBody,
  searchArticles,
  type ArticleKey,
} from './queries.ts';
import { named } from '../reference/serialize.ts';
import { ARTICLE_LANGUAGES } from './schemas.ts';
import { listLanguage, listLanguageParam } from './listLanguage.ts';
import * as serialize from './serialize.ts';

const tags = ['articles'];
const language = (description: string) => Type.Optional(StringEnum(ARTICLE_LANGUAGES, { description }));
const lang = { lang: language('only an article written in this language') };

export const articleRoutes: Routes = async (app, { db, config, urls }) => {
  const toJson = serialize.article(urls);
  // The report may come as form data (the contract) or JSON.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/articles/search/',
    {
      schema: {
        summary: 'Search articles, newest first (titles that match first when there is text)',
        tags,
        description:
          'Text is compared normalized (Arabic letter forms and diacritics folded) with the title, summary, body and ' +
          'tag names; autocomplete=true compares it with titles only.',
        querystring: Type.Object({
          ...offsetQuery,
          text: Type.Optional(searchText()),
          autocomplete: Type.Optional(booleanFlag('`true`: match titles only, as the user types')),
          language: listLanguageParam('articles written in this language (with ids: only when given)'),
          tags_ids: Type.Optional(idList()),
          city_ids: Type.Optional(idList()),
          source: Type.Optional(Type.String({ maxLength: 200, description: 'source_name, exactly' })),
          ids: Type.Optional(idList()),
          exclude: Type.Optional(Type.Integer({ description: 'left out (the article being read)' })),
        }),
        response: { 200: offsetPageSchema(ref('Article')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const { total, items } = await searchArticles(
        db,
        {
          text: q.text,
          autocomplete: q.autocomplete,
          language: listLanguage(request, q.language, q.ids !== undefined),
          tagIds: parseIds(q.tags_ids),
          cityIds: parseIds(q.city_ids),
          source: q.source,
          ids: parseIds(q.ids),
          excludeId: q.exclude,
        },
        offsetWindow(q),
        viewerOf(request),
      );
      return offsetPage(q, total, items.map(toJson));
    },
  );

  app.get(
    '/articles/sources/',
    {
      schema: {
        summary: 'The sources articles come from, with their article counts',
        tags,
        querystring: Type.Object({ language: listLanguageParam('count articles written in this language only') }),
        response: { 200: resultsSchema(ref('ArticleSource')), ...errorResponses },
      },
    },
    async (request) => ({
      results: (await articleSources(db, listLanguage(request, request.query.language))).map((s) => ({
        name: s.name,
        article_count: s.articleCount,
      })),
    }),
  );

  app.get(
    '/articles/tags/',
    {
      schema: {
        summary: 'The tags articles carry, with their article counts, by English name',
        tags,
        querystring: Type.Object({ language: listLanguageParam('count articles written in this language only') }),
        response: { 200: resultsSchema(ref('ArticleTag')), ...errorResponses },
      },
    },
    async (request) => ({
      results: (await articleTags(db, listLanguage(request, request.query.language))).map((row) => ({
        ...named(row.tag),
        article_count: row.articleCount,
      })),
    }),
  );

  const one = async (
    key: ArticleKey,
    language: (typeof ARTICLE_LANGUAGES)[number] | undefined,
    viewerId: number | null,
  ) => {
    const found = await findArticle(db, key, language, viewerId);
    if (!found) throw notFound();
    return toJson(found);
  };
  const body = async (key: ArticleKey, language: (typeof ARTICLE_LANGUAGES)[number] | undefined, web: boolean) => {
    const found = await findArticleBody(db, key, language);
    if (!found) throw notFound();
    return { id: found.id, language: found.language, web, body: web ? forWeb(found.body) : found.body };
  };
  const bodyQuery = Type.Object({
    ...lang,
    web: Defaulted(Type.Boolean({ default: false, description: '`true`: the body made ready for a web page' })),
  });

  app.get(
    '/articles/share/:shareId/',
    {
      schema: {
        summary: 'One article by its share id',
        tags,
        params: Type.Object({ shareId: Type.String({ maxLength: 40 }) }),
        querystring: Type.Object(lang),
        response: { 200: ref('Article'), ...errorResponses },
      },
    },
    async (request) => one({ shareId: request.params.shareId }, request.query.lang, viewerOf(request)),
  );

  app.get(
    '/articles/share/:shareId/body/',
    {
      schema: {
        summary: "An article's body by the article's share id",
        tags,
        params: Type.Object({ shareId: Type.String({ maxLength: 40 }) }),
        querystring: bodyQuery,
        response: { 200: ref('ArticleBody'), ...errorResponses },
      },
    },
    async (request) => body({ shareId: request.params.shareId }, request.query.lang, request.query.web),
  );

  app.get(
    '/articles/:idOrSlug/',
    {
      schema: {
        summary: 'One article by id or slug',
        tags,
        params: idOrSlugParams,
        querystring: Type.Object(lang),
        response: { 200: ref('Article'), ...errorResponses },
      },
    },
    async (request) => one({ idOrSlug: request.params.idOrSlug }, request.query.lang, viewerOf(request)),
  );

  app.get(
    '/articles/:idOrSlug/body/',
    {
      schema: {
        summary: "An article's body by the article's id or slug",
        tags,
        params: idOrSlugParams,
        querystring: bodyQuery,
        response: { 200: ref('ArticleBody'), ...errorResponses },
      },
    },
    async (request) => body({ idOrSlug: request.params.idOrSlug }, request.query.lang, request.query.web),
  );

  app.post(
    '/articles/:id/report/',
    {
      onRequest: requireMember,
      schema: {
        summary: 'Report an article (form data or JSON); reporting again answers 200 with the first report',
        tags,
        security: bearerAuth,
        params: idParams,
        body: reportBody(CONTENT_REPORT_REASONS),
        response: { 200: ref('Report'), 201: ref('Report'), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await articleExists(db, request.params.id))) throw notFound();
      const { report, created } = await fileReport(
        db,
        memberId(request),
        'article',
        request.params.id,
        request.body,
        config.now(),
      );
      return reply.code(created ? 201 : 200).send(community.report(report));
    },
  );
};
