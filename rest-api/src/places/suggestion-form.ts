// Reads a place suggestion (multipart form data with repeated `photos`, or JSON without photos) into checked values
// plus DRF field errors in the request's language. A new place needs its names and category; an edit needs at least
// one field. Needs @fastify/multipart registered with `throwFileSizeLimit: false` (a too large photo is a field error).
import { eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { FieldErrorList, type FieldErrors } from '../http/errors.ts';
import { message, type Message } from '../http/messages.ts';
import { internationalNumber, parseSaudiMobile } from '../members/phone.ts';
import { detectImageType, MAX_IMAGE_BYTES, type ImageType } from '../uploads/images.ts';
import { PLACE_FEATURES } from './features.ts';
import { parseTime } from './hours.ts';
import { screenFields } from '../http/text.ts';

export const MAX_PHOTOS = 5;
export const SUGGESTION_FIELDS = [
  'name_en',
  'name_ar',
  'about',
  'category',
  'subcategory',
  'features',
  'tags',
  'hours',
  'phone',
  'website',
  'facebook',
  'twitter',
  'youtube',
  'instagram',
  'metropolis',
  'latitude',
  'longitude',
] as const;
const LINK_FIELDS = ['website', 'facebook', 'twitter', 'youtube', 'instagram'] as const;
/** 01XXXXXXXX, or the same in international form (+9661XXXXXXXX, as places show their phones) */
const SAUDI_LANDLINE = /^(?:\+966|00966|0)(1\d{8})$/;

export interface SuggestedDay {
  weekday: number;
  closed: boolean;
  all_day: boolean;
  opens: string | null;
  closes: string | null;
}

export interface Suggestion {
  /** the checked form, as stored (jsonb) */
  data: Record<string, unknown>;
  photos: { bytes: Buffer; type: ImageType }[];
}

export interface Raw {
  fields: Record<string, unknown>;
  photos: Buffer[];
  photoTooLarge: boolean;
  photoNotFile: boolean;
  tooManyPhotos: boolean;
}

/** A multipart form's text fields and the image files of `fileField` (at most `maxFiles`, each at most 5 MB). */
export async function readMultipart(
  request: FastifyRequest,
  fileField = 'photos',
  maxFiles = MAX_PHOTOS,
): Promise<Raw> {
  const raw: Raw = { fields: {}, photos: [], photoTooLarge: false, photoNotFile: false, tooManyPhotos: false };
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: maxFiles, fields: 40 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField) continue;
        if (part.file.truncated) raw.photoTooLarge = true;
        else raw.photos.push(bytes);
      } else if (part.fieldname === fileField) {
        if (part.value !== '') raw.photoNotFile = true;
      } else {
        raw.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_FILES_LIMIT') throw error;
    raw.tooManyPhotos = true;
  }
  return { ...raw, fields: screenFields(raw.fields) };
}

function readJson(request: FastifyRequest): Raw {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const { photos, ...fields } = body;
  return { fields, photos: [], photoTooLarge: false, photoNotFile: photos !== undefined, tooManyPhotos: false };
}

export const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const wholeNumber = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};

/** Present and not empty (an empty form field counts as not given). */
export const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function checkHours(value: unknown): { days?: SuggestedDay[]; errors?: Message[] | FieldErrors } {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return { errors: [message('parse_error')] };
    }
  }
  if (!Array.isArray(list) || list.length > 7) return { errors: [message('hours_invalid')] };
  const errors: FieldErrors = {};
  const days: SuggestedDay[] = [];
  const seen = new Set<number>();
  list.forEach((item, index) => {
    const problems = new FieldErrorList();
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      errors[String(index)] = { non_field_errors: [message('invalid_object')] };
      return;
    }
    const day = item as Record<string, unknown>;
    const weekday = typeof day.weekday === 'number' ? day.weekday : wholeNumber(day.weekday);
    if (day.weekday === undefined) problems.add('weekday', [message('required')]);
    else if (weekday === null || !Number.isInteger(weekday)) problems.add('weekday', [message('invalid_integer')]);
    else if (weekday < 0) problems.add('weekday', [message('min_value', { limit: 0 })]);
    else if (weekday > 6) problems.add('weekday', [message('max_value', { limit: 6 })]);
    else if (seen.has(weekday)) problems.add('weekday', [message('weekday_repeated')]);
    else seen.add(weekday);
    const flag = (name: 'closed' | 'all_day') => {
      const raw = day[name];
      if (raw === undefined || raw === null) return false;
      if (typeof raw !== 'boolean') problems.add(name, [message('invalid_boolean')]);
      return raw === true;
    };
    const closed = flag('closed');
    const allDay = flag('all_day');
    const time = (name: 'opens' | 'closes') => {
      const raw = day[name];
      if (closed || allDay) return null;
      if (!given(raw)) problems.add(name, [message('required')]);
      else if (typeof raw !== 'string' || parseTime(raw) === null) problems.add(name, [message('time_invalid')]);
      return typeof raw === 'string' ? raw : null;
    };
    const opens = time('opens');
    const closes = time('closes');
    if (Object.keys(problems.fields).length) errors[String(index)] = problems.fields;
    else days.push({ weekday: weekday!, closed, all_day: allDay, opens, closes });
  });
  return Object.keys(errors).length ? { errors } : { days };
}

/**
 * Throws a 400 with every offending field; otherwise the suggestion to store. `edit` makes every field optional but
 * asks for at least one.
 */
export async function readSuggestion(db: Db, request: FastifyRequest, edit: boolean): Promise<Suggestion> {
  const raw = request.isMultipart() ? await readMultipart(request) : readJson(request);
  const { fields } = raw;
  const errors = new FieldErrorList();
  const data: Record<string, unknown> = {};
  const text = (name: string): string | undefined => {
    const value = fields[name];
    if (!given(value)) return undefined;
    if (typeof value !== 'string') {
      errors.add(name, [message('invalid_string')]);
      return undefined;
    }
    return value.trim();
  };
  const id = (name: string): number | undefined => {
    if (!given(fields[name])) return undefined;
    const value = wholeNumber(fields[name]);
    if (value === null) errors.add(name, [message('invalid_integer')]);
    return value ?? undefined;
  };
  const unknownPk = (name: string) => errors.add(name, [message('city_unknown', { input: String(fields[name]) })]);

  for (const name of ['name_en', 'name_ar'] as const) {
    const value = text(name);
    if (value === undefined) {
      if (!edit) errors.add(name, [message('required')]);
    } else if (value.length < 2 || value.length > 100) errors.add(name, [message('name_length', { min: 2, max: 100 })]);
    else data[name] = value;
  }
  const about = text('about');
  if (about !== undefined) {
    if (about.length > 2000) errors.add('about', [message('max_length', { limit: 2000 })]);
    else data.about = about;
  }

  const categoryId = id('category');
  if (categoryId === undefined && !given(fields.category) && !edit) errors.add('category', [message('required')]);
  const subcategoryId = id('subcategory');
  const [category] =
    categoryId === undefined
      ? []
      : await db.select().from(t.placeCategories).where(eq(t.placeCategories.id, categoryId));
  if (categoryId !== undefined && !category) unknownPk('category');
  else if (category) data.category = category.id;
  if (subcategoryId !== undefined) {
    const [sub] = await db.select().from(t.placeSubcategories).where(eq(t.placeSubcategories.id, subcategoryId));
    if (!sub) unknownPk('subcategory');
    else if (category && sub.categoryId !== category.id) errors.add('subcategory', [message('subcategory_mismatch')]);
    else data.subcategory = sub.id;
  }

  const features = text('features');
  if (features !== undefined) {
    const list = features
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    const wrong = list.filter((f) => !(PLACE_FEATURES as readonly string[]).includes(f));
    if (wrong.length)
      errors.add(
        'features',
        wrong.map((f) => message('invalid_choice', { input: f })),
      );
    else data.features = [...new Set(list)];
  }
  const tags = text('tags');
  if (tags !== undefined) {
    if (!/^\d{1,9}(,\d{1,9})*$/.test(tags)) errors.add('tags', [message('invalid_id_list')]);
    else {
      const ids = [...new Set(tags.split(',').map(Number))];
      const found = new Set(
        (await db.select({ id: t.tags.id }).from(t.tags).where(inArray(t.tags.id, ids))).map((row) => row.id),
      );
      const missing = ids.filter((tagId) => !found.has(tagId));
      if (missing.length)
        errors.add(
          'tags',
          missing.map((tagId) => message('city_unknown', { input: tagId })),
        );
      else data.tags = ids;
    }
  }
  if (given(fields.hours)) {
    const hours = checkHours(fields.hours);
    if (hours.errors) {
      if (Array.isArray(hours.errors)) errors.add('hours', hours.errors);
      else errors.fields.hours = hours.errors;
    } else data.hours = hours.days;
  }
  const phone = text('phone');
  if (phone !== undefined) {
    const compact = phone.replace(/[\s-]/g, '');
    const local = parseSaudiMobile(compact) ?? SAUDI_LANDLINE.exec(compact)?.[1];
    if (local === undefined) errors.add('phone', [message('phone_invalid')]);
    else data.phone = internationalNumber(local);
  }
  for (const name of LINK_FIELDS) {
    const value = text(name);
    if (value === undefined) continue;
    if (value.length > 500) errors.add(name, [message('max_length', { limit: 500 })]);
    else if (!isHttpUrl(value)) errors.add(name, [message('url_invalid')]);
    else data[name] = value;
  }
  const cityId = id('metropolis');
  if (cityId !== undefined) {
    if ((await db.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.id, cityId))).length === 0)
      unknownPk('metropolis');
    else data.metropolis = cityId;
  }
  for (const [name, limit] of [
    ['latitude', 90],
    ['longitude', 180],
  ] as const) {
    if (!given(fields[name])) continue;
    const value = Number(fields[name]);
    if (typeof fields[name] === 'boolean' || !Number.isFinite(value)) errors.add(name, [message('invalid_number')]);
    else if (value < -limit) errors.add(name, [message('min_value', { limit: -limit })]);
    else if (value > limit) errors.add(name, [message('max_value', { limit })]);
    else data[name] = value;
  }

  const photos: Suggestion['photos'] = [];
  if (raw.tooManyPhotos || raw.photos.length > MAX_PHOTOS)
    errors.add('photos', [message('photos_too_many', { limit: MAX_PHOTOS })]);
  else if (raw.photoTooLarge) errors.add('photos', [message('image_too_large')]);
  else if (raw.photoNotFile) errors.add('photos', [message('image_invalid')]);
  else {
    for (const bytes of raw.photos) {
      const type = detectImageType(bytes);
      if (type === null) {
        errors.add('photos', [message('image_invalid')]);
        break;
      }
      photos.push({ bytes, type });
    }
  }

  errors.throwIfAny();
  if (edit && Object.keys(data).length === 0 && photos.length === 0) {
    errors.add('non_field_errors', [message('suggest_one_change')]);
    errors.throwIfAny();
  }
  return { data, photos };
}
