// Places: categories, tags, search, nearby, one place by id, slug or share id. What members add to places
// (check-ins, reports, suggestions) is in contributions.ts.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { viewerOf } from '../community/http.ts';
import { DetailError, FieldErrorList, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import {
  offsetPage,
  offsetPageSchema,
  offsetQuery,
  offsetWindow,
  pagedResults,
  pagedResultsSchema,
  pageQuery,
  pageWindow,
  resultsSchema,
} from '../http/paging.ts';
import { booleanFlag, idList, idOrSlugParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { Defaulted, StringEnum, type Routes } from '../http/typebox.ts';
import type { Urls } from '../http/urls.ts';
import * as reference from '../reference/serialize.ts';
import {
  findPlace,
  PLACE_ORDERINGS,
  placeCategories,
  placeTagsPage,
  searchPlaces,
  type Bounds,
  type PlaceFilter,
  type Position,
} from './queries.ts';
import * as serialize from './serialize.ts';

export const tags = ['places'];
const place = ref('Place');
const ordering = (byDefault: (typeof PLACE_ORDERINGS)[number]) =>
  Defaulted(StringEnum(PLACE_ORDERINGS, { default: byDefault }));
const ids = () => Type.Optional(idList());
/** The contract's default point of nearby (central Jeddah). */
const DEFAULT_POINT = { latitude: 21.484491, longitude: 39.18364 };
export const MAX_NEARBY_KM = 50;

/** The place serialiser for whoever asks (is_owner, last_checkin_by_me). */
export const placeJson = (urls: Urls) => (request: FastifyRequest) => serialize.place(urls, viewerOf(request));

const NUMBER = '\\s*-?\\d{1,3}(?:\\.\\d+)?\\s*';

/** `lat,lng` -> a position inside the globe's ranges, or null. */
function parsePosition(text: string): Position | null {
  if (!new RegExp(`^${NUMBER},${NUMBER}$`).test(text)) return null;
  const [latitude, longitude] = text.split(',').map(Number);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** `south,west,north,east`, south not above north. */
function parseBounds(text: string): Bounds | null {
  if (!new RegExp(`^${NUMBER}(?:,${NUMBER}){3}$`).test(text)) return null;
  const [south, west, north, east] = text.split(',').map(Number);
  const valid =
    [south, north].every((v) => Math.abs(v) <= 90) && [west, east].every((v) => Math.abs(v) <= 180) && south <= north;
  return valid ? { south, west, north, east } : null;
}

export const placeRoutes: Routes = async (app, { db, config, urls }) => {
  const toJson = placeJson(urls);

  app.get(
    '/places/categories/',
    {
      schema: {
        summary: 'Place categories with their subcategories',
        tags,
        querystring: Type.Object({
          metropolis: Type.Optional(Type.Integer({ minimum: 1, description: 'city id for place_count' })),
        }),
        response: { 200: resultsSchema(ref('PlaceCategory')), ...errorResponses },
      },
    },
    async (request) => ({ results: (await placeCategories(db, request.query.metropolis)).map(serialize.category) }),
  );

  app.get(
    '/places/tags/',
    {
      schema: {
        summary: 'Tags that places carry, by English name',
        tags,
        querystring: Type.Object({ ...pageQuery, search: Type.Optional(searchText()) }),
        response: { 200: pagedResultsSchema(ref('Tag')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const { total, items } = await placeTagsPage(db, q.search, window);
      return pagedResults(request, urls.base(), q.page, window, total, items.map(reference.named));
    },
  );

  app.get(
    '/places/search/',
    {
      schema: {
        summary: 'Search places',
        tags,
        description:
          'Text is compared normalized (Arabic letter forms and diacritics folded). metropolis is ignored with bounds. ' +
          'open_now uses Asia/Riyadh time. distance_km is given with position.',
        querystring: Type.Object({
          ...offsetQuery,
          text: Type.Optional(
            searchText({
              description: 'names, about, address, district, category, subcategory and tag names',
            }),
          ),
          search: Type.Optional(searchText({ description: 'same as text' })),
          search_type: Defaulted(StringEnum(['name', 'all'], { default: 'all' })),
          category: ids(),
          subcategory: ids(),
          tags: ids(),
          ids: ids(),
          bounds: Type.Optional(Type.String({ maxLength: 100, description: 'south,west,north,east' })),
          owned: Type.Optional(booleanFlag("`true`: the bearer's places")),
          metropolis: Type.Optional(Type.Integer({ minimum: 1, description: 'city id' })),
          position: Type.Optional(Type.String({ maxLength: 60, description: 'lat,lng' })),
          open_now: Type.Optional(booleanFlag()),
          ordering: ordering('relevance'),
        }),
        response: { 200: offsetPageSchema(place), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const errors = new FieldErrorList();
      const position = q.position === undefined ? undefined : parsePosition(q.position);
      if (position === null) errors.add('position', [message('position_invalid')]);
      const bounds = q.bounds === undefined ? undefined : parseBounds(q.bounds);
      if (bounds === null) errors.add('bounds', [message('bounds_invalid')]);
      if (q.ordering === 'distance' && q.position === undefined) errors.add('ordering', [message('position_required')]);
      errors.throwIfAny();
      if (q.owned && viewerOf(request) === null) throw new DetailError(401, 'no_credentials');
      const filter: PlaceFilter = {
        text: q.text ?? q.search,
        namesOnly: q.search_type === 'name',
        categoryIds: parseIds(q.category),
        subcategoryIds: parseIds(q.subcategory),
        tagIds: parseIds(q.tags),
        ids: parseIds(q.ids),
        bounds: bounds ?? undefined,
        cityId: q.metropolis,
        position: position ?? undefined,
        ownerId: q.owned ? viewerOf(request)! : undefined,
        openAt: q.open_now ? config.now() : undefined,
      };
      const { total, items } = await searchPlaces(db, filter, q.ordering, offsetWindow(q), viewerOf(request));
      return offsetPage(q, total, items.map(toJson(request)));
    },
  );

  app.get(
    '/places/nearby/',
    {
      schema: {
        summary: `Places within distance km (at most ${MAX_NEARBY_KM}) of a point, nearest first`,
        tags,
        querystring: Type.Object({
          ...pageQuery,
          latitude: Defaulted(Type.Number({ minimum: -90, maximum: 90, default: DEFAULT_POINT.latitude })),
          longitude: Defaulted(Type.Number({ minimum: -180, maximum: 180, default: DEFAULT_POINT.longitude })),
          distance: Defaulted(
            Type.Number({
              exclusiveMinimum: 0,
              maximum: MAX_NEARBY_KM,
              default: 5,
              description: 'km',
            }),
          ),
          place_id: Type.Optional(Type.Integer({ description: 'left out (the place being viewed)' })),
          ordering: ordering('distance'),
        }),
        response: { 200: pagedResultsSchema(place), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const window = pageWindow(q.page, q.page_size);
      const position = { latitude: q.latitude, longitude: q.longitude };
      const { total, items } = await searchPlaces(
        db,
        { position, withinKm: q.distance, excludeId: q.place_id },
        q.ordering,
        window,
        viewerOf(request),
      );
      return pagedResults(request, urls.base(), q.page, window, total, items.map(toJson(request)));
    },
  );

  app.get(
    '/places/share/:shareId/',
    {
      schema: {
        summary: 'One place by its share id',
        tags,
        params: Type.Object({ shareId: Type.String({ maxLength: 40 }) }),
        response: { 200: place, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findPlace(db, { shareId: request.params.shareId }, viewerOf(request));
      if (!found) throw notFound();
      return toJson(request)(found);
    },
  );

  app.get(
    '/places/:idOrSlug/',
    {
      schema: {
        summary: 'One place by id or slug',
        tags,
        params: idOrSlugParams,
        response: { 200: place, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findPlace(db, { idOrSlug: request.params.idOrSlug }, viewerOf(request));
      if (!found) throw notFound();
      return toJson(request)(found);
    },
  );
};
