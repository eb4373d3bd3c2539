// The signed-in member: profile (read, edit with an image), points and level, account deletion request.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { memberId, requireMember } from '../http/auth.ts';
import { DetailError, notFound } from '../http/errors.ts';
import { detailBody } from '../http/messages.ts';
import { idParams } from '../http/params.ts';
import { errorResponses, ref } from '../http/schemas.ts';
import { memberEmail } from '../mail/emails.ts';
import { COUNT_NAMES } from '../members/levels.ts';
import { createOneTimeToken } from '../members/one-time-tokens.ts';
import { readProfileChanges } from '../members/profile-form.ts';
import * as serialize from '../members/serialize.ts';
import { countsOf, findUserById, updateUser } from '../members/users.ts';
import { removeImage, storeImage } from '../uploads/images.ts';
import type { RouteContext } from './context.ts';
import { bearerAuth, detailAnswer } from './members-schemas.ts';

const int = { type: 'integer' } as const;
const str = { type: 'string' } as const;

export async function meRoutes(app: FastifyInstance, { db, config, urls, mailer }: RouteContext) {
  await app.register(multipart, { throwFileSizeLimit: false });
  app.addHook('preHandler', requireMember);

  const current = async (id: number) => {
    const user = await findUserById(db, id);
    if (!user) throw notFound();
    return user;
  };

  app.get('/me/', {
    schema: { summary: 'The signed-in member, with private fields', tags: ['members'], security: bearerAuth, response: { 200: ref('User'), ...errorResponses } },
  }, async (request) => {
    const user = await current(memberId(request));
    return serialize.user(urls, user, await countsOf(db, user.id));
  });

  app.get('/me/stats/', {
    schema: {
      summary: 'Points, level and contribution counts of the signed-in member', tags: ['members'], security: bearerAuth,
      response: {
        200: {
          type: 'object', required: ['ugc_points', 'ugc_level', 'level_name_en', 'level_name_ar', 'next_level_points', 'counts'],
          properties: {
            ugc_points: int, ugc_level: { type: 'integer', minimum: 1, maximum: 5 }, level_name_en: str, level_name_ar: str,
            next_level_points: { type: ['integer', 'null'] },
            counts: { type: 'object', required: [...COUNT_NAMES], properties: Object.fromEntries(COUNT_NAMES.map((name) => [name, int])) },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => serialize.stats(await countsOf(db, memberId(request))));

  app.patch<{ Params: { id: number } }>('/me/:id/', {
    schema: {
      summary: 'Edit the profile (only one\'s own id); multipart form data with an optional image, or JSON', tags: ['members'], security: bearerAuth,
      params: idParams,
      form: {
        mediaType: 'multipart/form-data',
        schema: {
          type: 'object',
          properties: {
            first_name: str, last_name: str, username: str, language: { type: 'string', enum: ['en', 'ar'] },
            metropolis: { type: 'string', description: 'city id; empty clears it' },
            phone_number: { type: 'string', description: 'Saudi mobile number; empty clears it' },
            is_private: { type: 'string', enum: ['true', 'false'] },
            image: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB; an empty field removes the image' },
          },
        },
      },
      response: { 200: ref('User'), 403: detailAnswer, ...errorResponses },
    },
  }, async (request) => {
    const id = memberId(request);
    if (request.params.id !== id) throw new DetailError(403, 'permission_denied');
    const before = await current(id);
    const changes = await readProfileChanges(db, request, id);
    const columns: Parameters<typeof updateUser>[2] = { ...changes.columns, updatedAt: config.now() };
    if (changes.image) columns.image = await storeImage(config.uploadsDir, 'users', id, changes.image.bytes, changes.image.type);
    else if (changes.image === null) columns.image = null;
    const user = await updateUser(db, id, columns);
    if (changes.image !== undefined && before.image) await removeImage(config.uploadsDir, 'users', before.image);
    return serialize.user(urls, user, await countsOf(db, id));
  });

  app.post('/me/request-delete/', {
    schema: { summary: 'Email a single-use link (24 h) that deletes the account', tags: ['members'], security: bearerAuth, response: { 200: detailAnswer, ...errorResponses } },
  }, async (request) => {
    const user = await current(memberId(request));
    const token = await createOneTimeToken(db, user.id, 'delete_account', config.now());
    await mailer.send(memberEmail('delete_account', config.appUrl, user, token));
    return detailBody('delete_requested');
  });
}
