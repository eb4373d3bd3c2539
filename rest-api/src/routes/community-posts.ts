// What tips and photos have in common, registered once per kind and post type: the item's list, deleting one's own,
// voting and unvoting, reporting. Creating them differs (JSON text, multipart image): community-tips.ts, -photos.ts.
import type { FastifyInstance } from 'fastify';
import { memberId } from '../http/auth.ts';
import { DetailError, notFound } from '../http/errors.ts';
import { pagedResults, pagedResultsSchema } from '../http/paging.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Urls } from '../http/urls.ts';
import {
  itemParams, membersOnly, pageParams, postParams, reportBody, requireItem, viewerOf, windowOf, type PageParams, type ReportBody,
} from '../community/http.ts';
import type { ItemKind } from '../community/kinds.ts';
import { deletePost, findPost, listPosts, setVote, type PostRow, type PostType } from '../community/posts.ts';
import { fileReport, serializeReport } from '../community/reports.ts';
import type { RouteContext } from './context.ts';
import { bearerAuth, detailAnswer } from './members-schemas.ts';

export interface PostRoutesSpec {
  type: PostType;
  /** URL segment: tips, photos */
  segment: string;
  schema: 'Tip' | 'Photo';
  serialize: (urls: Urls) => (row: PostRow) => object;
  page: { default: number; max: number };
  /** after the row is gone (the photo's files) */
  afterDelete?: (row: PostRow) => Promise<void>;
}

export function registerPostRoutes(app: FastifyInstance, { db, config, urls }: RouteContext, kind: ItemKind, spec: PostRoutesSpec) {
  const { type, segment } = spec;
  const base = `/${kind.path}/${segment}`;
  const toJson = spec.serialize(urls);
  const tags = [kind.path];
  const idName = `${type.name}Id`;
  const params = postParams(idName);
  const postIdOf = (request: { params: unknown }) => (request.params as Record<string, number>)[idName];

  /** The post of this kind, or 404. */
  const post = async (id: number, viewerId: number | null) => {
    const row = await findPost(db, type, id, viewerId);
    if (!row || row.entity_type !== kind.entityType) throw notFound();
    return row;
  };

  app.get<{ Params: { id: number }; Querystring: PageParams }>(`/${kind.path}/:id/${segment}/`, {
    schema: {
      summary: `The ${segment} of one of the ${kind.path}, newest first (a member does not see what they reported)`, tags,
      params: itemParams,
      querystring: { type: 'object', properties: pageParams(spec.page.default, spec.page.max) },
      response: { 200: pagedResultsSchema(ref(spec.schema)), ...errorResponses },
    },
  }, async (request) => {
    const { id } = request.params;
    await requireItem(db, kind.entityType, id);
    const window = windowOf(request.query);
    const { count, rows } = await listPosts(db, type, { entityType: kind.entityType, entityId: id }, viewerOf(request), window);
    return pagedResults(request, urls.base(), request.query.page, window, count, rows.map(toJson));
  });

  app.delete(`${base}/:${idName}/`, {
    ...membersOnly,
    schema: {
      summary: `Delete one's own ${type.name} (its votes and reports go with it)`, tags, security: bearerAuth, params,
      response: { 204: { type: 'null' }, 403: detailAnswer, ...errorResponses },
    },
  }, async (request, reply) => {
    const userId = memberId(request);
    const row = await post(postIdOf(request), userId);
    if (row.user_id !== userId) throw new DetailError(403, 'permission_denied');
    await deletePost(db, type, row);
    await spec.afterDelete?.(row);
    return reply.code(204).send();
  });

  for (const up of [true, false]) {
    const route = up ? app.post.bind(app) : app.delete.bind(app);
    route(`${base}/:${idName}/vote/`, {
      ...membersOnly,
      schema: {
        summary: up ? `Up vote a ${type.name} (voting twice changes nothing)` : `Take back one's vote on a ${type.name}`,
        tags, security: bearerAuth, params,
        ...(up ? { body: { type: 'object', properties: { vote: { type: 'boolean' }, photo: { type: 'integer' } } } } : {}),
        response: { 200: ref(spec.schema), ...errorResponses },
      },
    }, async (request) => {
      const userId = memberId(request);
      const row = await post(postIdOf(request), userId);
      await setVote(db, type, row.id, userId, up, config.now());
      return toJson((await findPost(db, type, row.id, userId))!);
    });
  }

  app.post<{ Body: ReportBody }>(`${base}/:${idName}/report/`, {
    ...membersOnly,
    schema: {
      summary: `Report a ${type.name}; it disappears from the reporter's lists. Reporting again answers 200 with the same report`,
      tags, security: bearerAuth, params, body: reportBody(),
      response: { 200: ref('Report'), 201: ref('Report'), ...errorResponses },
    },
  }, async (request, reply) => {
    const userId = memberId(request);
    const row = await post(postIdOf(request), userId);
    const { report, created } = await fileReport(db, userId, type.name, row.id, request.body, config.now());
    return reply.code(created ? 201 : 200).send(serializeReport(report));
  });
}
