// The signed-in member's own community rows: tips, photos, and their ratings and attendance among given items.
import { Type, type TProperties } from '@sinclair/typebox';
import { memberId } from '../../http/auth.ts';
import { pageParams, pagedResults, pagedResultsSchema, resultsSchema } from '../../http/paging.ts';
import { idList, parseIds } from '../../http/params.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { ATTENDANCE_STATUSES, myAttendance } from '../attendance.ts';
import { membersOnly, windowOf } from '../http.ts';
import { ENTITY_TYPES } from '../kinds.ts';
import { listPosts, PHOTO, TIP } from '../posts.ts';
import { myRatings } from '../ratings.ts';
import { StringEnum, type Routes } from '../../http/typebox.ts';
import { bearerAuth } from '../../members/schemas.ts';
import { serializerOf } from '../../members/profiles.ts';

const entityType = () => StringEnum(ENTITY_TYPES);

export const communityMeRoutes: Routes = async (app, { db, urls }) => {
  for (const type of [TIP, PHOTO]) {
    app.get(
      `/me/${type.name}s/`,
      {
        ...membersOnly,
        schema: {
          summary: `The signed-in member's ${type.name}s, newest first`,
          tags: ['members'],
          security: bearerAuth,
          querystring: Type.Object({ ...pageParams(999, 999), entity_type: Type.Optional(entityType()) }),
          response: { 200: pagedResultsSchema(ref(type === TIP ? 'Tip' : 'Photo')), ...errorResponses },
        },
      },
      async (request) => {
        const userId = memberId(request);
        const window = windowOf(request.query);
        const { count, rows } = await listPosts(
          db,
          type,
          { userId, entityType: request.query.entity_type },
          userId,
          window,
        );
        return pagedResults(
          request,
          urls.base(),
          request.query.page,
          window,
          count,
          rows.map(serializerOf(type, urls)),
        );
      },
    );
  }

  const among = (name: 'ratings' | 'attendance', value: TProperties, load: typeof myRatings | typeof myAttendance) =>
    app.get(
      `/me/${name}/`,
      {
        ...membersOnly,
        schema: {
          summary: `The signed-in member's ${name} among the given items (all of the type without ids)`,
          tags: ['members'],
          security: bearerAuth,
          querystring: Type.Object({ entity_type: entityType(), ids: Type.Optional(idList()) }),
          response: {
            200: resultsSchema(Type.Object({ entity_id: Type.Integer(), ...value })),
            ...errorResponses,
          },
        },
      },
      async (request) => ({
        results: await load(db, memberId(request), request.query.entity_type, parseIds(request.query.ids)),
      }),
    );
  among('ratings', { value: Type.Integer({ minimum: 1, maximum: 5 }) }, myRatings);
  among('attendance', { status: StringEnum(ATTENDANCE_STATUSES) }, myAttendance);
};
