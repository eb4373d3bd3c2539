// Account calls without a session: register, verify email, forgot/reset password, confirm deletion, social providers.
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { requireOAuthClient } from '../../http/auth.ts';
import type { OneTimePurpose } from '../../db/schema.ts';
import { FieldErrorList, FieldErrorsError, schemaFieldErrors } from '../../http/errors.ts';
import { requestLang } from '../../http/language.ts';
import { detailBody, message, type Message } from '../../http/messages.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { memberEmail } from '../../mail/emails.ts';
import { revokeAllTokens } from '../sign-in/oauth-tokens.ts';
import { consumeOneTimeToken, createOneTimeToken, spendAll } from './one-time-tokens.ts';
import { hashPassword } from '../sign-in/passwords.ts';
import { parseSaudiMobile } from '../phone.ts';
import * as serialize from '../serialize.ts';
import {
  countsOf,
  createUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  updateUser,
} from '../users.ts';
import { emailErrors, nameErrors, normalizeEmail, passwordErrors, phoneErrors } from '../validation.ts';
import { removeImage } from '../../uploads/images.ts';
import { removePhotoFiles } from '../../community/photo-files.ts';
import { Nullable, NullableInput, type Routes } from '../../http/typebox.ts';
import { FACEBOOK_DIALOG_URL } from '../../config.ts';
import { basicAuth, detailAnswer, tokenBody } from '../schemas.ts';

const RegisterBody = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  password: Type.String(),
  phone_number: Type.Optional(NullableInput(Type.String())),
});
type RegisterBody = Static<typeof RegisterBody>;

export const authRoutes: Routes = async (app, { db, config, urls, mailer }) => {
  /** The member id of a valid emailed token (now spent), else a 400 on the token field. */
  async function spendEmailedToken(
    request: FastifyRequest,
    token: string,
    purpose: OneTimePurpose,
    now: Date,
  ): Promise<number> {
    const userId = await consumeOneTimeToken(db, token, purpose, now);
    if (userId === null) throw new FieldErrorsError({ token: [message('token_invalid')] });
    return userId;
  }

  app.post(
    '/auth/register/',
    {
      attachValidation: true,
      schema: {
        summary: 'Sign up; sends a verification email',
        tags: ['members'],
        body: RegisterBody,
        response: { 201: ref('User'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const errors = schemaFieldErrors(request);
      const body = (request.body ?? {}) as Partial<RegisterBody>;
      const check = (field: keyof RegisterBody, rule: (value: string) => Message[]) => {
        const value = body[field];
        if (typeof value === 'string' && !errors.has(field)) errors.add(field, rule(value));
      };
      check('first_name', nameErrors);
      check('last_name', nameErrors);
      check('email', emailErrors);
      check('password', passwordErrors);
      if (body.phone_number) check('phone_number', phoneErrors);
      const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
      if (!errors.has('email') && (await findUserByEmail(db, email))) errors.add('email', [message('email_taken')]);
      errors.throwIfAny();

      const user = await createUser(db, {
        email,
        passwordHash: await hashPassword(body.password!),
        firstName: body.first_name!.trim(),
        lastName: body.last_name!.trim(),
        language: requestLang(request),
        phoneLocal: body.phone_number ? parseSaudiMobile(body.phone_number) : null,
        createdAt: config.now(),
        updatedAt: config.now(),
      }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new FieldErrorsError({ email: [message('email_taken')] }) : error;
      });
      const token = await createOneTimeToken(db, user.id, 'verify_email', config.now());
      await mailer.send(memberEmail('verify_email', config.appUrl, user, token));
      return reply.code(201).send(serialize.user(urls, user, await countsOf(db, user.id)));
    },
  );

  app.post(
    '/auth/verify-email/',
    {
      preHandler: requireOAuthClient,
      schema: {
        summary: 'Confirm an email address with the emailed token',
        tags: ['members'],
        security: basicAuth,
        body: tokenBody,
        response: { 200: detailAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const userId = await spendEmailedToken(request, request.body.token, 'verify_email', config.now());
      await updateUser(db, userId, { isEmailVerified: true, updatedAt: config.now() });
      return detailBody('email_verified');
    },
  );

  app.post(
    '/auth/forgot-password/',
    {
      preHandler: requireOAuthClient,
      schema: {
        summary: 'Email a single-use link to reset the password (same answer whether the account exists or not)',
        tags: ['members'],
        security: basicAuth,
        body: Type.Object({ email: Type.String() }),
        response: { 200: detailAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, normalizeEmail(request.body.email));
      if (user?.isActive) {
        const token = await createOneTimeToken(db, user.id, 'reset_password', config.now());
        await mailer.send(memberEmail('reset_password', config.appUrl, user, token));
      }
      return detailBody('reset_sent');
    },
  );

  app.post(
    '/auth/reset-password/',
    {
      preHandler: requireOAuthClient,
      schema: {
        summary: 'Choose a new password with the emailed token; signs the member out everywhere',
        tags: ['members'],
        security: basicAuth,
        body: Type.Object({ token: Type.String(), password: Type.String() }),
        response: { 200: detailAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const errors = new FieldErrorList();
      errors.add('password', passwordErrors(request.body.password));
      errors.throwIfAny();
      const now = config.now();
      const userId = await spendEmailedToken(request, request.body.token, 'reset_password', now);
      await updateUser(db, userId, { passwordHash: await hashPassword(request.body.password), updatedAt: now });
      await revokeAllTokens(db, userId, now);
      await spendAll(db, userId, 'reset_password', now);
      return detailBody('password_reset');
    },
  );

  app.post(
    '/auth/confirm-delete/',
    {
      preHandler: requireOAuthClient,
      schema: {
        summary: 'Delete the account with the emailed token',
        tags: ['members'],
        security: basicAuth,
        body: tokenBody,
        response: { 200: detailAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const userId = await spendEmailedToken(request, request.body.token, 'delete_account', config.now());
      const image = (await findUserById(db, userId))?.image;
      const photos = await deleteUser(db, userId);
      if (image) await removeImage(config.uploadsDir, 'users', image);
      for (const photo of photos) await removePhotoFiles(config.uploadsDir, photo);
      return detailBody('account_deleted');
    },
  );

  app.get(
    '/auth/providers/',
    {
      schema: {
        summary: 'Which social sign-ins are configured, with what the browser needs for Facebook login',
        tags: ['members'],
        response: {
          200: Type.Object({
            facebook: Type.Boolean(),
            apple: Type.Boolean(),
            facebook_app_id: Nullable(Type.String()),
            facebook_login_url: Nullable(Type.String({ description: "Facebook's OAuth login dialog" })),
            apple_client_id: Nullable(Type.String({ description: 'the Services ID of Sign in with Apple' })),
            apple_login_url: Nullable(Type.String({ description: "Apple's authorization page" })),
          }),
          ...errorResponses,
        },
      },
    },
    async () => ({
      facebook: config.facebook !== null,
      apple: config.apple !== null,
      facebook_app_id: config.facebook?.appId ?? null,
      facebook_login_url: config.facebook ? (config.facebook.dialogUrl ?? FACEBOOK_DIALOG_URL) : null,
      apple_client_id: config.apple?.clientId ?? null,
      apple_login_url: config.apple?.authorizeUrl ?? null,
    }),
  );
};
