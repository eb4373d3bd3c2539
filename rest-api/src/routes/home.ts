import type { FastifyInstance } from 'fastify';
import { idList, parseIds } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { listHomeLists, listSlides } from '../queries/home.ts';
import * as serialize from '../serializers/index.ts';
import type { RouteContext } from './context.ts';

const results = (item: object) => ({ type: 'object', required: ['results'], properties: { results: { type: 'array', items: item } } });

export async function homeRoutes(app: FastifyInstance, { db, config, urls }: RouteContext) {
  app.get<{ Querystring: { cities: number; items_per_list: number } }>('/home-lists/', {
    schema: {
      summary: 'Curated home lists of a city with their upcoming items', tags: ['home'],
      querystring: {
        type: 'object',
        required: ['cities'],
        properties: {
          cities: { type: 'integer', description: 'City id' },
          items_per_list: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        },
      },
      response: { 200: results(ref('HomeList')), ...errorResponses },
    },
  }, async (request) => {
    const lists = await listHomeLists(db, request.query.cities, request.query.items_per_list, config.now());
    return { results: lists.map(serialize.homeList(urls)) };
  });

  app.get<{ Querystring: { city_ids?: string } }>('/home-slides/', {
    schema: {
      summary: 'Home carousel slides, ordered, per city', tags: ['home'],
      querystring: { type: 'object', properties: { city_ids: idList } },
      response: { 200: results(ref('HomeSlide')), ...errorResponses },
    },
  }, async (request) => ({ results: (await listSlides(db, parseIds(request.query.city_ids))).map(serialize.slide(urls)) }));
}
