// JSON schemas of the community objects (registered with the other component schemas in http/schemas.ts).
import { COUNT_NAMES } from '../members/levels.ts';
import { CONTENT_REPORT_REASONS, PLACE_REPORT_REASONS } from './reports.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const uri = { type: 'string', format: 'uri' } as const;
const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });
const entityType = { type: 'string', enum: ['event', 'experience', 'place'] } as const;
const object = (properties: Record<string, object>, description?: string) => ({
  type: 'object', ...(description ? { description } : {}), required: Object.keys(properties), properties,
});

const summaryProperties = { id: int, first_name: str, last_name: str, username: str, image: nullable('string', { format: 'uri' }) };
const post = { id: int, entity_type: entityType, entity_id: int, user: { $ref: 'PublicUserSummary#' } };

export const countsSchema = object(Object.fromEntries(COUNT_NAMES.map((name) => [name, int])));

type UserSchema = { properties: Record<string, object> };

export function communitySchemas(user: UserSchema) {
  const hidden = ['email', 'phone_number', 'phone_number_country_code', 'phone_number_country_alpha_code', 'phone_number_local'];
  return {
    PublicUserSummary: object(summaryProperties, 'A member as shown next to their tips and photos.'),
    PublicUser: object({
      ...user.properties,
      ...Object.fromEntries(hidden.map((name) => [name, { type: 'null' }])),
      level_name_en: str, level_name_ar: str, next_level_points: nullable('integer'), counts: countsSchema,
    }, 'A member as others see them: no email or phone number.'),
    Tip: object({ ...post, text: str, is_negative: bool, up_vote_count: int, voted_by_me: bool, created_at: date }),
    Photo: object({
      ...post, image: uri, thumbnail: { ...uri, description: 'at most 400 px wide' }, caption: str, width: int, height: int,
      up_vote_count: int, voted_by_me: bool, created_at: date,
    }),
    Rating: object({
      entity_type: entityType, entity_id: int, average: nullable('number', { description: 'one decimal' }), count: int,
      value: nullable('integer', { description: 'the bearer\'s rating' }),
    }),
    Attendance: object({
      entity_type: entityType, entity_id: int, status: { type: ['string', 'null'], enum: ['want_to_go', 'going', null] },
      attendance_count: int,
    }),
    Report: object({
      id: int, target_type: { type: 'string', enum: ['tip', 'photo', 'place', 'user', 'article'] }, target_id: int,
      reason: { type: 'string', enum: [...CONTENT_REPORT_REASONS, ...PLACE_REPORT_REASONS] }, note: nullable('string'), created_at: date,
    }),
  } as const;
}
