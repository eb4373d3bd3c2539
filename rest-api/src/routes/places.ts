// Places (issue 5): categories, tags, search, nearby, one place by id, slug or share id, check-ins, reports and
// members' suggestions of new places and of edits.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { reportBody, viewerOf, type ReportBody } from '../community/http.ts';
import { fileReport, PLACE_REPORT_REASONS, serializeReport } from '../community/reports.ts';
import * as t from '../db/schema.ts';
import { memberId, requireMember } from '../http/auth.ts';
import { DetailError, FieldErrorList, FieldErrorsError, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import {
  offsetPage, offsetPageSchema, offsetQuery, offsetWindow, pagedResults, pagedResultsSchema, pageQuery, pageWindow,
  type OffsetQuery, type PageQuery,
} from '../http/paging.ts';
import { booleanFlag, idList, idParams, parseIds, searchText } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { checkIn, memberCheckins } from '../places/checkins.ts';
import {
  findPlace, PLACE_ORDERINGS, placeCategories, placeExists, placesByIds, placeTagsPage, searchPlaces,
  type Bounds, type PlaceFilter, type PlaceOrdering, type Position,
} from '../places/queries.ts';
import * as serialize from '../places/serialize.ts';
import { readSuggestion, SUGGESTION_FIELDS } from '../places/suggestion-form.ts';
import * as reference from '../serializers/index.ts';
import { storeImage } from '../uploads/images.ts';
import type { RouteContext } from './context.ts';
import { bearerAuth } from './members-schemas.ts';

const tags = ['places'];
const place = ref('Place');
const ordering = { type: 'string', enum: PLACE_ORDERINGS } as const;
/** The contract's default point of nearby (central Jeddah). */
const DEFAULT_POINT = { latitude: 21.484491, longitude: 39.18364 };
export const MAX_NEARBY_KM = 50;
/** Uploaded photos of suggestions, under the uploads folder (kept for review, not served). */
const SUGGESTION_PHOTOS = 'place-suggestions';

interface SearchQuery extends OffsetQuery {
  text?: string;
  search?: string;
  search_type: 'name' | 'all';
  category?: string;
  subcategory?: string;
  tags?: string;
  bounds?: string;
  owned?: boolean;
  metropolis?: number;
  position?: string;
  open_now?: boolean;
  ids?: string;
  ordering: PlaceOrdering;
}

interface NearbyQuery extends PageQuery {
  latitude: number;
  longitude: number;
  distance: number;
  place_id?: number;
  ordering: PlaceOrdering;
}

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
  const valid = [south, north].every((v) => Math.abs(v) <= 90) && [west, east].every((v) => Math.abs(v) <= 180) && south <= north;
  return valid ? { south, west, north, east } : null;
}

export async function placeRoutes(app: FastifyInstance, { db, config, urls }: RouteContext) {
  await app.register(multipart, { throwFileSizeLimit: false });
  const toJson = (request: FastifyRequest) => serialize.place(urls, viewerOf(request));

  app.get<{ Querystring: { metropolis?: number } }>('/places/categories/', {
    schema: {
      summary: 'Place categories with their subcategories', tags,
      querystring: { type: 'object', properties: { metropolis: { type: 'integer', minimum: 1, description: 'city id for place_count' } } },
      response: {
        200: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: ref('PlaceCategory') } } },
        ...errorResponses,
      },
    },
  }, async (request) => ({ results: (await placeCategories(db, request.query.metropolis)).map(serialize.category) }));

  app.get<{ Querystring: PageQuery & { search?: string } }>('/places/tags/', {
    schema: {
      summary: 'Tags that places carry, by English name', tags,
      querystring: { type: 'object', properties: { ...pageQuery, search: searchText } },
      response: { 200: pagedResultsSchema(ref('Tag')), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const window = pageWindow(q.page, q.page_size);
    const { total, items } = await placeTagsPage(db, q.search, window);
    return pagedResults(request, urls.base(), q.page, window, total, items.map(reference.named));
  });

  app.get<{ Querystring: SearchQuery }>('/places/search/', {
    schema: {
      summary: 'Search places', tags,
      description: 'Text is compared normalized (Arabic letter forms and diacritics folded). metropolis is ignored with bounds. ' +
        'open_now uses Asia/Riyadh time. distance_km is given with position.',
      querystring: {
        type: 'object',
        properties: {
          ...offsetQuery,
          text: { ...searchText, description: 'names, about, address, district, category, subcategory and tag names' },
          search: { ...searchText, description: 'same as text' },
          search_type: { type: 'string', enum: ['name', 'all'], default: 'all' },
          category: idList, subcategory: idList, tags: idList, ids: idList,
          bounds: { type: 'string', maxLength: 100, description: 'south,west,north,east' },
          owned: { ...booleanFlag, description: '`true`: the bearer\'s places' },
          metropolis: { type: 'integer', minimum: 1, description: 'city id' },
          position: { type: 'string', maxLength: 60, description: 'lat,lng' },
          open_now: booleanFlag,
          ordering: { ...ordering, default: 'relevance' },
        },
      },
      response: { 200: offsetPageSchema(place), ...errorResponses },
    },
  }, async (request) => {
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
      text: q.text ?? q.search, namesOnly: q.search_type === 'name', categoryIds: parseIds(q.category),
      subcategoryIds: parseIds(q.subcategory), tagIds: parseIds(q.tags), ids: parseIds(q.ids),
      bounds: bounds ?? undefined, cityId: q.metropolis, position: position ?? undefined,
      ownerId: q.owned ? viewerOf(request)! : undefined, openAt: q.open_now ? config.now() : undefined,
    };
    const { total, items } = await searchPlaces(db, filter, q.ordering, offsetWindow(q), viewerOf(request));
    return offsetPage(q, total, items.map(toJson(request)));
  });

  app.get<{ Querystring: NearbyQuery }>('/places/nearby/', {
    schema: {
      summary: `Places within distance km (at most ${MAX_NEARBY_KM}) of a point, nearest first`, tags,
      querystring: {
        type: 'object',
        properties: {
          ...pageQuery,
          latitude: { type: 'number', minimum: -90, maximum: 90, default: DEFAULT_POINT.latitude },
          longitude: { type: 'number', minimum: -180, maximum: 180, default: DEFAULT_POINT.longitude },
          distance: { type: 'number', exclusiveMinimum: 0, maximum: MAX_NEARBY_KM, default: 5, description: 'km' },
          place_id: { type: 'integer', description: 'left out (the place being viewed)' },
          ordering: { ...ordering, default: 'distance' },
        },
      },
      response: { 200: pagedResultsSchema(place), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const window = pageWindow(q.page, q.page_size);
    const position = { latitude: q.latitude, longitude: q.longitude };
    const { total, items } = await searchPlaces(db, { position, withinKm: q.distance, excludeId: q.place_id }, q.ordering,
      window, viewerOf(request));
    return pagedResults(request, urls.base(), q.page, window, total, items.map(toJson(request)));
  });

  app.get<{ Params: { shareId: string } }>('/places/share/:shareId/', {
    schema: {
      summary: 'One place by its share id', tags,
      params: { type: 'object', required: ['shareId'], properties: { shareId: { type: 'string', maxLength: 40 } } },
      response: { 200: place, ...errorResponses },
    },
  }, async (request) => {
    const found = await findPlace(db, { shareId: request.params.shareId }, viewerOf(request));
    if (!found) throw notFound();
    return toJson(request)(found);
  });

  app.get<{ Params: { idOrSlug: string } }>('/places/:idOrSlug/', {
    schema: {
      summary: 'One place by id or slug', tags,
      params: { type: 'object', required: ['idOrSlug'], properties: { idOrSlug: { type: 'string', maxLength: 200 } } },
      response: { 200: place, ...errorResponses },
    },
  }, async (request) => {
    const found = await findPlace(db, { idOrSlug: request.params.idOrSlug }, viewerOf(request));
    if (!found) throw notFound();
    return toJson(request)(found);
  });

  app.post<{ Params: { id: number } }>('/places/:id/checkin/', {
    onRequest: requireMember,
    schema: {
      summary: 'Check in at a place (once an hour per place)', tags, security: bearerAuth, params: idParams,
      response: { 201: ref('CheckIn'), ...errorResponses },
    },
  }, async (request, reply) => {
    const userId = memberId(request);
    const result = await checkIn(db, userId, request.params.id, config.now());
    if (result.status === 'no_place') throw notFound();
    if (result.status === 'too_soon') {
      throw new FieldErrorsError({ non_field_errors: [message('checkin_too_soon')] });
    }
    const placed = (await placesByIds(db, [request.params.id], userId)).get(request.params.id)!;
    return reply.code(201).send(serialize.checkin(toJson(request))(result.checkin, placed));
  });

  app.get<{ Querystring: PageQuery }>('/me/checkins/', {
    onRequest: requireMember,
    schema: {
      summary: 'The signed-in member\'s check-ins, newest first', tags, security: bearerAuth,
      querystring: { type: 'object', properties: pageQuery },
      response: { 200: pagedResultsSchema(ref('CheckIn')), ...errorResponses },
    },
  }, async (request) => {
    const q = request.query;
    const userId = memberId(request);
    const window = pageWindow(q.page, q.page_size);
    const { total, items } = await memberCheckins(db, userId, window);
    const byId = await placesByIds(db, [...new Set(items.map((c) => c.placeId))], userId);
    const toCheckin = serialize.checkin(toJson(request));
    return pagedResults(request, urls.base(), q.page, window, total, items.map((c) => toCheckin(c, byId.get(c.placeId)!)));
  });

  app.post<{ Params: { id: number }; Body: ReportBody }>('/places/:id/report/', {
    onRequest: requireMember,
    schema: {
      summary: 'Report a place (closed for good, a duplicate, not real); reporting again answers the first report', tags,
      security: bearerAuth, params: idParams, body: reportBody(PLACE_REPORT_REASONS),
      response: { 200: ref('Report'), 201: ref('Report'), ...errorResponses },
    },
  }, async (request, reply) => {
    if (!(await placeExists(db, request.params.id))) throw notFound();
    const { report, created } = await fileReport(db, memberId(request), 'place', request.params.id, request.body, config.now());
    return reply.code(created ? 201 : 200).send(serializeReport(report));
  });

  const suggestionForm = {
    mediaType: 'multipart/form-data',
    schema: {
      type: 'object',
      properties: {
        ...Object.fromEntries(SUGGESTION_FIELDS.map((name) => [name, { type: 'string' }])),
        hours: { type: 'string', description: 'JSON array of at most 7 {weekday, closed, all_day, opens, closes} (HH:mm)' },
        photos: { type: 'array', maxItems: 5, items: { type: 'string', format: 'binary' }, description: 'JPEG, PNG or WebP, each at most 5 MB' },
      },
    },
  };

  const saveSuggestion = async (request: FastifyRequest, placeId: number | null) => {
    const userId = memberId(request);
    const suggestion = await readSuggestion(db, request, placeId !== null);
    const photos: string[] = [];
    for (const photo of suggestion.photos) photos.push(await storeImage(config.uploadsDir, SUGGESTION_PHOTOS, userId, photo.bytes, photo.type));
    const [row] = await db.insert(t.placeSuggestions)
      .values({ userId, placeId, data: suggestion.data, photos, createdAt: config.now() }).returning();
    return { id: row.id, ...(placeId === null ? {} : { place_id: placeId }), status: 'pending', created_at: row.createdAt.toISOString() };
  };

  app.post('/places/suggestions/', {
    onRequest: requireMember,
    schema: {
      summary: 'Suggest a new place (stored for review)', tags, security: bearerAuth, form: suggestionForm,
      response: { 201: ref('PlaceSuggestionReceipt'), ...errorResponses },
    },
  }, async (request, reply) => reply.code(201).send(await saveSuggestion(request, null)));

  app.post<{ Params: { id: number } }>('/places/:id/suggest-edit/', {
    onRequest: requireMember,
    schema: {
      summary: 'Suggest changes to a place (stored for review); at least one field', tags, security: bearerAuth, params: idParams,
      form: suggestionForm,
      response: { 201: ref('PlaceSuggestionReceipt'), ...errorResponses },
    },
  }, async (request, reply) => {
    if (!(await placeExists(db, request.params.id))) throw notFound();
    return reply.code(201).send(await saveSuggestion(request, request.params.id));
  });
}
