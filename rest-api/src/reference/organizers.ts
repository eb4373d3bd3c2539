import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow, type PageQuery } from '../http/paging.ts';
import { idList, idParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { findOrganizer, listOrganizers } from './queries.ts';
import * as serialize from './serialize.ts';
import type { RouteContext } from '../http/context.ts';

export async function organizerRoutes(app: FastifyInstance, { db, urls }: RouteContext) {
  const toJson = serialize.organizer(urls);

  app.get<{ Querystring: PageQuery & { search?: string; ids?: string } }>('/organizers/', {
    schema: {
      summary: 'Organizers', tags: ['reference'],
      querystring: { type: 'object', properties: { ...pageQuery, search: searchText, ids: idList } },
      response: { 200: pagedResultsSchema(ref('Organizer')), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const window = pageWindow(q.page, q.page_size);
    const page = await listOrganizers(db, { search: q.search, ids: parseIds(q.ids), window });
    return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(toJson));
  });

  app.get<{ Params: { id: number } }>('/organizers/:id/', {
    schema: {
      summary: 'One organizer', tags: ['reference'],
      params: idParams,
      response: { 200: ref('Organizer'), ...errorResponses },
    },
  }, async (request) => {
    const row = await findOrganizer(db, request.params.id);
    if (!row) throw notFound();
    return toJson(row);
  });
}
