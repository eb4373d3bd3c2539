// The contract's object shapes as JSON schemas. Each is registered once with Fastify (by $id) and referenced from
// routes with `ref(...)`; the OpenAPI document lists them under components.schemas.
import { communitySchemas } from '../community/schemas.ts';
import { placeSchemas } from '../places/schemas.ts';
import { messageKeys } from './messages.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });
const kind = { type: 'string', enum: ['event', 'experience'] } as const;

const object = (properties: Record<string, object>, description?: string) => ({
  type: 'object',
  ...(description ? { description } : {}),
  required: Object.keys(properties),
  properties,
});

const bilingual = (base: string) => ({ [`${base}_en`]: str, [`${base}_ar`]: str });

const coreSchemas = {
  City: object({
    id: int, slug: str, ...bilingual('name'), latitude: num, longitude: num, is_default: { type: 'boolean' }, sort_order: int,
  }),
  Category: object({ id: int, slug: str, ...bilingual('name'), icon: str, kind }),
  Audience: object({ id: int, slug: str, ...bilingual('name') }),
  Tag: object({ id: int, slug: str, ...bilingual('name') }),
  Organizer: object({
    id: int, slug: str, ...bilingual('name'), ...bilingual('description'),
    website: nullable('string'), phone: nullable('string'), email: nullable('string'), logo: { type: 'string', format: 'uri' },
  }),
  Location: object({
    latitude: nullable('number'), longitude: nullable('number'),
    ...bilingual('venue_name'), ...bilingual('address'), ...bilingual('district'),
  }),
  WorkingHours: object({
    weekday: { type: 'integer', minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' },
    opens: { type: 'string', description: 'Riyadh local HH:mm' },
    closes: { type: 'string', description: 'Riyadh local HH:mm; earlier than opens means past midnight' },
  }),
  Happening: object({
    id: int, slug: str, kind,
    ...bilingual('name'), ...bilingual('summary'), ...bilingual('description'),
    start_date: { type: 'string', format: 'date-time' }, end_date: { type: 'string', format: 'date-time' },
    price: nullable('number', { description: 'SAR; null when free' }), is_free: { type: 'boolean' }, currency: { type: 'string', enum: ['SAR'] },
    image: { type: 'string', format: 'uri' }, thumbnail: { type: 'string', format: 'uri' },
    gallery: { type: 'array', items: { type: 'string', format: 'uri' } },
    location: { $ref: 'Location#' },
    working_hours: { type: 'array', items: { $ref: 'WorkingHours#' } },
    ticket_url: nullable('string'), city_id: int,
    category_ids: { type: 'array', items: int }, audience_ids: { type: 'array', items: int },
    tags: { type: 'array', items: { $ref: 'Tag#' } },
    organizer_id: nullable('integer'), list_ids: { type: 'array', items: int },
    is_recommended: { type: 'boolean' }, attendance_count: int,
    tip_count: int, photo_count: int, rating_count: int, rating_average: nullable('number', { description: 'one decimal; null without ratings' }),
    created_at: { type: 'string', format: 'date-time' }, updated_at: { type: 'string', format: 'date-time' },
  }, 'An event or an experience (same shape; `kind` tells them apart).'),
  HomeList: object({
    id: int, slug: str, ...bilingual('name'), ...bilingual('description'), item_type: kind, city_id: int, item_count: int,
    items: { type: 'array', items: { $ref: 'Happening#' } },
  }),
  HomeSlide: object({
    id: int, ...bilingual('title'), ...bilingual('subtitle'),
    image: { type: 'string', format: 'uri' }, thumbnail: { type: 'string', format: 'uri' },
    target: { type: 'string', enum: ['event', 'experience', 'url'] }, item_id: nullable('integer'), url: nullable('string'),
    sort_order: int,
  }),
  StatsRecord: object({
    id: int, type: str,
    context: object({ entity_id: int, entity_type: kind }),
    created_at: { type: 'string', format: 'date-time' },
  }),
  User: object({
    id: int, first_name: str, last_name: str, username: str, email: str, image: nullable('string', { format: 'uri' }),
    language: { type: 'string', enum: ['en', 'ar'] }, metropolis: nullable('integer', { description: 'city id' }),
    country: { type: 'string', enum: ['sa'] }, phone_number: nullable('string', { description: '+9665XXXXXXXX' }),
    phone_number_country_code: { type: 'string', enum: ['966'] }, phone_number_country_alpha_code: { type: 'string', enum: ['SA'] },
    phone_number_local: nullable('string', { description: '5XXXXXXXX' }),
    verified: bool, is_email_verified: bool, is_private: bool, is_superuser: bool, is_staff: bool, is_active: bool,
    is_place_owner: bool, role: { type: 'string', enum: ['member'] },
    follower_count: int, following_count: int, pending_followers_count: int, pending_followings_count: int, blocked_users_count: int,
    ugc_points: int, ugc_level: { type: 'integer', minimum: 1, maximum: 5 },
    created_at: { type: 'string', format: 'date-time' }, updated_at: { type: 'string', format: 'date-time' },
    last_login: nullable('string', { format: 'date-time' }),
  }, 'A member (the signed-in member\'s own profile, with private fields).'),
  Token: object({
    access_token: str, token_type: { type: 'string', enum: ['Bearer'] }, expires_in: { type: 'integer', description: 'seconds' },
    refresh_token: str, scope: str, created_at: { type: 'integer', description: 'epoch seconds' },
  }, 'An OAuth2 session; it expires at created_at + expires_in.'),
  Detail: object(
    { detail: str, code: { type: 'string', enum: messageKeys, description: 'stable; the gateway words it' } },
    'One message (401, 403, 404, 500 errors, and a few notices): its English text and its code.',
  ),
  FieldErrors: {
    type: 'object',
    description: 'DRF-style validation errors: {"field": ["message"]}, nested for nested fields; non_field_errors for '
      + 'the body as a whole; `code` ("invalid") for the whole error and `codes`, the same tree with '
      + '{"code": ..., ...parameters} for each message.',
    additionalProperties: true,
  },
} as const;

export const componentSchemas = { ...coreSchemas, ...communitySchemas(coreSchemas.User), ...placeSchemas };

export type SchemaName = keyof typeof componentSchemas;

export const ref = (name: SchemaName) => ({ $ref: `${name}#` });

export const errorResponses = {
  400: ref('FieldErrors'),
  401: ref('Detail'),
  404: ref('Detail'),
  500: ref('Detail'),
} as const;
