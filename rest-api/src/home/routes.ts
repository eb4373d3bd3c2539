// The home screen: curated lists with their upcoming items, and the carousel slides.
import { Type } from '@sinclair/typebox';
import { notFound } from '../http/errors.ts';
import { resultsSchema } from '../http/paging.ts';
import { idList, idParams, parseIds } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, type Routes } from '../http/typebox.ts';
import { findHomeList, findSlide, listHomeLists, listSlides } from './queries.ts';
import * as serialize from './serialize.ts';
import { viewerOf } from '../community/http.ts';

const itemsPerList = () => Defaulted(Type.Integer({ minimum: 1, maximum: 50, default: 10 }));

export const homeRoutes: Routes = async (app, { db, config, urls }) => {
  const listJson = serialize.homeList(urls);
  const slideJson = serialize.slide(urls);

  app.get(
    '/home-lists/',
    {
      schema: {
        summary: 'Curated home lists of a city (of every city without one) with their upcoming items',
        tags: ['home'],
        querystring: Type.Object({
          cities: Type.Optional(Type.Integer({ description: 'City id; absent: the lists of every city' })),
          items_per_list: itemsPerList(),
        }),
        response: { 200: resultsSchema(ref('HomeList')), ...errorResponses },
      },
    },
    async (request) => {
      const lists = await listHomeLists(
        db,
        request.query.cities,
        request.query.items_per_list,
        config.now(),
        viewerOf(request),
      );
      return { results: lists.map(listJson) };
    },
  );

  app.get(
    '/home-lists/:id/',
    {
      schema: {
        summary: 'One home list with its upcoming items',
        tags: ['home'],
        params: idParams,
        querystring: Type.Object({ items_per_list: itemsPerList() }),
        response: { 200: ref('HomeList'), ...errorResponses },
      },
    },
    async (request) => {
      const list = await findHomeList(
        db,
        request.params.id,
        request.query.items_per_list,
        config.now(),
        viewerOf(request),
      );
      if (!list) throw notFound();
      return listJson(list);
    },
  );

  app.get(
    '/home-slides/',
    {
      schema: {
        summary: 'Home carousel slides, ordered, per city',
        tags: ['home'],
        querystring: Type.Object({ city_ids: Type.Optional(idList()) }),
        response: { 200: resultsSchema(ref('HomeSlide')), ...errorResponses },
      },
    },
    async (request) => ({ results: (await listSlides(db, parseIds(request.query.city_ids))).map(slideJson) }),
  );

  app.get(
    '/home-slides/:id/',
    {
      schema: {
        summary: 'One home slide',
        tags: ['home'],
        params: idParams,
        response: { 200: ref('HomeSlide'), ...errorResponses },
      },
    },
    async (request) => {
      const slide = await findSlide(db, request.params.id);
      if (!slide) throw notFound();
      return slideJson(slide);
    },
  );
};
