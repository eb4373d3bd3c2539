// The signed-in member: profile (read, edit with an image), points and level, account deletion request.
import multipart from '@fastify/multipart';
import { memberId, requireMember } from '../../http/auth.ts';
import { DetailError, notFound } from '../../http/errors.ts';
import { detailBody } from '../../http/messages.ts';
import { idParams } from '../../http/params.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { memberEmail } from '../../mail/emails.ts';
import { createOneTimeToken } from './one-time-tokens.ts';
import { readProfileChanges } from './profile-form.ts';
import * as serialize from '../serialize.ts';
import { countsOf, findUserById, updateUser } from '../users.ts';
import { removeImage, storeImage } from '../../uploads/images.ts';
import type { Routes } from '../../http/typebox.ts';
import { bearerAuth, detailAnswer, MemberStats } from '../schemas.ts';

const text = { type: 'string' } as const;

export const meRoutes: Routes = async (app, { db, config, urls, mailer }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('preHandler', requireMember);

  const current = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    return user;
  };

  app.get(
    '/me/',
    {
      schema: {
        summary: 'The signed-in member, with private fields',
        tags: ['members'],
        security: bearerAuth,
        response: { 200: ref('User'), ...errorResponses },
      },
    },
    async (request) => {
      const user = await current(memberId(request));
      return serialize.user(urls, user, await countsOf(db, user.id));
    },
  );

  app.get(
    '/me/stats/',
    {
      schema: {
        summary: 'Points, level and contribution counts of the signed-in member',
        tags: ['members'],
        security: bearerAuth,
        response: {
          200: MemberStats,
          ...errorResponses,
        },
      },
    },
    async (request) => serialize.stats(await countsOf(db, memberId(request))),
  );

  app.patch(
    '/me/:id/',
    {
      schema: {
        summary: "Edit the profile (only one's own id); multipart form data with an optional image, or JSON",
        tags: ['members'],
        security: bearerAuth,
        params: idParams,
        form: {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            properties: {
              first_name: text,
              last_name: text,
              username: text,
              language: { type: 'string', enum: ['en', 'ar'] },
              metropolis: { type: 'string', description: 'city id; empty clears it' },
              phone_number: { type: 'string', description: 'Saudi mobile number; empty clears it' },
              is_private: { type: 'string', enum: ['true', 'false'] },
              image: {
                type: 'string',
                format: 'binary',
                description: 'JPEG, PNG or WebP, at most 5 MB; an empty field removes the image',
              },
            },
          },
        },
        response: { 200: ref('User'), 403: detailAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const id = memberId(request);
      if (request.params.id !== id) throw new DetailError(403, 'permission_denied');
      const before = await current(id);
      const changes = await readProfileChanges(db, request, id);
      const columns: Parameters<typeof updateUser>[2] = { ...changes.columns, updatedAt: config.now() };
      if (changes.image)
        columns.image = await storeImage(config.uploadsDir, 'users', id, changes.image.bytes, changes.image.type);
      else if (changes.image === null) columns.image = null;
      const user = await updateUser(db, id, columns);
      if (changes.image !== undefined && before.image) await removeImage(config.uploadsDir, 'users', before.image);
      return serialize.user(urls, user, await countsOf(db, id));
    },
  );

  app.post(
    '/me/request-delete/',
    {
      schema: {
        summary: 'Email a single-use link (24 h) that deletes the account',
        tags: ['members'],
        security: bearerAuth,
        response: { 200: detailAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const user = await current(memberId(request));
      const token = await createOneTimeToken(db, user.id, 'delete_account', config.now());
      await mailer.send(memberEmail('delete_account', config.appUrl, user, token));
      return detailBody('delete_requested');
    },
  );
};
