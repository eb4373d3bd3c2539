// Events and experiences: the same handlers registered once per kind (/api/v1/events/..., /api/v1/experiences/...).
import { Type, type TOptional, type TString } from '@sinclair/typebox';
import { FieldErrorsError, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import {
  MAX_PAGE_SIZE,
  offsetPage,
  offsetPageSchema,
  offsetQuery,
  offsetQueryUpTo,
  LIST_ITEMS_PAGE_SIZE,
  offsetWindow,
  pagedResults,
  pagedResultsSchema,
  pageWindow,
} from '../http/paging.ts';
import { booleanFlag, idList, idOrSlugParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes, type TypedApp } from '../http/typebox.ts';
import type { RouteContext } from '../http/context.ts';
import { viewerOf } from '../community/http.ts';
import { dayInterval, PERIODS } from '../time/periods.ts';
import { KINDS, kindPath, listIdsParam, type Kind } from './kind.ts';
import {
  findHappening,
  HAPPENING_ORDERINGS,
  searchHappenings,
  type HappeningFilter,
  type HappeningOrdering,
} from './queries.ts';
import * as serialize from './serialize.ts';

const ordering = () => Defaulted(StringEnum(HAPPENING_ORDERINGS, { default: 'start_date' }));
const includePast = () => Type.Optional(booleanFlag('`true` also returns items that have ended'));
const ids = () => Type.Optional(idList());

/** The kind's home-list filter (event_list_ids or experience_list_ids). */
const listIdsFilter = <K extends string>(name: K) => ({ [name]: ids() }) as { [P in K]: TOptional<TString> };

export const happeningRoutes: Routes = async (app, ctx) => {
  for (const kind of KINDS) registerKind(app, ctx, kind);
};

function registerKind(app: TypedApp, { db, config, urls }: RouteContext, kind: Kind) {
  const path = kindPath(kind);
  const toJson = serialize.happening(urls);
  const item = ref('Happening');
  const tags = [path];

  app.get(
    `/${path}/search/`,
    {
      schema: {
        summary: `Search ${path}`,
        tags,
        description:
          'Without include_past only items that have not ended. period is computed in Asia/Riyadh. ids returns exactly those items, ended ones included. With text, an item named exactly so comes first, then names holding it as whole words, then other literal matches, and last the items found by their romanised key only; ordering breaks ties.',
        querystring: Type.Object({
          ...offsetQueryUpTo(
            LIST_ITEMS_PAGE_SIZE,
            `at most ${MAX_PAGE_SIZE}, or ${LIST_ITEMS_PAGE_SIZE} with ${listIdsParam(kind)}`,
          ),
          text: Type.Optional(
            searchText({
              description: 'English or Arabic name, summary, description, venue or tag name',
            }),
          ),
          period: Type.Optional(StringEnum(PERIODS)),
          date: Type.Optional(
            Type.String({ format: 'date', description: 'YYYY-MM-DD: items running on that day in Asia/Riyadh' }),
          ),
          category_ids: ids(),
          tags_ids: ids(),
          audience_ids: ids(),
          city_ids: ids(),
          ...listIdsFilter(listIdsParam(kind)),
          ids: ids(),
          language: Type.Optional(
            StringEnum(['en', 'ar'], {
              description: 'Accepted for compatibility; both languages are searched',
            }),
          ),
          autocomplete: Type.Optional(booleanFlag('Accepted for compatibility; answers are the same')),
          include_past: includePast(),
          ordering: ordering(),
        }),
        response: { 200: offsetPageSchema(item), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      if (q.per_page > MAX_PAGE_SIZE && !q[listIdsParam(kind)])
        throw new FieldErrorsError({ per_page: [message('max_value', { limit: MAX_PAGE_SIZE })] });
      const filter: HappeningFilter = {
        kind,
        text: q.text,
        period: q.period,
        day: q.date === undefined ? undefined : dayInterval(q.date),
        categoryIds: parseIds(q.category_ids),
        tagIds: parseIds(q.tags_ids),
        audienceIds: parseIds(q.audience_ids),
        cityIds: parseIds(q.city_ids),
        listIds: parseIds(q[listIdsParam(kind)]),
        ids: parseIds(q.ids),
        includePast: q.include_past,
      };
      const { total, items } = await searchHappenings(
        db,
        filter,
        q.ordering,
        offsetWindow(q),
        config.now(),
        viewerOf(request),
        { rankByText: true },
      );
      return offsetPage(q, total, items.map(toJson));
    },
  );

  const ranked = (
    name: 'recommended' | 'popular',
    summary: string,
    filter: Partial<HappeningFilter>,
    order: HappeningOrdering,
  ) =>
    app.get(
      `/${path}/${name}/`,
      {
        schema: {
          summary,
          tags,
          querystring: Type.Object({ ...offsetQuery, city_ids: ids() }),
          response: { 200: offsetPageSchema(item), ...errorResponses },
        },
      },
      async (request) => {
        const q = request.query;
        const { total, items } = await searchHappenings(
          db,
          { kind, cityIds: parseIds(q.city_ids), ...filter },
          order,
          offsetWindow(q),
          config.now(),
          viewerOf(request),
        );
        return offsetPage(q, total, items.map(toJson));
      },
    );
  ranked('recommended', `Recommended ${path} of the city, upcoming first`, { recommendedOnly: true }, 'start_date');
  ranked('popular', `Popular ${path}: most attended first (not ended)`, {}, '-attendance_count');

  app.get(
    `/${path}/`,
    {
      schema: {
        summary: `${path} page by page`,
        tags,
        querystring: Type.Object({
          page: Defaulted(Type.Integer({ minimum: 1, default: 1 })),
          per_page: Defaulted(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })),
          search: Type.Optional(searchText()),
          ordering: ordering(),
          city_ids: ids(),
          include_past: includePast(),
        }),
        response: { 200: pagedResultsSchema(item), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.per_page);
      const { total, items } = await searchHappenings(
        db,
        { kind, text: q.search, cityIds: parseIds(q.city_ids), includePast: q.include_past },
        q.ordering,
        window,
        config.now(),
        viewerOf(request),
      );
      return pagedResults(request, urls.base(), q.page, window, total, items.map(toJson));
    },
  );

  app.get(
    `/${path}/:idOrSlug/`,
    {
      schema: {
        summary: `One ${kind} by id or slug (ended ones too)`,
        tags,
        params: idOrSlugParams,
        response: { 200: item, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findHappening(db, kind, request.params.idOrSlug, viewerOf(request));
      if (!found) throw notFound();
      return toJson(found);
    },
  );
}
