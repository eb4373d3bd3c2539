import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import { idList, idParams, parseIds } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { findHomeList, findSlide, listHomeLists, listSlides } from './queries.ts';
import * as serialize from '../reference/serialize.ts';
import type { RouteContext } from '../http/context.ts';

const results = (item: object) => ({ type: 'object', required: ['results'], properties: { results: { type: 'array', items: item } } });
const itemsPerList = { type: 'integer', minimum: 1, maximum: 50, default: 10 } as const;

export async function homeRoutes(app: FastifyInstance, { db, config, urls }: RouteContext) {
  const listJson = serialize.homeList(urls);
  const slideJson = serialize.slide(urls);

  app.get<{ Querystring: { cities: number; items_per_list: number } }>('/home-lists/', {
    schema: {
      summary: 'Curated home lists of a city with their upcoming items', tags: ['home'],
      querystring: {
        type: 'object',
        required: ['cities'],
        properties: { cities: { type: 'integer', description: 'City id' }, items_per_list: itemsPerList },
      },
      response: { 200: results(ref('HomeList')), ...errorResponses },
    },
  }, async (request) => {
    const lists = await listHomeLists(db, request.query.cities, request.query.items_per_list, config.now());
    return { results: lists.map(listJson) };
  });

  app.get<{ Params: { id: number }; Querystring: { items_per_list: number } }>('/home-lists/:id/', {
    schema: {
      summary: 'One home list with its upcoming items', tags: ['home'],
      params: idParams,
      querystring: { type: 'object', properties: { items_per_list: itemsPerList } },
      response: { 200: ref('HomeList'), ...errorResponses },
    },
  }, async (request) => {
    const list = await findHomeList(db, request.params.id, request.query.items_per_list, config.now());
    if (!list) throw notFound();
    return listJson(list);
  });

  app.get<{ Querystring: { city_ids?: string } }>('/home-slides/', {
    schema: {
      summary: 'Home carousel slides, ordered, per city', tags: ['home'],
      querystring: { type: 'object', properties: { city_ids: idList } },
      response: { 200: results(ref('HomeSlide')), ...errorResponses },
    },
  }, async (request) => ({ results: (await listSlides(db, parseIds(request.query.city_ids))).map(slideJson) }));

  app.get<{ Params: { id: number } }>('/home-slides/:id/', {
    schema: {
      summary: 'One home slide', tags: ['home'],
      params: idParams,
      response: { 200: ref('HomeSlide'), ...errorResponses },
    },
  }, async (request) => {
    const slide = await findSlide(db, request.params.id);
    if (!slide) throw notFound();
    return slideJson(slide);
  });
}
