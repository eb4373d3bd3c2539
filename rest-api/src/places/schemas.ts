// The place objects of the contract.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, refTo, StringEnum, Uri } from '../http/typebox.ts';
import type { Tag } from '../reference/schemas.ts';
import { PLACE_FEATURES } from './features.ts';

const names = { name_en: Type.String(), name_ar: Type.String() };

export const Subcategory = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  ...names,
  category_id: Type.Integer(),
});
export type Subcategory = Static<typeof Subcategory>;

const Span = Type.Object({
  opening_time_in_min: Type.Integer({ description: 'week minutes from Sunday 00:00 in Asia/Riyadh' }),
  closing_time_in_min: Type.Integer({
    description: "may pass the day's end (past midnight) and 10080 (Saturday into Sunday)",
  }),
  opens: Type.String({ description: 'local HH:mm' }),
  closes: Type.String({ description: 'local HH:mm' }),
});

export const OpeningDay = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  closed: Type.Boolean(),
  all_day: Type.Boolean(),
  hours: Type.Array(Span),
});

export const PlaceCategory = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  ...names,
  icon: Type.String(),
  sort_order: Type.Integer(),
  place_count: Type.Integer({ description: 'places of the category (in `metropolis` when given)' }),
  subcategories: Type.Array(Subcategory),
});
export type PlaceCategory = Static<typeof PlaceCategory>;

const str = () => Nullable(Type.String());

export const Place = Type.Object(
  {
    id: Type.Integer(),
    share_id: Type.String(),
    slug: Type.String(),
    ...names,
    about_en: Type.String(),
    about_ar: Type.String(),
    category_id: Type.Integer(),
    subcategory_id: Nullable(Type.Integer()),
    tags: Type.Array(refTo<typeof Tag>('Tag')),
    features: Type.Array(StringEnum(PLACE_FEATURES)),
    location: Type.Object({
      latitude: Type.Number(),
      longitude: Type.Number(),
      address_en: Type.String(),
      address_ar: Type.String(),
      district_en: Type.String(),
      district_ar: Type.String(),
    }),
    city_id: Type.Integer(),
    phone: str(),
    website: str(),
    social: Type.Object({ facebook: str(), twitter: str(), youtube: str(), instagram: str() }),
    image: Uri(),
    thumbnail: Uri(),
    opening_hours: Type.Array(OpeningDay, {
      description: 'one entry per weekday with data (0 = Sunday); empty means N/A',
    }),
    owner_id: Nullable(Type.Integer()),
    is_owner: Type.Boolean(),
    rating_average: Nullable(Type.Number()),
    rating_count: Type.Integer(),
    tip_count: Type.Integer(),
    photo_count: Type.Integer(),
    checkin_count: Type.Integer(),
    last_checkin_by_me: Nullable(DateTime()),
    distance_km: Nullable(
      Type.Number({
        description: 'km from `position` (search) or the point (nearby); null otherwise',
      }),
    ),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { description: 'A place of the city guide (restaurant, cafe, mall, museum, park, beach, hotel or heritage site).' },
);
export type Place = Static<typeof Place>;

export const CheckIn = Type.Object({ id: Type.Integer(), place: refTo<typeof Place>('Place'), created_at: DateTime() });
export type CheckIn = Static<typeof CheckIn>;

export const PlaceSuggestionReceipt = Type.Object(
  {
    id: Type.Integer(),
    place_id: Type.Optional(Type.Integer()),
    status: StringEnum(['pending']),
    created_at: DateTime(),
  },
  { description: 'A suggestion stored for review; place_id only for a suggested edit.' },
);

export const placeSchemas = { PlaceCategory, Place, CheckIn, PlaceSuggestionReceipt };
