import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow } from '../http/paging.ts';
import { idList, idParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { findOrganizer, listOrganizers } from './queries.ts';
import * as serialize from './serialize.ts';

export const organizerRoutes: Routes = async (app, { db, urls }) => {
  const toJson = serialize.organizer(urls);

  app.get(
    '/organizers/',
    {
      schema: {
        summary: 'Organizers',
        tags: ['reference'],
        querystring: Type.Object({ ...pageQuery, search: Type.Optional(searchText()), ids: Type.Optional(idList()) }),
        response: { 200: pagedResultsSchema(ref('Organizer')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const page = await listOrganizers(db, { search: q.search, ids: parseIds(q.ids), window });
      return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(toJson));
    },
  );

  app.get(
    '/organizers/:id/',
    {
      schema: {
        summary: 'One organizer',
        tags: ['reference'],
        params: idParams,
        response: { 200: ref('Organizer'), ...errorResponses },
      },
    },
    async (request) => {
      const row = await findOrganizer(db, request.params.id);
      if (!row) throw notFound();
      return toJson(row);
    },
  );
};
