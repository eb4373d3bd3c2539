// Members as others see them: batch and single lookups, their tips and photos (private profiles only to themselves),
// and reporting a member.
import { Type } from '@sinclair/typebox';
import type { EntityType } from '../db/schema.ts';
import { memberId } from '../http/auth.ts';
import { FieldErrorsError, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { pageParams, pagedResults, pagedResultsSchema, resultsSchema } from '../http/paging.ts';
import { idList, idParams, parseIds } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Urls } from '../http/urls.ts';
import { contentReportBody, membersOnly, viewerOf, windowOf } from '../community/http.ts';
import { listPosts, PHOTO, TIP, type PostRow, type PostType } from '../community/posts.ts';
import { findPublicUsers } from '../community/public-users.ts';
import { fileReport } from '../community/reports.ts';
import type { Photo, Tip } from '../community/schemas.ts';
import * as serialize from '../community/serialize.ts';
import type { Routes } from '../http/typebox.ts';
import { bearerAuth, detailAnswer } from './schemas.ts';
import { memberFor, requireVisible } from '../social/routes.ts';

export const MAX_USER_IDS = 100;

/** The content lists of a profile: segment -> what it lists (null: articles, none until they exist). */
const CONTENT_LISTS: { segment: string; type: PostType; entityType: EntityType | null }[] = [
  { segment: 'eventtips', type: TIP, entityType: 'event' },
  { segment: 'experiencetips', type: TIP, entityType: 'experience' },
  { segment: 'tips', type: TIP, entityType: 'place' },
  { segment: 'articletips', type: TIP, entityType: 'article' },
  { segment: 'eventphotos', type: PHOTO, entityType: 'event' },
  { segment: 'experiencephotos', type: PHOTO, entityType: 'experience' },
  { segment: 'photos', type: PHOTO, entityType: 'place' },
];

export const serializerOf = (type: PostType, urls: Urls): ((row: PostRow) => Tip | Photo) =>
  (type === TIP ? serialize.tip : serialize.photo)(urls);

export const userRoutes: Routes = async (app, { db, config, urls }) => {
  app.get(
    '/users/',
    {
      schema: {
        summary: 'Members by id, for batch loading (unknown ids are left out)',
        tags: ['users'],
        querystring: Type.Object({ ids: idList({ description: `at most ${MAX_USER_IDS} ids` }) }),
        response: { 200: resultsSchema(ref('PublicUser')), ...errorResponses },
      },
    },
    async (request) => {
      const ids = parseIds(request.query.ids) ?? [];
      if (ids.length > MAX_USER_IDS) {
        throw new FieldErrorsError({ ids: [message('max_items', { limit: MAX_USER_IDS })] });
      }
      const users = await findPublicUsers(db, urls, ids, viewerOf(request));
      return { results: [...new Set(ids)].flatMap((id) => users.get(id) ?? []) };
    },
  );

  app.get(
    '/users/:id/',
    {
      schema: {
        summary: 'One member as others see them',
        tags: ['users'],
        params: idParams,
        response: { 200: ref('PublicUser'), ...errorResponses },
      },
    },
    async (request) => {
      const user = (await findPublicUsers(db, urls, [request.params.id], viewerOf(request))).get(request.params.id);
      if (!user) throw notFound();
      return user;
    },
  );

  for (const list of CONTENT_LISTS) {
    const schema = list.type === TIP ? 'Tip' : 'Photo';
    app.get(
      `/users/:id/${list.segment}/`,
      {
        schema: {
          summary: `A member's ${list.entityType ?? 'article'} ${list.type.name}s, newest first; a private profile only to its owner and accepted followers, nothing across a block`,
          tags: ['users'],
          params: idParams,
          querystring: Type.Object(pageParams(999, 999)),
          response: { 200: pagedResultsSchema(ref(schema)), 403: detailAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const viewerId = viewerOf(request);
        const { user, relation } = await memberFor(db, request.params.id, viewerId);
        requireVisible(user, viewerId, relation);
        const window = windowOf(request.query);
        const { count, rows } =
          list.entityType === null
            ? { count: 0, rows: [] }
            : await listPosts(db, list.type, { userId: user.id, entityType: list.entityType }, viewerId, window);
        return pagedResults(
          request,
          urls.base(),
          request.query.page,
          window,
          count,
          rows.map(serializerOf(list.type, urls)),
        );
      },
    );
  }

  app.post(
    '/users/:id/report/',
    {
      ...membersOnly,
      schema: {
        summary: 'Report a member (reporting again answers 200 with the same report)',
        tags: ['users'],
        security: bearerAuth,
        params: idParams,
        body: contentReportBody,
        response: { 200: ref('Report'), 201: ref('Report'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const { user: target } = await memberFor(db, request.params.id, userId);
      if (target.id === userId) throw new FieldErrorsError({ non_field_errors: [message('report_self')] });
      const { report, created } = await fileReport(db, userId, 'user', target.id, request.body, config.now());
      return reply.code(created ? 201 : 200).send(serialize.report(report));
    },
  );
};
