// Ratings of events, experiences and places (1-5, one per member) and attendance of events and experiences.
import { Type } from '@sinclair/typebox';
import { memberId } from '../../http/auth.ts';
import { pageParams, pagedResults, pagedResultsSchema } from '../../http/paging.ts';
import { idParams } from '../../http/params.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { attend, ATTENDANCE_STATUSES, listAttendees, unattend } from '../attendance.ts';
import { membersOnly, requireItem, viewerOf, windowOf } from '../http.ts';
import { ITEM_KINDS, type ItemKind } from '../kinds.ts';
import { findPublicUsers } from '../public-users.ts';
import { rate, ratingOf } from '../ratings.ts';
import type { RouteContext } from '../../http/context.ts';
import { DateTime, StringEnum, type Routes, type TypedApp } from '../../http/typebox.ts';
import { bearerAuth } from '../../members/schemas.ts';

export const communityRatingRoutes: Routes = async (app, ctx) => {
  for (const kind of ITEM_KINDS) {
    registerRating(app, ctx, kind);
    if (kind.attendable) registerAttendance(app, ctx, kind);
  }
};

function registerRating(app: TypedApp, { db, config }: RouteContext, kind: ItemKind) {
  const tags = [kind.path];
  app.get(
    `/${kind.path}/:id/rating/`,
    {
      schema: {
        summary: `Average and count of the ratings of one of the ${kind.path}, and the bearer's own`,
        tags,
        params: idParams,
        response: { 200: ref('Rating'), ...errorResponses },
      },
    },
    async (request) => {
      await requireItem(db, kind.entityType, request.params.id);
      return ratingOf(db, kind.entityType, request.params.id, viewerOf(request));
    },
  );

  app.post(
    `/${kind.path}/:id/rate/`,
    {
      ...membersOnly,
      schema: {
        summary: `Rate one of the ${kind.path} from 1 to 5; rating again replaces the value`,
        tags,
        security: bearerAuth,
        params: idParams,
        body: Type.Object({ value: Type.Integer({ minimum: 1, maximum: 5 }) }),
        response: { 200: ref('Rating'), ...errorResponses },
      },
    },
    async (request) => {
      await requireItem(db, kind.entityType, request.params.id);
      return rate(db, memberId(request), kind.entityType, request.params.id, request.body.value, config.now());
    },
  );
}

function registerAttendance(app: TypedApp, { db, config, urls }: RouteContext, kind: ItemKind) {
  const tags = [kind.path];
  app.post(
    `/${kind.path}/:id/attend/`,
    {
      ...membersOnly,
      schema: {
        summary: 'Want to go or going (counted apart: attendance_count going, want_to_go_count want to go)',
        tags,
        security: bearerAuth,
        params: idParams,
        body: Type.Object({ status: StringEnum(ATTENDANCE_STATUSES) }),
        response: { 200: ref('Attendance'), ...errorResponses },
      },
    },
    async (request) => {
      await requireItem(db, kind.entityType, request.params.id);
      return attend(db, memberId(request), kind.entityType, request.params.id, request.body.status, config.now());
    },
  );

  app.post(
    `/${kind.path}/:id/unattend/`,
    {
      ...membersOnly,
      schema: {
        summary: 'Stop attending (status null)',
        tags,
        security: bearerAuth,
        params: idParams,
        response: { 200: ref('Attendance'), ...errorResponses },
      },
    },
    async (request) => {
      await requireItem(db, kind.entityType, request.params.id);
      return unattend(db, memberId(request), kind.entityType, request.params.id);
    },
  );

  app.get(
    `/${kind.path}/:id/attendance/`,
    {
      schema: {
        summary: 'Who wants to go or is going, newest first',
        tags,
        params: idParams,
        querystring: Type.Object(pageParams(20, 999)),
        response: {
          200: pagedResultsSchema(
            Type.Object({
              user: ref('PublicUser'),
              status: StringEnum(ATTENDANCE_STATUSES),
              created_at: DateTime(),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      await requireItem(db, kind.entityType, request.params.id);
      const window = windowOf(request.query);
      const viewerId = viewerOf(request);
      const { count, rows } = await listAttendees(db, kind.entityType, request.params.id, window, viewerId);
      const users = await findPublicUsers(
        db,
        urls,
        rows.map((row) => row.userId),
        viewerId,
      );
      const results = rows.map((row) => ({
        user: users.get(row.userId)!,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      }));
      return pagedResults(request, urls.base(), request.query.page, window, count, results);
    },
  );
}
