// Follow, unfollow, accept and reject requests, block and unblock, and the member lists of the social graph
// (docs/rest-contract.md, "Social"). Every write answers the other member as the viewer now sees them.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { memberId } from '../http/auth.ts';
import { DetailError, FieldErrorsError, notFound } from '../http/errors.ts';
import { message, type MessageKey } from '../http/messages.ts';
import { pageParams, pagedResults, pagedResultsSchema } from '../http/paging.ts';
import { idParams } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { bearerAuth, detailAnswer } from '../members/schemas.ts';
import { findUserById, type UserRow } from '../members/users.ts';
import { membersOnly, viewerOf, windowOf } from '../community/http.ts';
import { isRowId } from '../community/kinds.ts';
import { findPublicUsers, publicUsersOf } from '../community/public-users.ts';
import { listMembers, type MemberList } from './lists.ts';
import {
  answerRequest,
  block,
  canSeeContent,
  follow,
  NO_RELATION,
  relationsOf,
  unblock,
  unfollow,
  type Relation,
} from './relations.ts';

const tags = ['social'];
const listQuery = Type.Object(pageParams(20, 100));
const memberAnswer = { 200: ref('PublicUser'), 403: detailAnswer, ...errorResponses };
const pagedMembers = { 200: pagedResultsSchema(ref('PublicUser')), 403: detailAnswer, ...errorResponses };

/** The own lists under /me/: path segment -> list. */
const MY_LISTS: { segment: string; list: MemberList; what: string }[] = [
  { segment: 'followers', list: 'followers', what: 'The members who follow me' },
  { segment: 'followings', list: 'followings', what: 'The members I follow' },
  { segment: 'pending-followers', list: 'pending_followers', what: 'Requests to follow me, waiting for my answer' },
  { segment: 'pending-followings', list: 'pending_followings', what: 'My requests to follow private members' },
  { segment: 'blocked-users', list: 'blocked', what: 'The members I blocked' },
];

const refuse = (key: MessageKey) => new FieldErrorsError({ non_field_errors: [message(key)] });

export const socialRoutes: Routes = async (app, { db, config, urls }) => {
  async function answer(id: number, viewerId: number) {
    const user = (await findPublicUsers(db, urls, [id], viewerId)).get(id);
    if (!user) throw notFound();
    return user;
  }

  async function page(request: FastifyRequest, list: MemberList, userId: number, viewerId: number | null) {
    const query = request.query as { page: number; page_size: number };
    const window = windowOf(query);
    const { count, rows } = await listMembers(db, list, userId, window, viewerId);
    const users = await publicUsersOf(db, urls, rows, viewerId);
    return pagedResults(request, urls.base(), query.page, window, count, users);
  }

  app.post(
    '/follows/',
    {
      ...membersOnly,
      schema: {
        summary: 'Follow a member: at once for a public profile, as a pending request for a private one',
        tags,
        security: bearerAuth,
        body: Type.Object({ followed_user: Type.Integer() }),
        response: { 201: ref('PublicUser'), 403: detailAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const viewerId = memberId(request);
      const targetId = request.body.followed_user;
      if (targetId === viewerId) throw new FieldErrorsError({ followed_user: [message('follow_self')] });
      const { user, relation } = await memberFor(db, targetId, viewerId);
      if (relation.blockedByMe || relation.blocksMe) throw new DetailError(403, 'member_blocked');
      if (relation.followedByMe === 'accepted') throw refuse('already_following');
      if (relation.followedByMe === 'pending') throw refuse('already_requested');
      await follow(db, viewerId, user, config.now());
      return reply.code(201).send(await answer(user.id, viewerId));
    },
  );

  app.delete(
    '/follows/:id/',
    {
      ...membersOnly,
      schema: {
        summary: 'Unfollow a member, or withdraw a request to follow them',
        tags,
        security: bearerAuth,
        params: idParams,
        response: memberAnswer,
      },
    },
    async (request) => {
      const viewerId = memberId(request);
      const { user } = await memberFor(db, request.params.id, viewerId);
      if (!(await unfollow(db, viewerId, user.id))) throw refuse('not_following');
      return answer(user.id, viewerId);
    },
  );

  app.delete(
    '/me/followers/:id/',
    {
      ...membersOnly,
      schema: {
        summary: 'Remove a follower: the member no longer follows me (they can follow again, or ask if I am private)',
        tags,
        security: bearerAuth,
        params: idParams,
        response: memberAnswer,
      },
    },
    async (request) => {
      const viewerId = memberId(request);
      const { user } = await memberFor(db, request.params.id, viewerId);
      if (!(await unfollow(db, user.id, viewerId, 'accepted'))) throw refuse('not_a_follower');
      return answer(user.id, viewerId);
    },
  );

  for (const accept of [true, false]) {
    const options = {
      ...membersOnly,
      schema: {
        summary: accept
          ? 'Accept a request to follow me: the member becomes a follower'
          : 'Reject a request to follow me: the request is removed',
        tags,
        security: bearerAuth,
        params: idParams,
        response: memberAnswer,
      },
    };
    const handler = async (request: FastifyRequest<{ Params: { id: number } }>) => {
      const viewerId = memberId(request);
      const { user } = await memberFor(db, request.params.id, viewerId);
      if (!(await answerRequest(db, viewerId, user.id, accept))) throw new DetailError(404, 'follow_request_missing');
      return answer(user.id, viewerId);
    };
    if (accept) app.post('/me/pending-followers/:id/accept/', options, handler);
    else app.delete('/me/pending-followers/:id/', options, handler);
  }

  for (const blocking of [true, false]) {
    app.post(
      `/users/:id/${blocking ? 'block' : 'unblock'}/`,
      {
        ...membersOnly,
        schema: {
          summary: blocking
            ? 'Block a member: every follow between you ends, and neither sees the other any more'
            : 'Unblock a member (old follows are not restored)',
          tags,
          security: bearerAuth,
          params: idParams,
          response: memberAnswer,
        },
      },
      async (request) => {
        const viewerId = memberId(request);
        if (request.params.id === viewerId) throw refuse('block_self');
        // A member who blocked the viewer is unknown to them, here as on every read.
        const { user } = await memberFor(db, request.params.id, viewerId);
        if (blocking) {
          if (!(await block(db, viewerId, user.id, config.now()))) throw refuse('already_blocked');
        } else if (!(await unblock(db, viewerId, user.id))) throw refuse('not_blocked');
        const after = (await findPublicUsers(db, urls, [user.id], viewerId)).get(user.id);
        // Unblocking a member who had also blocked you (blocks made before either had to see the other): they are
        // hidden again; answer the plain member.
        return after ?? (await publicUsersOf(db, urls, [user], null))[0];
      },
    );
  }

  for (const { segment, list, what } of MY_LISTS) {
    app.get(
      `/me/${segment}/`,
      {
        ...membersOnly,
        schema: {
          summary: `${what}, newest first`,
          tags,
          security: bearerAuth,
          querystring: listQuery,
          response: pagedMembers,
        },
      },
      async (request) => {
        const viewerId = memberId(request);
        return page(request, list, viewerId, viewerId);
      },
    );
  }

  app.get(
    '/users/username/:username/',
    {
      schema: {
        summary: 'One member by username (any case) as the viewer sees them',
        tags: ['users'],
        params: Type.Object({ username: Type.String({ maxLength: 60 }) }),
        response: memberAnswer,
      },
    },
    async (request) => {
      const viewerId = viewerOf(request);
      const [row] = await db
        .select({ id: t.users.id })
        .from(t.users)
        .where(sql`lower(${t.users.username}) = ${request.params.username.toLowerCase()}`)
        .limit(1);
      if (!row) throw notFound();
      const user = (await findPublicUsers(db, urls, [row.id], viewerId)).get(row.id);
      if (!user) throw notFound();
      return user;
    },
  );

  for (const list of ['followers', 'followings'] as const) {
    app.get(
      `/users/:id/${list}/`,
      {
        schema: {
          summary: `A member's ${list}, newest first; a private profile only to its accepted followers and owner`,
          tags: ['users'],
          params: idParams,
          querystring: listQuery,
          response: pagedMembers,
        },
      },
      async (request) => {
        const viewerId = viewerOf(request);
        const { user, relation } = await memberFor(db, request.params.id, viewerId);
        requireVisible(user, viewerId, relation);
        return page(request, list, user.id, viewerId);
      },
    );
  }
};

/** The member and how the viewer stands with them; 404 when unknown or when they blocked the viewer. */
export async function memberFor(
  db: Db,
  id: number,
  viewerId: number | null,
): Promise<{ user: UserRow; relation: Relation }> {
  const user = isRowId(id) ? await findUserById(db, id) : undefined;
  if (!user) throw notFound();
  const relation = viewerId === null ? NO_RELATION : ((await relationsOf(db, viewerId, [id])).get(id) ?? NO_RELATION);
  if (relation.blocksMe && !relation.blockedByMe) throw notFound();
  return { user, relation };
}

/** 403 unless the viewer may see the member's content: `member_blocked` across a block, else `profile_private`. */
export function requireVisible(user: UserRow, viewerId: number | null, relation: Relation) {
  if (canSeeContent(user, viewerId, relation)) return;
  throw new DetailError(403, relation.blockedByMe || relation.blocksMe ? 'member_blocked' : 'profile_private');
}
