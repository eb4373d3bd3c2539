// Ratings of events, experiences and places (1-5, one per member) and attendance of events and experiences.
import type { FastifyInstance } from 'fastify';
import { memberId } from '../../http/auth.ts';
import { pagedResults, pagedResultsSchema } from '../../http/paging.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { attend, ATTENDANCE_STATUSES, listAttendees, unattend } from '../attendance.ts';
import { itemParams, membersOnly, pageParams, requireItem, viewerOf, windowOf, type PageParams } from '../http.ts';
import { ITEM_KINDS, type ItemKind } from '../kinds.ts';
import { findPublicUsers } from '../public-users.ts';
import { rate, ratingOf } from '../ratings.ts';
import type { AttendanceStatus } from '../../db/schema.ts';
import type { RouteContext } from '../../http/context.ts';
import { bearerAuth } from '../../members/schemas.ts';

export async function communityRatingRoutes(app: FastifyInstance, ctx: RouteContext) {
  for (const kind of ITEM_KINDS) {
    registerRating(app, ctx, kind);
    if (kind.attendable) registerAttendance(app, ctx, kind);
  }
}

function registerRating(app: FastifyInstance, { db, config }: RouteContext, kind: ItemKind) {
  const tags = [kind.path];
  app.get<{ Params: { id: number } }>(`/${kind.path}/:id/rating/`, {
    schema: {
      summary: `Average and count of the ratings of one of the ${kind.path}, and the bearer's own`, tags, params: itemParams,
      response: { 200: ref('Rating'), ...errorResponses },
    },
  }, async (request) => {
    await requireItem(db, kind.entityType, request.params.id);
    return ratingOf(db, kind.entityType, request.params.id, viewerOf(request));
  });

  app.post<{ Params: { id: number }; Body: { value: number } }>(`/${kind.path}/:id/rate/`, {
    ...membersOnly,
    schema: {
      summary: `Rate one of the ${kind.path} from 1 to 5; rating again replaces the value`, tags, security: bearerAuth, params: itemParams,
      body: { type: 'object', required: ['value'], properties: { value: { type: 'integer', minimum: 1, maximum: 5 } } },
      response: { 200: ref('Rating'), ...errorResponses },
    },
  }, async (request) => {
    await requireItem(db, kind.entityType, request.params.id);
    return rate(db, memberId(request), kind.entityType, request.params.id, request.body.value, config.now());
  });
}

function registerAttendance(app: FastifyInstance, { db, config, urls }: RouteContext, kind: ItemKind) {
  const tags = [kind.path];
  app.post<{ Params: { id: number }; Body: { status: AttendanceStatus } }>(`/${kind.path}/:id/attend/`, {
    ...membersOnly,
    schema: {
      summary: 'Want to go or going (switching between them keeps attendance_count)', tags, security: bearerAuth, params: itemParams,
      body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ATTENDANCE_STATUSES } } },
      response: { 200: ref('Attendance'), ...errorResponses },
    },
  }, async (request) => {
    await requireItem(db, kind.entityType, request.params.id);
    return attend(db, memberId(request), kind.entityType, request.params.id, request.body.status, config.now());
  });

  app.post<{ Params: { id: number } }>(`/${kind.path}/:id/unattend/`, {
    ...membersOnly,
    schema: {
      summary: 'Stop attending (status null)', tags, security: bearerAuth, params: itemParams,
      response: { 200: ref('Attendance'), ...errorResponses },
    },
  }, async (request) => {
    await requireItem(db, kind.entityType, request.params.id);
    return unattend(db, memberId(request), kind.entityType, request.params.id);
  });

  app.get<{ Params: { id: number }; Querystring: PageParams }>(`/${kind.path}/:id/attendance/`, {
    schema: {
      summary: 'Who wants to go or is going, newest first', tags, params: itemParams,
      querystring: { type: 'object', properties: pageParams(20, 999) },
      response: {
        200: pagedResultsSchema({
          type: 'object', required: ['user', 'status', 'created_at'],
          properties: {
            user: ref('PublicUser'), status: { type: 'string', enum: ATTENDANCE_STATUSES },
            created_at: { type: 'string', format: 'date-time' },
          },
        }),
        ...errorResponses,
      },
    },
  }, async (request) => {
    await requireItem(db, kind.entityType, request.params.id);
    const window = windowOf(request.query);
    const { count, rows } = await listAttendees(db, kind.entityType, request.params.id, window);
    const users = await findPublicUsers(db, urls, rows.map((row) => row.userId));
    const results = rows.map((row) => ({ user: users.get(row.userId)!, status: row.status, created_at: row.createdAt.toISOString() }));
    return pagedResults(request, urls.base(), request.query.page, window, count, results);
  });
}
