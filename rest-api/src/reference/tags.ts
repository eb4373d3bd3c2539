import type { FastifyInstance } from 'fastify';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow, type PageQuery } from '../http/paging.ts';
import { idList, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { listTags } from './queries.ts';
import * as serialize from './serialize.ts';
import type { RouteContext } from '../http/context.ts';

export async function tagRoutes(app: FastifyInstance, { db, urls }: RouteContext) {
  app.get<{ Querystring: PageQuery & { search?: string; ids?: string } }>('/tags/', {
    schema: {
      summary: 'Tags', tags: ['reference'],
      querystring: { type: 'object', properties: { ...pageQuery, search: searchText, ids: idList } },
      response: { 200: pagedResultsSchema(ref('Tag')), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const window = pageWindow(q.page, q.page_size);
    const page = await listTags(db, { search: q.search, ids: parseIds(q.ids), window });
    return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.named));
  });
}
