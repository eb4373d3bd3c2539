// What tips and photos have in common, registered once per kind and post type: the item's list, deleting one's own,
// voting and unvoting, reporting. Creating them differs (JSON text, multipart image): tips.ts, photos.ts.
import { Type } from '@sinclair/typebox';
import { memberId } from '../../http/auth.ts';
import { DetailError, FieldErrorsError, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { idList, idParams, parseIds } from '../../http/params.ts';
import { pageParams, pagedResults, pagedResultsSchema, resultsSchema } from '../../http/paging.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import type { Urls } from '../../http/urls.ts';
import { contentReportBody, membersOnly, postParams, requireItem, viewerOf, windowOf } from '../http.ts';
import { existingItems, type ItemKind } from '../kinds.ts';
import { deletePost, findPost, listFirstPosts, listPosts, setVote, type PostRow, type PostType } from '../posts.ts';
import { fileReport } from '../reports.ts';
import * as serialize from '../serialize.ts';
import type { RouteContext } from '../../http/context.ts';
import type { TypedApp } from '../../http/typebox.ts';
import { bearerAuth, detailAnswer } from '../../members/schemas.ts';
import type { Photo, Tip } from '../schemas.ts';

export interface PostRoutesSpec {
  type: PostType;
  /** URL segment: tips, photos */
  segment: string;
  schema: 'Tip' | 'Photo';
  serialize: (urls: Urls) => (row: PostRow) => Tip | Photo;
  page: { default: number; max: number };
  /** after the row is gone (the photo's files) */
  afterDelete?: (row: PostRow) => Promise<void>;
}

const voteBody = Type.Object({ vote: Type.Optional(Type.Boolean()), photo: Type.Optional(Type.Integer()) });

/** At most this many items in one batch of first pages, each page at most this long. */
export const MAX_BATCH_IDS = 100;
const MAX_BATCH_PAGE_SIZE = 100;

export function registerPostRoutes(
  app: TypedApp,
  { db, config, urls }: RouteContext,
  kind: ItemKind,
  spec: PostRoutesSpec,
) {
  const { type, segment } = spec;
  const base = `/${kind.path}/${segment}`;
  const toJson = spec.serialize(urls);
  const tags = [kind.path];
  const idName = `${type.name}Id`;
  const params = postParams(idName);
  const postIdOf = (request: { params: Record<string, number> }) => request.params[idName];
  const item = ref(spec.schema);

  /** The post of this kind, or 404. */
  const post = async (id: number, viewerId: number | null) => {
    const row = await findPost(db, type, id, viewerId);
    if (!row || row.entity_type !== kind.entityType) throw notFound();
    return row;
  };

  app.get(
    `/${kind.path}/:id/${segment}/`,
    {
      schema: {
        summary: `The ${segment} of one of the ${kind.path}, newest first (a member does not see what they reported)`,
        tags,
        params: idParams,
        querystring: Type.Object(pageParams(spec.page.default, spec.page.max)),
        response: { 200: pagedResultsSchema(item), ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      await requireItem(db, kind.entityType, id);
      const window = windowOf(request.query);
      const { count, rows } = await listPosts(
        db,
        type,
        { entityType: kind.entityType, entityId: id },
        viewerOf(request),
        window,
      );
      return pagedResults(request, urls.base(), request.query.page, window, count, rows.map(toJson));
    },
  );

  app.get(
    `${base}/`,
    {
      schema: {
        summary: `The first page of the ${segment} of many ${kind.path}, for batch loading (unknown ids are left out)`,
        tags,
        querystring: Type.Object({
          entity_ids: idList({ description: `at most ${MAX_BATCH_IDS} ids` }),
          page_size: pageParams(spec.page.default, Math.min(spec.page.max, MAX_BATCH_PAGE_SIZE)).page_size,
        }),
        response: {
          200: resultsSchema(
            Type.Object({
              entity_id: Type.Integer(),
              count: Type.Integer(),
              results: Type.Array(item),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const ids = [...new Set(parseIds(request.query.entity_ids) ?? [])];
      if (ids.length > MAX_BATCH_IDS) {
        throw new FieldErrorsError({ entity_ids: [message('max_items', { limit: MAX_BATCH_IDS })] });
      }
      const existing = await existingItems(db, kind.entityType, ids);
      const found = ids.filter((id) => existing.has(id));
      const pages = await listFirstPosts(db, type, kind.entityType, found, viewerOf(request), request.query.page_size);
      return {
        results: found.map((id) => {
          const page = pages.get(id);
          return { entity_id: id, count: page?.count ?? 0, results: (page?.rows ?? []).map(toJson) };
        }),
      };
    },
  );

  app.delete(
    `${base}/:${idName}/`,
    {
      ...membersOnly,
      schema: {
        summary: `Delete one's own ${type.name} (its votes and reports go with it)`,
        tags,
        security: bearerAuth,
        params,
        response: { 204: Type.Null(), 403: detailAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const row = await post(postIdOf(request), userId);
      if (row.user_id !== userId) throw new DetailError(403, 'permission_denied');
      await deletePost(db, type, row);
      await spec.afterDelete?.(row);
      return reply.code(204).send(null);
    },
  );

  for (const up of [true, false]) {
    app.route({
      method: up ? 'POST' : 'DELETE',
      url: `${base}/:${idName}/vote/`,
      ...membersOnly,
      schema: {
        summary: up
          ? `Up vote a ${type.name} (voting twice changes nothing)`
          : `Take back one's vote on a ${type.name}`,
        tags,
        security: bearerAuth,
        params,
        // accepted for compatibility, not read
        ...(up ? { body: voteBody } : {}),
        response: { 200: item, ...errorResponses },
      },
      handler: async (request) => {
        const userId = memberId(request);
        const row = await post(postIdOf(request), userId);
        await setVote(db, type, row.id, userId, up, config.now());
        return toJson((await findPost(db, type, row.id, userId))!);
      },
    });
  }

  app.post(
    `${base}/:${idName}/report/`,
    {
      ...membersOnly,
      schema: {
        summary: `Report a ${type.name}; it disappears from the reporter's lists. Reporting again answers 200 with the same report`,
        tags,
        security: bearerAuth,
        params,
        body: contentReportBody,
        response: { 200: ref('Report'), 201: ref('Report'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const row = await post(postIdOf(request), userId);
      const { report, created } = await fileReport(db, userId, type.name, row.id, request.body, config.now());
      return reply.code(created ? 201 : 200).send(serialize.report(report));
    },
  );
}
