// OAuth2 token endpoint (password and refresh_token grants) and revocation (logout). Form bodies, OAuth error shapes.
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import {
  authenticate,
  basicCredentials,
  isOAuthClient,
  memberId,
  requireMember,
  type AuthOptions,
} from '../../http/auth.ts';
import { codeOf, message, type Message } from '../../http/messages.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { issueToken, revokeToken, spendRefreshToken } from './oauth-tokens.ts';
import { clearSignInFailures, recordSignInFailure, signInWait } from '../../abuse/sign-in-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { findUserByEmail, updateUser } from '../users.ts';
import { normalizeEmail } from '../validation.ts';
import type { Routes } from '../../http/typebox.ts';
import { bearerAuth } from '../schemas.ts';

type Form = Record<string, string | undefined>;

const formSchema = (properties: Record<string, string>, required: string[]) => ({
  mediaType: 'application/x-www-form-urlencoded',
  schema: {
    type: 'object',
    required,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, description]) => [name, { type: 'string', description }]),
    ),
  },
});

const oauthError = Type.Object(
  {
    error: Type.String(),
    error_description: Type.Optional(Type.String()),
    code: Type.Optional(Type.String()),
    minutes: Type.Optional(Type.Integer({ description: 'sign_in_throttled: whole minutes until the next try' })),
    seconds: Type.Optional(Type.Integer({ description: 'sign_in_throttled: seconds until the next try' })),
  },
  { additionalProperties: true },
);

/** A form body, parsed below; it is documented (`form`), not validated. */
const formBody = (request: { body: unknown }): Form =>
  request.body && typeof request.body === 'object' ? (request.body as Form) : {};

export const oauthRoutes: Routes<{ auth: AuthOptions }> = async (app, ctx) => {
  const { db, config } = ctx;
  // Form bodies; repeated keys keep the first value.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const form: Form = {};
    for (const [key, value] of new URLSearchParams(String(body))) form[key] ??= value;
    done(null, form);
  });

  const fail = (reply: FastifyReply, status: number, error: string, description: Message) =>
    reply.code(status).send({ error, error_description: description.text, ...codeOf(description) });

  app.post(
    '/oauth/token/',
    {
      schema: {
        summary: 'Sign in (password grant) or renew a session (refresh_token grant)',
        tags: ['members'],
        form: formSchema(
          {
            grant_type: '`password` or `refresh_token`',
            username: 'the email (password grant)',
            password: 'password grant',
            refresh_token: 'refresh_token grant',
            client_id: 'or basic auth',
            client_secret: 'or basic auth',
          },
          ['grant_type'],
        ),
        response: {
          200: ref('Token'),
          400: oauthError,
          401: oauthError,
          429: oauthError,
        },
      },
    },
    async (request, reply) => {
      const form = formBody(request);
      const client = basicCredentials(request.headers.authorization) ?? {
        id: form.client_id ?? '',
        secret: form.client_secret ?? '',
      };
      if (!isOAuthClient(client, config.oauthClient))
        return fail(reply, 401, 'invalid_client', message('client_auth_failed'));
      const now = config.now();
      let userId: number | null = null;
      if (form.grant_type === 'password') {
        if (!form.username || !form.password)
          return fail(reply, 400, 'invalid_request', message('invalid_credentials'));
        const attempt = { account: normalizeEmail(form.username), ip: request.ip };
        const wait = await signInWait(db, attempt, config.abuse, now);
        if (wait > 0) {
          // Refused before the password is checked: a guess made now tells nothing.
          const minutes = Math.ceil(wait / 60);
          request.log.warn({ ip: attempt.ip }, 'sign-in throttled');
          app.metrics.throttled.inc({ kind: 'sign_in' });
          reply.header('retry-after', String(wait));
          return reply.code(429).send({
            error: 'slow_down',
            error_description: message('sign_in_throttled', { minutes }).text,
            code: 'sign_in_throttled',
            minutes,
            seconds: wait,
          });
        }
        const user = await findUserByEmail(db, attempt.account);
        if (user?.isActive && (await verifyPassword(form.password, user.passwordHash))) userId = user.id;
        if (userId === null) await recordSignInFailure(db, attempt, config.abuse, now);
        else await clearSignInFailures(db, attempt.account);
      } else if (form.grant_type === 'refresh_token') {
        if (form.refresh_token) userId = await spendRefreshToken(db, form.refresh_token, now);
      } else {
        return fail(reply, 400, 'unsupported_grant_type', message('invalid_choice', { input: form.grant_type ?? '' }));
      }
      if (userId === null) return fail(reply, 400, 'invalid_grant', message('invalid_credentials'));
      if (form.grant_type === 'password') await updateUser(db, userId, { lastLogin: now });
      reply.header('cache-control', 'no-store');
      return issueToken(db, userId, config, now);
    },
  );

  await app.register(async (members) => {
    members.addHook('onRequest', authenticate(ctx.auth));
    members.post(
      '/oauth/revoke/',
      {
        preHandler: requireMember,
        schema: {
          summary: 'Sign out: the access token and its refresh token stop working',
          tags: ['members'],
          security: bearerAuth,
          form: formSchema({ token: 'the access or refresh token to revoke (default: the bearer token)' }, []),
          response: {
            200: Type.Unsafe<Record<string, never>>({ type: 'object', additionalProperties: false }),
            ...errorResponses,
          },
        },
      },
      async (request) => {
        const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
        const now = config.now();
        const userId = memberId(request);
        const given = formBody(request).token;
        await revokeToken(db, userId, bearer, now);
        if (given && given !== bearer) await revokeToken(db, userId, given, now);
        return {};
      },
    );
  });
};
