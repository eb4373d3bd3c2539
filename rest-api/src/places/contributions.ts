// What members add to places: check-ins, reports, and suggestions of new places and of edits (stored for review).
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { reportBody } from '../community/http.ts';
import { fileReport, PLACE_REPORT_REASONS } from '../community/reports.ts';
import * as community from '../community/serialize.ts';
import * as t from '../db/schema.ts';
import { memberId, requireMember } from '../http/auth.ts';
import { FieldErrorsError, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { pagedResults, pagedResultsSchema, pageQuery, pageWindow } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { bearerAuth } from '../members/schemas.ts';
import { storeImage } from '../uploads/images.ts';
import { checkIn, memberCheckins } from './checkins.ts';
import { placeExists, placesByIds } from './queries.ts';
import { placeJson, tags } from './routes.ts';
import * as serialize from './serialize.ts';
import { readSuggestion, SUGGESTION_FIELDS } from './suggestion-form.ts';

/** Uploaded photos of suggestions, under the uploads folder (kept for review, not served). */
const SUGGESTION_PHOTOS = 'place-suggestions';

const suggestionForm = {
  mediaType: 'multipart/form-data',
  schema: {
    type: 'object',
    properties: {
      ...Object.fromEntries(SUGGESTION_FIELDS.map((name) => [name, { type: 'string' }])),
      hours: {
        type: 'string',
        description: 'JSON array of at most 7 {weekday, closed, all_day, opens, closes} (HH:mm)',
      },
      photos: {
        type: 'array',
        maxItems: 5,
        items: { type: 'string', format: 'binary' },
        description: 'JPEG, PNG or WebP, each at most 5 MB',
      },
    },
  },
};

export const placeContributionRoutes: Routes = async (app, { db, config, urls }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const toJson = placeJson(urls);

  app.post(
    '/places/:id/checkin/',
    {
      onRequest: requireMember,
      schema: {
        summary: 'Check in at a place (once an hour per place)',
        tags,
        security: bearerAuth,
        params: idParams,
        response: { 201: ref('CheckIn'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const result = await checkIn(db, userId, request.params.id, config.now());
      if (result.status === 'no_place') throw notFound();
      if (result.status === 'too_soon') {
        throw new FieldErrorsError({ non_field_errors: [message('checkin_too_soon')] });
      }
      const placed = (await placesByIds(db, [request.params.id], userId)).get(request.params.id)!;
      return reply.code(201).send(serialize.checkin(toJson(request))(result.checkin, placed));
    },
  );

  app.get(
    '/me/checkins/',
    {
      onRequest: requireMember,
      schema: {
        summary: "The signed-in member's check-ins, newest first",
        tags,
        security: bearerAuth,
        querystring: Type.Object(pageQuery),
        response: { 200: pagedResultsSchema(ref('CheckIn')), ...errorResponses },
      },
    },
    async (request) => {
      const q = request.query;
      const userId = memberId(request);
      const window = pageWindow(q.page, q.page_size);
      const { total, items } = await memberCheckins(db, userId, window);
      const byId = await placesByIds(db, [...new Set(items.map((c) => c.placeId))], userId);
      const toCheckin = serialize.checkin(toJson(request));
      return pagedResults(
        request,
        urls.base(),
        q.page,
        window,
        total,
        items.map((c) => toCheckin(c, byId.get(c.placeId)!)),
      );
    },
  );

  app.post(
    '/places/:id/report/',
    {
      onRequest: requireMember,
      schema: {
        summary: 'Report a place (closed for good, a duplicate, not real); reporting again answers the first report',
        tags,
        security: bearerAuth,
        params: idParams,
        body: reportBody(PLACE_REPORT_REASONS),
        response: { 200: ref('Report'), 201: ref('Report'), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!(await placeExists(db, request.params.id))) throw notFound();
      const { report, created } = await fileReport(
        db,
        memberId(request),
        'place',
        request.params.id,
        request.body,
        config.now(),
      );
      return reply.code(created ? 201 : 200).send(community.report(report));
    },
  );

  const saveSuggestion = async (request: FastifyRequest, placeId: number | null) => {
    const userId = memberId(request);
    const suggestion = await readSuggestion(db, request, placeId !== null);
    const photos: string[] = [];
    for (const photo of suggestion.photos)
      photos.push(await storeImage(config.uploadsDir, SUGGESTION_PHOTOS, userId, photo.bytes, photo.type));
    const [row] = await db
      .insert(t.placeSuggestions)
      .values({ userId, placeId, data: suggestion.data, photos, createdAt: config.now() })
      .returning();
    return {
      id: row.id,
      ...(placeId === null ? {} : { place_id: placeId }),
      status: 'pending' as const,
      created_at: row.createdAt.toISOString(),
    };
  };

  app.post(
    '/places/suggestions/',
    {
      onRequest: requireMember,
      schema: {
        summary: 'Suggest a new place (stored for review)',
        tags,
        security: bearerAuth,
        form: suggestionForm,
        response: { 201: ref('PlaceSuggestionReceipt'), ...errorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await saveSuggestion(request, null)),
  );

  // The suggested edit is a PATCH; the POST of the first contract keeps answering the same way until every
  // client has moved.
  for (const method of ['PATCH', 'POST'] as const) {
    app.route({
      method,
      url: '/places/:id/suggest-edit/',
      onRequest: requireMember,
      schema: {
        summary:
          method === 'PATCH'
            ? 'Suggest changes to a place (stored for review); at least one field'
            : 'Suggest changes to a place: the older POST form of the PATCH, kept for older clients',
        tags,
        security: bearerAuth,
        params: idParams,
        form: suggestionForm,
        response: { 201: ref('PlaceSuggestionReceipt'), ...errorResponses },
      },
      handler: async (request, reply) => {
        if (!(await placeExists(db, request.params.id))) throw notFound();
        return reply.code(201).send(await saveSuggestion(request, request.params.id));
      },
    });
  }
};
