// Events and experiences: the same handlers registered once per kind (/api/v1/events/..., /api/v1/experiences/...).
import type { FastifyInstance } from 'fastify';
import type { Kind } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import {
  MAX_PAGE_SIZE, offsetPage, offsetPageSchema, offsetQuery, offsetWindow, pagedResults, pagedResultsSchema, pageWindow,
  type OffsetQuery,
} from '../http/paging.ts';
import { booleanFlag, idList, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { findHappening, HAPPENING_ORDERINGS, searchHappenings, type HappeningFilter, type HappeningOrdering } from './queries.ts';
import * as serialize from '../reference/serialize.ts';
import { PERIODS, type Period } from '../time/periods.ts';
import { KINDS, kindPath, type RouteContext } from '../http/context.ts';

type Ordering = HappeningOrdering;

interface SearchQuery extends OffsetQuery {
  text?: string;
  period?: Period;
  category_ids?: string;
  tags_ids?: string;
  audience_ids?: string;
  city_ids?: string;
  event_list_ids?: string;
  experience_list_ids?: string;
  ids?: string;
  include_past?: boolean;
  ordering: Ordering;
}

interface PagesQuery {
  page: number;
  per_page: number;
  search?: string;
  ordering: Ordering;
  city_ids?: string;
  include_past?: boolean;
}

const listIdsParam = (kind: Kind) => (kind === 'event' ? 'event_list_ids' : 'experience_list_ids');
const ordering = { type: 'string', enum: HAPPENING_ORDERINGS, default: 'start_date' } as const;
const includePast = { ...booleanFlag, description: '`true` also returns items that have ended' } as const;

export async function happeningRoutes(app: FastifyInstance, ctx: RouteContext) {
  for (const kind of KINDS) registerKind(app, ctx, kind);
}

function registerKind(app: FastifyInstance, { db, config, urls }: RouteContext, kind: Kind) {
  const path = kindPath(kind);
  const toJson = serialize.happening(urls);
  const item = ref('Happening');
  const tags = [path];

  app.get<{ Querystring: SearchQuery }>(`/${path}/search/`, {
    schema: {
      summary: `Search ${path}`, tags,
      description: 'Without include_past only items that have not ended. period is computed in Asia/Riyadh. ids returns exactly those items, ended ones included.',
      querystring: {
        type: 'object',
        properties: {
          ...offsetQuery,
          text: { ...searchText, description: 'English or Arabic name, summary, description, venue or tag name' },
          period: { type: 'string', enum: PERIODS },
          category_ids: idList, tags_ids: idList, audience_ids: idList, city_ids: idList, [listIdsParam(kind)]: idList, ids: idList,
          language: { type: 'string', enum: ['en', 'ar'], description: 'Accepted for compatibility; both languages are searched' },
          autocomplete: { ...booleanFlag, description: 'Accepted for compatibility; answers are the same' },
          include_past: includePast,
          ordering,
        },
      },
      response: { 200: offsetPageSchema(item), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const filter: HappeningFilter = {
      kind, text: q.text, period: q.period, categoryIds: parseIds(q.category_ids), tagIds: parseIds(q.tags_ids),
      audienceIds: parseIds(q.audience_ids), cityIds: parseIds(q.city_ids), listIds: parseIds(q[listIdsParam(kind)]),
      ids: parseIds(q.ids), includePast: q.include_past,
    };
    const { total, items } = await searchHappenings(db, filter, q.ordering, offsetWindow(q), config.now());
    return offsetPage(q, total, items.map(toJson));
  });

  const ranked = (name: 'recommended' | 'popular', summary: string, filter: Partial<HappeningFilter>, order: Ordering) =>
    app.get<{ Querystring: OffsetQuery & { city_ids?: string } }>(`/${path}/${name}/`, {
      schema: {
        summary, tags,
        querystring: { type: 'object', properties: { ...offsetQuery, city_ids: idList } },
        response: { 200: offsetPageSchema(item), ...errorResponses },
      },
    }, async (request) => {
      const q = request.query;
      const { total, items } = await searchHappenings(db, { kind, cityIds: parseIds(q.city_ids), ...filter }, order,
        offsetWindow(q), config.now());
      return offsetPage(q, total, items.map(toJson));
    });
  ranked('recommended', `Recommended ${path} of the city, upcoming first`, { recommendedOnly: true }, 'start_date');
  ranked('popular', `Popular ${path}: most attended first (not ended)`, {}, '-attendance_count');

  app.get<{ Querystring: PagesQuery }>(`/${path}/`, {
    schema: {
      summary: `${path} page by page`, tags,
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1, default: 1 },
          per_page: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 },
          search: searchText, ordering, city_ids: idList, include_past: includePast,
        },
      },
      response: { 200: pagedResultsSchema(item), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const window = pageWindow(q.page, q.per_page);
    const { total, items } = await searchHappenings(db,
      { kind, text: q.search, cityIds: parseIds(q.city_ids), includePast: q.include_past }, q.ordering, window, config.now());
    return pagedResults(request, urls.base(), q.page, window, total, items.map(toJson));
  });

  app.get<{ Params: { idOrSlug: string } }>(`/${path}/:idOrSlug/`, {
    schema: {
      summary: `One ${kind} by id or slug (ended ones too)`, tags,
      params: { type: 'object', required: ['idOrSlug'], properties: { idOrSlug: { type: 'string', maxLength: 200 } } },
      response: { 200: item, ...errorResponses },
    },
  }, async (request) => {
    const found = await findHappening(db, kind, request.params.idOrSlug);
    if (!found) throw notFound();
    return toJson(found);
  });
}
