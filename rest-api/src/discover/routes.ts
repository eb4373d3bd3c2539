// Discover: the home list near a position and the city list in a seeded random order. Hits are references
// (item_type, item_id): clients fetch each kind by ids, one call per kind.
import { Type } from '@sinclair/typebox';
import { offsetQuery, offsetWindow } from '../http/paging.ts';
import { idList, parseIds } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, Nullable, StringEnum, type Routes } from '../http/typebox.ts';
import { listLanguage, listLanguageParam } from '../articles/listLanguage.ts';
import { discoverInCities, discoverNear, DISCOVER_ITEM_TYPES, type DiscoverItem } from './queries.ts';

const tags = ['discover'];

const discoverPage = Type.Object({
  hits: Type.Object({
    total: Type.Integer(),
    hits: Type.Array(
      Type.Object({ _id: Type.String({ description: 'item_type:item_id' }), _source: ref('DiscoverItem') }),
    ),
  }),
  starting: Type.Integer(),
  per_page: Type.Integer(),
  seed: Nullable(Type.String({ description: 'the seed the order comes from (city list)' })),
});

const itemType = { item_type: Type.Optional(StringEnum(DISCOVER_ITEM_TYPES, { description: 'only this kind' })) };
/** The order of a city list without a seed (the first page before the client picks one). */
export const DEFAULT_SEED = 'dalil';

const answer =
  (q: { starting: number; per_page: number }, seed: string | null) =>
  ({ total, items }: { total: number; items: DiscoverItem[] }) => ({
    hits: {
      total,
      hits: items.map((item) => ({
        _id: `${item.itemType}:${item.itemId}`,
        _source: {
          item_type: item.itemType,
          item_id: item.itemId,
          city_id: item.cityId,
          distance_km: item.distanceKm === null ? null : Math.round(item.distanceKm * 100) / 100,
        },
      })),
    },
    starting: q.starting,
    per_page: q.per_page,
    seed,
  });

export const discoverRoutes: Routes = async (app, { db, config }) => {
  app.get(
    '/discover/home/',
    {
      schema: {
        summary: 'Events and experiences not over yet, and places, nearest to the position first',
        tags,
        querystring: Type.Object({
          ...offsetQuery,
          latitude: Type.Number({ minimum: -90, maximum: 90 }),
          longitude: Type.Number({ minimum: -180, maximum: 180 }),
          ...itemType,
        }),
        response: { 200: discoverPage, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const found = await discoverNear(
        db,
        { latitude: q.latitude, longitude: q.longitude },
        { now: config.now(), itemType: q.item_type },
        offsetWindow(q),
      );
      return answer(q, null)(found);
    },
  );

  app.get(
    '/discover/',
    {
      schema: {
        summary: "A city's events, experiences, places and articles in a random order that the seed fixes",
        tags,
        description:
          'The same seed gives the same order on every page; a new seed (a UUID when the client starts over) ' +
          `reshuffles. Without a seed the order is that of the seed "${DEFAULT_SEED}".`,
        querystring: Type.Object({
          ...offsetQuery,
          city_ids: Type.Optional(idList()),
          seed: Defaulted(
            Type.String({
              format: 'random-seed',
              default: DEFAULT_SEED,
              description: '1-64 letters, digits or dashes',
            }),
          ),
          ...itemType,
          language: listLanguageParam('only the articles written in this language'),
        }),
        response: { 200: discoverPage, ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const found = await discoverInCities(
        db,
        {
          now: config.now(),
          itemType: q.item_type,
          cityIds: parseIds(q.city_ids),
          articleLanguage: listLanguage(request, q.language),
        },
        q.seed,
        offsetWindow(q),
      );
      return answer(q, q.seed)(found);
    },
  );
};
