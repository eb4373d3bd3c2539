// The home screen's objects: curated lists, carousel slides, and the statistics the app records.
import { Type, type Static } from '@sinclair/typebox';
import type { Happening } from '../happenings/schemas.ts';
import { KindEnum } from '../happenings/kind.ts';
import { bilingual, DateTime, Nullable, refTo, StringEnum, Uri } from '../http/typebox.ts';

export const HomeList = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  ...bilingual('name'),
  ...bilingual('description'),
  item_type: KindEnum(),
  city_id: Type.Integer(),
  item_count: Type.Integer(),
  items: Type.Array(refTo<typeof Happening>('Happening')),
});
export type HomeList = Static<typeof HomeList>;

export const HomeSlide = Type.Object({
  id: Type.Integer(),
  ...bilingual('title'),
  ...bilingual('subtitle'),
  image: Uri(),
  thumbnail: Uri(),
  target: StringEnum(['event', 'experience', 'url']),
  item_id: Nullable(Type.Integer()),
  url: Nullable(Type.String()),
  sort_order: Type.Integer(),
});
export type HomeSlide = Static<typeof HomeSlide>;

export const StatsRecord = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  context: Type.Object({ entity_id: Type.Integer(), entity_type: KindEnum() }),
  created_at: DateTime(),
});
export type StatsRecord = Static<typeof StatsRecord>;

export const homeSchemas = { HomeList, HomeSlide, StatsRecord };
