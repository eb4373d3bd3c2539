import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow, type PageQuery } from '../http/paging.ts';
import { booleanFlag, idList, idParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { CITY_ORDERINGS, findCity, listCities } from './queries.ts';
import * as serialize from './serialize.ts';
import type { RouteContext } from '../http/context.ts';

interface CitiesQuery extends PageQuery {
  search?: string;
  ordering?: (typeof CITY_ORDERINGS)[number];
  tied_only?: boolean;
  ids?: string;
}

export async function cityRoutes(app: FastifyInstance, { db, config, urls }: RouteContext) {
  app.get<{ Querystring: CitiesQuery }>('/cities/', {
    schema: {
      summary: 'Cities', tags: ['reference'],
      querystring: {
        type: 'object',
        properties: {
          ...pageQuery, search: searchText, ordering: { type: 'string', enum: CITY_ORDERINGS, default: 'sort_order' },
          tied_only: { ...booleanFlag, description: '`true`: only cities with events or experiences that have not ended' },
          ids: idList,
        },
      },
      response: { 200: pagedResultsSchema(ref('City')), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const window = pageWindow(q.page, q.page_size);
    const page = await listCities(db, {
      search: q.search, ids: parseIds(q.ids), ordering: q.ordering, tiedOnly: q.tied_only, window, now: config.now(),
    });
    return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.city));
  });

  app.get<{ Params: { id: number } }>('/cities/:id/', {
    schema: {
      summary: 'One city', tags: ['reference'],
      params: idParams,
      response: { 200: ref('City'), ...errorResponses },
    },
  }, async (request) => {
    const row = await findCity(db, request.params.id);
    if (!row) throw notFound();
    return serialize.city(row);
  });
}
