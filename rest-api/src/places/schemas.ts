// JSON schemas of the place objects (registered with the other component schemas in http/schemas.ts).
import { PLACE_FEATURES } from './features.ts';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const num = { type: 'number' } as const;
const bool = { type: 'boolean' } as const;
const date = { type: 'string', format: 'date-time' } as const;
const uri = { type: 'string', format: 'uri' } as const;
const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });
const object = (properties: Record<string, object>, description?: string) => ({
  type: 'object', ...(description ? { description } : {}), required: Object.keys(properties), properties,
});
const names = { name_en: str, name_ar: str };

const subcategory = object({ id: int, slug: str, ...names, category_id: int });

const span = object({
  opening_time_in_min: { type: 'integer', description: 'week minutes from Sunday 00:00 in Asia/Riyadh' },
  closing_time_in_min: { type: 'integer', description: 'may pass the day\'s end (past midnight) and 10080 (Saturday into Sunday)' },
  opens: { type: 'string', description: 'local HH:mm' }, closes: { type: 'string', description: 'local HH:mm' },
});

export const placeSchemas = {
  PlaceCategory: object({
    id: int, slug: str, ...names, icon: str, sort_order: int,
    place_count: { type: 'integer', description: 'places of the category (in `metropolis` when given)' },
    subcategories: { type: 'array', items: subcategory },
  }),
  Place: object({
    id: int, share_id: str, slug: str, ...names, about_en: str, about_ar: str,
    category_id: int, subcategory_id: nullable('integer'), tags: { type: 'array', items: { $ref: 'Tag#' } },
    features: { type: 'array', items: { type: 'string', enum: PLACE_FEATURES } },
    location: object({
      latitude: num, longitude: num, address_en: str, address_ar: str, district_en: str, district_ar: str,
    }),
    city_id: int, phone: nullable('string'), website: nullable('string'),
    social: object({ facebook: nullable('string'), twitter: nullable('string'), youtube: nullable('string'), instagram: nullable('string') }),
    image: uri, thumbnail: uri,
    opening_hours: {
      type: 'array', description: 'one entry per weekday with data (0 = Sunday); empty means N/A',
      items: object({ weekday: { type: 'integer', minimum: 0, maximum: 6 }, closed: bool, all_day: bool, hours: { type: 'array', items: span } }),
    },
    owner_id: nullable('integer'), is_owner: bool,
    rating_average: nullable('number'), rating_count: int, tip_count: int, photo_count: int, checkin_count: int,
    last_checkin_by_me: nullable('string', { format: 'date-time' }),
    distance_km: nullable('number', { description: 'km from `position` (search) or the point (nearby); null otherwise' }),
    created_at: date, updated_at: date,
  }, 'A place of the city guide (restaurant, cafe, mall, museum, park, beach, hotel or heritage site).'),
  CheckIn: object({ id: int, place: { $ref: 'Place#' }, created_at: date }),
  PlaceSuggestionReceipt: {
    type: 'object', description: 'A suggestion stored for review; place_id only for a suggested edit.',
    required: ['id', 'status', 'created_at'],
    properties: { id: int, place_id: int, status: { type: 'string', enum: ['pending'] }, created_at: date },
  },
} as const;
