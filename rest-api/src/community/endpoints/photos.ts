// Photos of events, experiences and places: the shared post routes, uploading a photo (multipart form data), and
// the photo files under /media/photos/ (no key: uploads, their thumbnails, and the generated seed photos).
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { memberId } from '../../http/auth.ts';
import { FieldErrorList, notFound } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { errorResponses, ref } from '../../http/schemas.ts';
import { renderSvg } from '../../media/svg.ts';
import { readMultipart, type Raw } from '../../members/account/profile-form.ts';
import { imageSubject } from '../../media/subjects.ts';
import { membersOnly } from '../http.ts';
import { itemExists, ITEM_KINDS, kindOf, type ItemKind } from '../kinds.ts';
import { GENERATED_FILE, GENERATED_PHOTO, removePhotoFiles, storePhoto } from '../photo-files.ts';
import { CAPTION_MAX_LENGTH, createPhoto } from '../photos.ts';
import { findAnyPost, PHOTO } from '../posts.ts';
import * as serialize from '../serialize.ts';
import type { RouteContext } from '../../http/context.ts';
import { StringEnum, type Routes, type TypedApp } from '../../http/typebox.ts';
import { registerPostRoutes } from './posts.ts';
import { bearerAuth } from '../../members/schemas.ts';
import { fileParams, sendUpload } from '../../media/uploads.ts';

export const communityPhotoRoutes: Routes = async (app, ctx) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  for (const kind of ITEM_KINDS) {
    registerPostRoutes(app, ctx, kind, {
      type: PHOTO,
      segment: 'photos',
      schema: 'Photo',
      serialize: serialize.photo,
      page: { default: 20, max: 9999 },
      afterDelete: (row) =>
        removePhotoFiles(ctx.config.uploadsDir, { file: row.file!, thumbnail_file: row.thumbnail_file ?? null }),
    });
    registerUpload(app, ctx, kind);
  }
};

function registerUpload(app: TypedApp, { db, config, urls }: RouteContext, kind: ItemKind) {
  app.post(
    `/${kind.path}/photos/`,
    {
      ...membersOnly,
      schema: {
        summary: `Add a photo of one of the ${kind.path} (multipart form data)`,
        tags: [kind.path],
        security: bearerAuth,
        form: {
          mediaType: 'multipart/form-data',
          schema: {
            type: 'object',
            required: ['entity', 'image'],
            properties: {
              entity: { type: 'string', description: `id of the ${kind.entityType}` },
              image: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' },
              caption: { type: 'string', maxLength: CAPTION_MAX_LENGTH },
            },
          },
        },
        response: { 201: ref('Photo'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = memberId(request);
      const raw: Raw = request.isMultipart() ? await readMultipart(request) : { fields: {} };
      const errors = new FieldErrorList();
      const entity = raw.fields.entity;
      const entityId = Number(entity);
      if (entity === undefined || entity === '') errors.add('entity', [message('required')]);
      else if (!/^\d{1,9}$/.test(String(entity))) errors.add('entity', [message('invalid_integer')]);
      else if (!(await itemExists(db, kind.entityType, entityId)))
        errors.add('entity', [message('city_unknown', { input: String(entity) })]);
      const caption = raw.fields.caption === undefined ? '' : String(raw.fields.caption).trim();
      if (caption.length > CAPTION_MAX_LENGTH)
        errors.add('caption', [message('max_length', { limit: CAPTION_MAX_LENGTH })]);
      if (raw.imageTooLarge) errors.add('image', [message('image_too_large')]);
      else if (!raw.image) errors.add('image', [message('required')]);
      errors.throwIfAny();
      const stored = await storePhoto(config.uploadsDir, userId, raw.image!);
      if (!stored) {
        errors.add('image', [message('image_invalid')]);
        errors.throwIfAny();
      }
      try {
        const photo = await createPhoto(
          db,
          { ...stored!, userId, entityType: kind.entityType, entityId, caption },
          config.now(),
        );
        return reply.code(201).send(serialize.photo(urls)(photo));
      } catch (error) {
        await removePhotoFiles(config.uploadsDir, { file: stored!.file, thumbnail_file: stored!.thumbnailFile });
        throw error;
      }
    },
  );
}

/** /media/photos/{file}: uploaded photos and thumbnails, and seed-{id}.svg drawn like the item's own images. */
export const photoMediaRoutes: Routes = async (app, { db, config }) => {
  app.get(
    '/media/photos/:file',
    {
      schema: {
        summary: "A member's photo of an item, or its thumbnail (no key needed)",
        tags: ['media'],
        produces: 'image/*',
        params: fileParams(),
        querystring: Type.Object({ size: Type.Optional(StringEnum(['thumb'], { description: 'seed photos only' })) }),
        response: {
          200: Type.String({ format: 'binary', description: 'JPEG, PNG, WebP or SVG image' }),
          404: ref('Detail'),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const generated = GENERATED_PHOTO.exec(file);
      if (!generated) return sendUpload(reply, config.uploadsDir, 'photos', file);
      const photo = await findAnyPost(db, PHOTO, Number(generated[1]));
      if (!photo || photo.file !== GENERATED_FILE) throw notFound();
      const item = await imageSubject(db, kindOf(photo.entity_type).path, photo.entity_id);
      const subject = {
        colourKey: item?.colourKey ?? `photo-${photo.id}`,
        motif: item?.motif ?? 'city',
        seedKey: `photos:${photo.id}`,
      };
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(renderSvg(subject, { size: request.query.size === 'thumb' ? 'thumb' : 'full', variant: 0 }));
    },
  );
};
