// The signed-in member's own community rows: tips, photos, and their ratings and attendance among given items.
import type { FastifyInstance } from 'fastify';
import type { EntityType } from '../../db/schema.ts';
import { memberId } from '../../http/auth.ts';
import { pagedResults, pagedResultsSchema } from '../../http/paging.ts';
import { idList, parseIds } from '../../http/params.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { ATTENDANCE_STATUSES, myAttendance } from '../attendance.ts';
import { membersOnly, pageParams, windowOf, type PageParams } from '../http.ts';
import { ENTITY_TYPES } from '../kinds.ts';
import { listPosts, PHOTO, TIP } from '../posts.ts';
import { myRatings } from '../ratings.ts';
import type { RouteContext } from '../../http/context.ts';
import { bearerAuth } from '../../members/schemas.ts';
import { serializerOf } from '../../members/profiles.ts';

const entityType = { type: 'string', enum: ENTITY_TYPES } as const;

export async function communityMeRoutes(app: FastifyInstance, { db, urls }: RouteContext) {
  for (const type of [TIP, PHOTO]) {
    app.get<{ Querystring: PageParams & { entity_type?: EntityType } }>(`/me/${type.name}s/`, {
      ...membersOnly,
      schema: {
        summary: `The signed-in member's ${type.name}s, newest first`, tags: ['members'], security: bearerAuth,
        querystring: { type: 'object', properties: { ...pageParams(999, 999), entity_type: entityType } },
        response: { 200: pagedResultsSchema(ref(type === TIP ? 'Tip' : 'Photo')), ...errorResponses },
      },
    }, async (request) => {
      const userId = memberId(request);
      const window = windowOf(request.query);
      const { count, rows } = await listPosts(db, type, { userId, entityType: request.query.entity_type }, userId, window);
      return pagedResults(request, urls.base(), request.query.page, window, count, rows.map(serializerOf(type, urls)));
    });
  }

  const among = (name: 'ratings' | 'attendance', value: object, load: typeof myRatings | typeof myAttendance) =>
    app.get<{ Querystring: { entity_type: EntityType; ids?: string } }>(`/me/${name}/`, {
      ...membersOnly,
      schema: {
        summary: `The signed-in member's ${name} among the given items (all of the type without ids)`, tags: ['members'], security: bearerAuth,
        querystring: { type: 'object', required: ['entity_type'], properties: { entity_type: entityType, ids: idList } },
        response: {
          200: {
            type: 'object', required: ['results'],
            properties: { results: { type: 'array', items: { type: 'object', required: ['entity_id', Object.keys(value)[0]], properties: { entity_id: { type: 'integer' }, ...value } } } },
          },
          ...errorResponses,
        },
      },
    }, async (request) => ({
      results: await load(db, memberId(request), request.query.entity_type, parseIds(request.query.ids)),
    }));
  among('ratings', { value: { type: 'integer', minimum: 1, maximum: 5 } }, myRatings);
  among('attendance', { status: { type: 'string', enum: ATTENDANCE_STATUSES } }, myAttendance);
}
