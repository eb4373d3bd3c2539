// Reads a PATCH of the profile (multipart form data, or JSON) into checked column values plus field errors.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import * as t from '../../db/schema.ts';
import { FieldErrorList } from '../../http/errors.ts';
import { message } from '../../http/messages.ts';
import { detectImageType, MAX_IMAGE_BYTES, type ImageType } from '../../uploads/images.ts';
import { parseSaudiMobile } from '../phone.ts';
import type { UserRow } from '../users.ts';
import { usernameTaken } from '../users.ts';
import { nameErrors, usernameErrors } from '../validation.ts';
import { screenFields } from '../../http/text.ts';

export const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'username',
  'language',
  'metropolis',
  'phone_number',
  'is_private',
] as const;

export interface ProfileChanges {
  columns: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'username' | 'language' | 'metropolisId' | 'phoneLocal' | 'isPrivate'>
  >;
  /** a new image, or null to remove it; undefined leaves it */
  image?: { bytes: Buffer; type: ImageType } | null;
}

export type Raw = { fields: Record<string, unknown>; image?: Buffer | null; imageTooLarge?: boolean };

/** Reads a form with one `image` file (also used for photos). Needs @fastify/multipart registered with
 * `throwFileSizeLimit: false` (a too large image is a field error). */
export async function readMultipart(request: FastifyRequest): Promise<Raw> {
  const raw: Raw = { fields: {} };
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'image') continue;
      if (part.file.truncated) raw.imageTooLarge = true;
      else raw.image = bytes;
    } else if (part.fieldname === 'image' && part.value === '') {
      raw.image = null;
    } else {
      raw.fields[part.fieldname] = part.value;
    }
  }
  return { ...raw, fields: screenFields(raw.fields) };
}

function readJson(request: FastifyRequest): Raw {
  const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
  const { image, ...fields } = body;
  return { fields, ...(image === null || image === '' ? { image: null } : {}) };
}

const asBoolean = (value: unknown) =>
  value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined;

/** Throws a 400 with every offending field; otherwise the changes to apply. */
export async function readProfileChanges(db: Db, request: FastifyRequest, userId: number): Promise<ProfileChanges> {
  const raw = request.isMultipart() ? await readMultipart(request) : readJson(request);
  const errors = new FieldErrorList();
  const changes: ProfileChanges = { columns: {} };
  const { fields } = raw;
  const text = (name: string) => {
    const value = fields[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') errors.add(name, [message('invalid_string')]);
    return typeof value === 'string' ? value : undefined;
  };

  for (const [field, column] of [
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
  ] as const) {
    const value = text(field);
    if (value === undefined) continue;
    errors.add(field, nameErrors(value));
    changes.columns[column] = value.trim();
  }
  const username = text('username');
  if (username !== undefined) {
    const problems = usernameErrors(username);
    if (problems.length === 0 && (await usernameTaken(db, username, userId))) problems.push(message('username_taken'));
    errors.add('username', problems);
    changes.columns.username = username;
  }
  const language = text('language');
  if (language !== undefined) {
    if (language === 'en' || language === 'ar') changes.columns.language = language;
    else errors.add('language', [message('invalid_choice', { input: language })]);
  }
  const metropolis = fields.metropolis;
  if (metropolis === null || metropolis === '') changes.columns.metropolisId = null;
  else if (metropolis !== undefined) {
    const id = Number(metropolis);
    if (!Number.isInteger(id) || id < 1 || id > 2147483647) errors.add('metropolis', [message('invalid_integer')]);
    else if ((await db.select({ id: t.cities.id }).from(t.cities).where(eq(t.cities.id, id)).limit(1)).length === 0) {
      errors.add('metropolis', [message('city_unknown', { input: String(metropolis) })]);
    } else changes.columns.metropolisId = id;
  }
  const phone = fields.phone_number;
  if (phone === null || phone === '') changes.columns.phoneLocal = null;
  else {
    const value = text('phone_number');
    if (value !== undefined) {
      const local = parseSaudiMobile(value);
      if (local === null) errors.add('phone_number', [message('phone_invalid')]);
      else changes.columns.phoneLocal = local;
    }
  }
  if (fields.is_private !== undefined) {
    const value = asBoolean(fields.is_private);
    if (value === undefined) errors.add('is_private', [message('invalid_boolean')]);
    else changes.columns.isPrivate = value;
  }
  if (raw.imageTooLarge) errors.add('image', [message('image_too_large')]);
  else if (raw.image === null) changes.image = null;
  else if (raw.image) {
    const type = detectImageType(raw.image);
    if (type === null) errors.add('image', [message('image_invalid')]);
    else changes.image = { bytes: raw.image, type };
  }
  errors.throwIfAny();
  return changes;
}
