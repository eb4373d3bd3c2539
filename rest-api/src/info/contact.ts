// Contact messages: read from form data (multipart or urlencoded), checked field by field, stored, and e-mailed to
// the team's outbox.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import * as t from '../db/schema.ts';
import { FieldErrorList } from '../http/errors.ts';
import type { Lang } from '../http/language.ts';
import { message, type Message } from '../http/messages.ts';
import type { Email } from '../mail/outbox.ts';
import { emailErrors } from '../members/validation.ts';
import { REQUEST_TYPES } from './schemas.ts';

/** Where contact messages go (the team's inbox; the outbox in development). */
export const TEAM_EMAIL = 'team@dalil.example';
export const CONTACT_LIMITS = { name: { min: 2, max: 60 }, message: { max: 2000 }, pageUrl: { max: 500 } };
/** A guest id as the client makes it (crypto.randomUUID). */
const GUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type RequestType = (typeof REQUEST_TYPES)[number];

export interface ContactInput {
  name: string;
  email: string;
  message: string;
  requestType: RequestType;
  pageUrl: string | null;
  guestId: string | null;
}

const REQUEST_LABELS: Record<RequestType, Record<Lang, string>> = {
  suggestion: { en: 'Suggestion', ar: 'اقتراح' },
  complaint: { en: 'Complaint', ar: 'شكوى' },
  advertise: { en: 'Advertise', ar: 'إعلان' },
  request: { en: 'Content request', ar: 'طلب محتوى' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function lengthErrors(value: string, min: number, max: number): Message[] {
  const length = [...value.trim()].length;
  if (length === 0) return [message('blank')];
  if (length < min || length > max) return [message('name_length', { min, max })];
  return [];
}

/** The fields of a contact form, or a 400 with every field's errors. */
export function checkContact(fields: Record<string, unknown>): ContactInput {
  const errors = new FieldErrorList();
  const name = text(fields.name);
  const email = text(fields.email);
  const body = text(fields.message);
  const requestType = text(fields.request_type);
  const pageUrl = text(fields.page_url).trim();
  const guestId = text(fields.guest_id).trim();
  errors.add('name', lengthErrors(name, CONTACT_LIMITS.name.min, CONTACT_LIMITS.name.max));
  errors.add('email', emailErrors(email));
  if (body.trim() === '') errors.add('message', [message('blank')]);
  else if ([...body.trim()].length > CONTACT_LIMITS.message.max)
    errors.add('message', [message('max_length', { limit: CONTACT_LIMITS.message.max })]);
  if (requestType === '') errors.add('request_type', [message('required')]);
  else if (!(REQUEST_TYPES as readonly string[]).includes(requestType))
    errors.add('request_type', [message('invalid_choice', { input: requestType })]);
  if (pageUrl.length > CONTACT_LIMITS.pageUrl.max)
    errors.add('page_url', [message('max_length', { limit: CONTACT_LIMITS.pageUrl.max })]);
  if (guestId && !GUEST_ID.test(guestId)) errors.add('guest_id', [message('invalid')]);
  errors.throwIfAny();
  return {
    name: name.trim(),
    email: email.trim(),
    message: body.trim(),
    requestType: requestType as RequestType,
    pageUrl: pageUrl || null,
    guestId: guestId || null,
  };
}

/** Form fields of a urlencoded or JSON body (multipart is read by the route). */
export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
}

/** The team's copy, in the sender's language. */
export function contactEmail(input: ContactInput, language: Lang): Email {
  const label = REQUEST_LABELS[input.requestType][language];
  const subject =
    language === 'ar' ? `رسالة تواصل (${label}) من ${input.name}` : `Contact (${label}) from ${input.name}`;
  const lines = [
    `${language === 'ar' ? 'الاسم' : 'Name'}: ${input.name}`,
    `${language === 'ar' ? 'البريد الإلكتروني' : 'Email'}: ${input.email}`,
    `${language === 'ar' ? 'نوع الطلب' : 'Request type'}: ${label}`,
    ...(input.pageUrl ? [`${language === 'ar' ? 'الصفحة' : 'Page'}: ${input.pageUrl}`] : []),
    '',
    input.message,
  ];
  return { to: TEAM_EMAIL, language, subject, text: `${lines.join('\n')}\n`, link: null };
}

export async function storeContact(
  db: Db,
  input: ContactInput,
  userId: number | null,
  language: Lang,
  at: Date,
): Promise<typeof t.contactMessages.$inferSelect> {
  const [row] = await db
    .insert(t.contactMessages)
    .values({
      name: input.name,
      email: input.email,
      message: input.message,
      requestType: input.requestType,
      pageUrl: input.pageUrl,
      guestId: input.guestId,
      userId,
      language,
      createdAt: at,
    })
    .returning();
  return row;
}
