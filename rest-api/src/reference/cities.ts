import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow } from '../http/paging.ts';
import { booleanFlag, idList, idParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes } from '../http/typebox.ts';
import { CITY_ORDERINGS, findCity, listCities } from './queries.ts';
import * as serialize from './serialize.ts';

export const cityRoutes: Routes = async (app, { db, config, urls }) => {
  app.get(
    '/cities/',
    {
      schema: {
        summary: 'Cities',
        tags: ['reference'],
        querystring: Type.Object({
          ...pageQuery,
          search: Type.Optional(searchText()),
          ordering: Defaulted(StringEnum(CITY_ORDERINGS, { default: 'sort_order' })),
          tied_only: Type.Optional(booleanFlag('`true`: only cities with events or experiences that have not ended')),
          ids: Type.Optional(idList()),
        }),
        response: { 200: pagedResultsSchema(ref('City')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const page = await listCities(db, {
        search: q.search,
        ids: parseIds(q.ids),
        ordering: q.ordering,
        tiedOnly: q.tied_only,
        window,
        now: config.now(),
      });
      return pagedResults(request, urls.base(), q.page, window, page.count, page.rows.map(serialize.city));
    },
  );

  app.get(
    '/cities/:id/',
    {
      schema: {
        summary: 'One city',
        tags: ['reference'],
        params: idParams,
        response: { 200: ref('City'), ...errorResponses },
      },
    },
    async (request) => {
      const row = await findCity(db, request.params.id);
      if (!row) throw notFound();
      return serialize.city(row);
    },
  );
};
