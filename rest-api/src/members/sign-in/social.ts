// Facebook and Apple sign-in: 501 until configured; a verified provider profile opens a session like /oauth/token/.
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { DetailError, FieldErrorsError } from '../../http/errors.ts';
import { requestLang } from '../../http/language.ts';
import { message } from '../../http/messages.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { issueToken } from './oauth-tokens.ts';
import { memberForSocialProfile } from './social-accounts.ts';
import { verifyApple, verifyFacebook, type SocialProfile } from './providers.ts';
import { updateUser } from '../users.ts';
import type { Routes } from '../../http/typebox.ts';
import { detailAnswer } from '../schemas.ts';

/** A provider that cannot be reached verifies nothing; the log says why. */
const providerDown = (request: FastifyRequest) => (error: unknown) => {
  request.log.warn({ err: error }, 'social sign-in provider unreachable');
  return null;
};

export const socialAuthRoutes: Routes = async (app, { db, config }) => {
  const socialAnswers = { 200: ref('Token'), 501: detailAnswer, ...errorResponses };
  /** Signs in the member behind a verified profile with the same token answer as /oauth/token/. */
  async function socialSignIn(
    request: FastifyRequest,
    profile: SocialProfile | null,
    names: { first_name?: string; last_name?: string } = {},
    /** kept on the member: Facebook's token, to list their friends who are members */
    facebookAccessToken?: string,
  ) {
    const lang = requestLang(request);
    if (!profile) throw new DetailError(401, 'social_token_invalid');
    const now = config.now();
    const member = await memberForSocialProfile(
      db,
      {
        ...profile,
        firstName: profile.firstName ?? names.first_name ?? null,
        lastName: profile.lastName ?? names.last_name ?? null,
      },
      lang,
      now,
    );
    if (member === 'email_required') throw new FieldErrorsError({ email: [message('required')] });
    if (member === 'email_taken') throw new FieldErrorsError({ email: [message('email_taken')] });
    if (!member.isActive) throw new DetailError(401, 'social_token_invalid');
    await updateUser(db, member.id, { lastLogin: now, ...(facebookAccessToken ? { facebookAccessToken } : {}) });
    return issueToken(db, member.id, config, now);
  }

  app.post(
    '/auth/facebook/',
    {
      schema: {
        summary: 'Sign in with a Facebook access token (501 when not configured)',
        tags: ['members'],
        body: Type.Object({ access_token: Type.String() }),
        response: socialAnswers,
      },
    },
    async (request) => {
      if (!config.facebook) throw new DetailError(501, 'facebook_not_configured');
      return socialSignIn(
        request,
        await verifyFacebook(config.facebook, request.body.access_token).catch(providerDown(request)),
        {},
        request.body.access_token,
      );
    },
  );

  app.post(
    '/auth/apple/',
    {
      schema: {
        summary: "Sign in with Apple: the id_token is checked against Apple's keys (501 when not configured)",
        tags: ['members'],
        body: Type.Object({
          access_token: Type.String(),
          id_token: Type.String(),
          first_name: Type.Optional(Type.String()),
          last_name: Type.Optional(Type.String()),
          email: Type.Optional(Type.String()),
        }),
        response: socialAnswers,
      },
    },
    async (request) => {
      if (!config.apple) throw new DetailError(501, 'apple_not_configured');
      const profile = await verifyApple(config.apple, request.body.id_token, config.now()).catch(providerDown(request));
      return socialSignIn(request, profile, request.body);
    },
  );
};
