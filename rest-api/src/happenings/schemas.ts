// Events and experiences in the contract: one shape for both (`kind` tells them apart) and their categories.
import { Type, type Static } from '@sinclair/typebox';
import type { Tag } from '../reference/schemas.ts';
import { bilingual, DateTime, Nullable, refTo, StringEnum, Uri } from '../http/typebox.ts';
import { KindEnum } from './kind.ts';

export const Category = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  ...bilingual('name'),
  icon: Type.String(),
  kind: KindEnum(),
});
export type Category = Static<typeof Category>;

export const Location = Type.Object({
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  ...bilingual('venue_name'),
  ...bilingual('address'),
  ...bilingual('district'),
});

export const WorkingHours = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' }),
  opens: Type.String({ description: 'Riyadh local HH:mm' }),
  closes: Type.String({ description: 'Riyadh local HH:mm; earlier than opens means past midnight' }),
});

const Ids = Type.Array(Type.Integer());

export const Happening = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    kind: KindEnum(),
    ...bilingual('name'),
    ...bilingual('summary'),
    ...bilingual('description'),
    start_date: DateTime(),
    end_date: DateTime(),
    price: Nullable(Type.Number({ description: 'SAR; null when free' })),
    is_free: Type.Boolean(),
    currency: StringEnum(['SAR']),
    image: Uri(),
    thumbnail: Uri(),
    gallery: Type.Array(Uri()),
    location: refTo<typeof Location>('Location'),
    working_hours: Type.Array(refTo<typeof WorkingHours>('WorkingHours')),
    ticket_url: Nullable(Type.String()),
    city_id: Type.Integer(),
    category_ids: Ids,
    audience_ids: Ids,
    tags: Type.Array(refTo<typeof Tag>('Tag')),
    organizer_id: Nullable(Type.Integer()),
    list_ids: Ids,
    is_recommended: Type.Boolean(),
    attendance_count: Type.Integer({ description: 'members going' }),
    want_to_go_count: Type.Integer({ description: 'members who want to go (not counted in attendance_count)' }),
    tip_count: Type.Integer(),
    photo_count: Type.Integer(),
    rating_count: Type.Integer(),
    rating_average: Nullable(Type.Number({ description: 'one decimal; null without ratings' })),
    created_at: DateTime(),
    updated_at: DateTime(),
  },
  { description: 'An event or an experience (same shape; `kind` tells them apart).' },
);
export type Happening = Static<typeof Happening>;

export const happeningSchemas = { Category, Location, WorkingHours, Happening };
