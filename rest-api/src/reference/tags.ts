import { Type } from '@sinclair/typebox';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow } from '../http/paging.ts';
import { idList, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { listTags } from './queries.ts';
import * as serialize from './serialize.ts';

export const tagRoutes: Routes = async (app, { db, urls }) => {
  app.get(
    '/tags/',
    {
      schema: {
        summary: 'Tags',
        tags: ['reference'],
        querystring: Type.Object({ ...pageQuery, search: Type.Optional(searchText()), ids: Type.Optional(idList()) }),
        response: { 200: pagedResultsSchema(ref('Tag')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const page = await listTags(db, { search: q.search, ids: parseIds(q.ids), window });
      return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.named));
    },
  );
};
