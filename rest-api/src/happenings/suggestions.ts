// Members' suggestions of events and experiences: multipart form data with one optional photo, checked
// field by field (every offending field at once), stored as pending for review; they never change the listings.
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { memberId, requireMember } from '../http/auth.ts';
import { FieldErrorList } from '../http/errors.ts';
import { message } from '../http/messages.ts';
import { errorResponses } from '../http/schemas.ts';
import { StringEnum, type Routes } from '../http/typebox.ts';
import { bearerAuth } from '../members/schemas.ts';
import { emailErrors, phoneErrors } from '../members/validation.ts';
import { internationalNumber, parseSaudiMobile } from '../members/phone.ts';
import { given, isHttpUrl, readMultipart, wholeNumber } from '../places/suggestion-form.ts';
import { detectImageType, storeImage } from '../uploads/images.ts';
import { KINDS, kindPath, type Kind } from './kind.ts';
import { Type } from '@sinclair/typebox';

const SUGGESTION_PHOTOS = 'happening-suggestions';
export const HAPPENING_SUGGESTION_FIELDS = [
  'name_en',
  'name_ar',
  'information',
  'start_date',
  'finish_date',
  'video',
  'venue_name',
  'latitude',
  'longitude',
  'category',
  'organizer_name',
  'mobile',
  'email',
  'office_location',
] as const;
const LIMITS = {
  name: { min: 2, max: 100 },
  information: 2000,
  venue: 200,
  office: 300,
  organizer: { min: 2, max: 100 },
};

/** An ISO-8601 date and time with a zone (the client converts Asia/Riyadh local times), or null. */
function parseDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

async function readHappeningSuggestion(db: Db, request: FastifyRequest, kind: Kind) {
  const raw = request.isMultipart()
    ? await readMultipart(request, 'photo', 1)
    : {
        fields: (request.body ?? {}) as Record<string, unknown>,
        photos: [],
        photoTooLarge: false,
        photoNotFile: false,
        tooManyPhotos: false,
      };
  const { fields } = raw;
  const errors = new FieldErrorList();
  const data: Record<string, unknown> = {};
  /** A required or optional text field, trimmed; an empty one counts as not given. */
  const text = (name: string, required: boolean): string | undefined => {
    const value = fields[name];
    if (!given(value) || (typeof value === 'string' && value.trim() === '')) {
      if (required) errors.add(name, [message('required')]);
      return undefined;
    }
    if (typeof value !== 'string') {
      errors.add(name, [message('invalid_string')]);
      return undefined;
    }
    return value.trim();
  };
  const between = (name: string, value: string | undefined, limits: { min: number; max: number }) => {
    if (value === undefined) return;
    if (value.length < limits.min || value.length > limits.max) errors.add(name, [message('name_length', limits)]);
    else data[name] = value;
  };
  const atMost = (name: string, value: string | undefined, limit: number) => {
    if (value === undefined) return;
    if (value.length > limit) errors.add(name, [message('max_length', { limit })]);
    else data[name] = value;
  };

  between('name_en', text('name_en', true), LIMITS.name);
  between('name_ar', text('name_ar', true), LIMITS.name);
  atMost('information', text('information', true), LIMITS.information);
  const dates: Partial<Record<'start_date' | 'finish_date', Date>> = {};
  for (const name of ['start_date', 'finish_date'] as const) {
    const value = text(name, true);
    if (value === undefined) continue;
    const date = parseDateTime(value);
    if (date === null) errors.add(name, [message('datetime_invalid')]);
    else {
      dates[name] = date;
      data[name] = date.toISOString();
    }
  }
  if (dates.start_date && dates.finish_date && dates.finish_date <= dates.start_date)
    errors.add('finish_date', [message('finish_before_start')]);
  const video = text('video', false);
  if (video !== undefined) {
    if (video.length > 500) errors.add('video', [message('max_length', { limit: 500 })]);
    else if (!isHttpUrl(video)) errors.add('video', [message('url_invalid')]);
    else data.video = video;
  }
  atMost('venue_name', text('venue_name', false), LIMITS.venue);
  for (const [name, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    if (!given(fields[name])) continue;
    const value = Number(fields[name]);
    if (!Number.isFinite(value)) errors.add(name, [message('invalid_number')]);
    else if (value < -limit) errors.add(name, [message('min_value', { limit: -limit })]);
    else if (value > limit) errors.add(name, [message('max_value', { limit })]);
    else data[name] = value;
  }
  const categoryText = text('category', true);
  if (categoryText !== undefined) {
    const id = wholeNumber(categoryText);
    const [category] =
      id === null
        ? []
        : await db
            .select({ id: t.categories.id })
            .from(t.categories)
            .where(and(eq(t.categories.id, id), eq(t.categories.kind, kind)));
    if (id === null) errors.add('category', [message('invalid_integer')]);
    else if (!category) errors.add('category', [message('city_unknown', { input: categoryText })]);
    else data.category = category.id;
  }
  between('organizer_name', text('organizer_name', true), LIMITS.organizer);
  const mobile = text('mobile', true);
  if (mobile !== undefined) {
    const compact = mobile.replace(/[\s-]/g, '');
    const problems = phoneErrors(compact);
    if (problems.length) errors.add('mobile', problems);
    else data.mobile = internationalNumber(parseSaudiMobile(compact)!);
  }
  const email = text('email', true);
  if (email !== undefined) {
    const problems = emailErrors(email);
    if (problems.length) errors.add('email', problems);
    else data.email = email.toLowerCase();
  }
  atMost('office_location', text('office_location', false), LIMITS.office);

  let photo: { bytes: Buffer; type: NonNullable<ReturnType<typeof detectImageType>> } | null = null;
  if (raw.tooManyPhotos || raw.photos.length > 1) errors.add('photo', [message('photos_too_many', { limit: 1 })]);
  else if (raw.photoTooLarge) errors.add('photo', [message('image_too_large')]);
  else if (raw.photoNotFile) errors.add('photo', [message('image_invalid')]);
  else if (raw.photos.length === 1) {
    const type = detectImageType(raw.photos[0]);
    if (type === null) errors.add('photo', [message('image_invalid')]);
    else photo = { bytes: raw.photos[0], type };
  }
  errors.throwIfAny();
  return { data, photo };
}

const suggestionForm = {
  mediaType: 'multipart/form-data',
  schema: {
    type: 'object',
    required: [
      'name_en',
      'name_ar',
      'information',
      'start_date',
      'finish_date',
      'category',
      'organizer_name',
      'mobile',
      'email',
    ],
    properties: {
      ...Object.fromEntries(HAPPENING_SUGGESTION_FIELDS.map((name) => [name, { type: 'string' }])),
      start_date: { type: 'string', format: 'date-time', description: 'ISO-8601 with a zone' },
      finish_date: { type: 'string', format: 'date-time', description: 'after start_date' },
      category: { type: 'string', description: "id of one of the kind's categories" },
      mobile: { type: 'string', description: 'a Saudi mobile number' },
      photo: { type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 5 MB' },
    },
  },
};

export const happeningSuggestionRoutes: Routes = async (app, { db, config }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { throwFileSizeLimit: false });
  for (const kind of KINDS) {
    app.post(
      `/${kindPath(kind)}/suggestions/`,
      {
        onRequest: requireMember,
        schema: {
          summary: `Suggest a new ${kind} (stored as pending for review)`,
          tags: [kindPath(kind)],
          security: bearerAuth,
          form: suggestionForm,
          response: {
            201: Type.Object({
              id: Type.Integer(),
              kind: StringEnum([kind]),
              status: StringEnum(['pending'] as const),
              created_at: Type.String({ format: 'date-time' }),
            }),
            ...errorResponses,
          },
        },
      },
      async (request, reply) => {
        const userId = memberId(request);
        const { data, photo } = await readHappeningSuggestion(db, request, kind);
        const file = photo
          ? await storeImage(config.uploadsDir, SUGGESTION_PHOTOS, userId, photo.bytes, photo.type)
          : null;
        const [row] = await db
          .insert(t.happeningSuggestions)
          .values({ userId, kind, data, photo: file, createdAt: config.now() })
          .returning();
        return reply
          .code(201)
          .send({ id: row.id, kind, status: 'pending' as const, created_at: row.createdAt.toISOString() });
      },
    );
  }
};
