// Facebook connect (docs/social.md): a member links their Facebook account (is_facebook_user), unlinks
// it, and lists their Facebook friends who are members. Facebook's Graph API is the configured FACEBOOK_GRAPH_URL;
// every route answers 501 while no Facebook app is configured.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { memberId } from '../http/auth.ts';
import { DetailError, FieldErrorsError, notFound } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { pageParams, pagedResults, pagedResultsSchema } from '../http/paging.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import type { Routes } from '../http/typebox.ts';
import { facebookFriendIds, verifyFacebook } from '../members/sign-in/providers.ts';
import * as serialize from '../members/serialize.ts';
import { bearerAuth, detailAnswer } from '../members/schemas.ts';
import { countsOf, findUserBy, findUserById, updateUser } from '../members/users.ts';
import { membersOnly, windowOf } from '../community/http.ts';
import { publicUsersOf } from '../community/public-users.ts';
import { notBlocked } from './visibility.ts';

const tags = ['social'];
const meAnswer = { 200: ref('User'), 501: detailAnswer, ...errorResponses };

export const facebookRoutes: Routes = async (app, { db, config, urls }) => {
  const settings = () => {
    if (!config.facebook) throw new DetailError(501, 'facebook_not_configured');
    return config.facebook;
  };
  const me = async (request: FastifyRequest) => {
    const user = await findUserById(db, memberId(request));
    if (!user) throw notFound();
    return user;
  };
  const answerMe = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    return serialize.user(urls, user, await countsOf(db, id));
  };
  const unreachable = (request: FastifyRequest) => (error: unknown) => {
    request.log.warn({ err: error }, 'Facebook Graph API unreachable');
    throw new DetailError(502, 'facebook_unreachable');
  };

  app.post(
    '/me/facebook/',
    {
      ...membersOnly,
      schema: {
        summary: 'Connect a Facebook account (its user access token is checked with the Graph API)',
        tags,
        security: bearerAuth,
        body: Type.Object({ access_token: Type.String({ minLength: 1, maxLength: 4096 }) }),
        response: { ...meAnswer, 502: detailAnswer },
      },
    },
    async (request) => {
      const facebook = settings();
      const user = await me(request);
      const profile = await verifyFacebook(facebook, request.body.access_token).catch(unreachable(request));
      if (!profile) throw new FieldErrorsError({ access_token: [message('social_token_invalid')] });
      const owner = await findUserBy(db, 'facebookUserId', profile.id);
      if (owner && owner.id !== user.id) throw new FieldErrorsError({ access_token: [message('facebook_taken')] });
      await updateUser(db, user.id, {
        facebookUserId: profile.id,
        facebookAccessToken: request.body.access_token,
        updatedAt: config.now(),
      });
      return answerMe(user.id);
    },
  );

  app.delete(
    '/me/facebook/',
    {
      ...membersOnly,
      schema: {
        summary: 'Disconnect the Facebook account (its token is forgotten)',
        tags,
        security: bearerAuth,
        response: meAnswer,
      },
    },
    async (request) => {
      settings();
      const user = await me(request);
      if (!user.facebookUserId) throw new FieldErrorsError({ non_field_errors: [message('facebook_not_connected')] });
      await updateUser(db, user.id, { facebookUserId: null, facebookAccessToken: null, updatedAt: config.now() });
      return answerMe(user.id);
    },
  );

  app.get(
    '/me/facebook-friends/',
    {
      ...membersOnly,
      schema: {
        summary: 'My Facebook friends who are members, by name; never a member across a block with me',
        tags,
        security: bearerAuth,
        querystring: Type.Object(pageParams(20, 100)),
        response: {
          200: pagedResultsSchema(ref('PublicUser')),
          501: detailAnswer,
          502: detailAnswer,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const facebook = settings();
      const user = await me(request);
      if (!user.facebookUserId || !user.facebookAccessToken) {
        throw new FieldErrorsError({ non_field_errors: [message('facebook_not_connected')] });
      }
      const friendIds = await facebookFriendIds(facebook, user.facebookAccessToken).catch(unreachable(request));
      if (!friendIds) throw new DetailError(502, 'facebook_unreachable');
      const { page, page_size } = request.query;
      const window = windowOf({ page, page_size });
      const u = t.users;
      const condition = and(
        inArray(u.facebookUserId, friendIds.length ? friendIds : ['']),
        eq(u.isActive, true),
        notBlocked(u.id, user.id),
      );
      const [{ total }] = await db.select({ total: count() }).from(u).where(condition);
      const rows =
        total === 0
          ? []
          : await db
              .select()
              .from(u)
              .where(condition)
              .orderBy(asc(u.firstName), asc(u.lastName), asc(u.id))
              .limit(window.limit)
              .offset(window.offset);
      const users = await publicUsersOf(db, urls, rows, user.id);
      return pagedResults(request, urls.base(), page, window, total, users);
    },
  );
};
