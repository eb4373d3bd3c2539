import type { FastifyInstance } from 'fastify';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow, type PageQuery } from '../http/paging.ts';
import { idList, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { CATEGORY_ORDERINGS, listCategories } from '../reference/queries.ts';
import * as serialize from '../reference/serialize.ts';
import { KINDS, kindPath, type RouteContext } from '../http/context.ts';

interface CategoriesQuery extends PageQuery {
  search?: string;
  ordering?: (typeof CATEGORY_ORDERINGS)[number];
  ids?: string;
}

export async function categoryRoutes(app: FastifyInstance, { db, urls }: RouteContext) {
  for (const kind of KINDS) {
    app.get<{ Querystring: CategoriesQuery }>(`/${kindPath(kind)}/categories/`, {
      schema: {
        summary: `Categories of ${kindPath(kind)}`, tags: ['reference'],
        querystring: {
          type: 'object',
          properties: { ...pageQuery, search: searchText, ordering: { type: 'string', enum: CATEGORY_ORDERINGS, default: 'id' }, ids: idList },
        },
        response: { 200: pagedResultsSchema(ref('Category')), ...errorResponses },
      },
    }, async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const page = await listCategories(db, kind, { search: q.search, ids: parseIds(q.ids), ordering: q.ordering, window });
      return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.category));
    });
  }
}
