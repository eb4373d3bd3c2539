// Reference rows -> the contract's City, Audience, Tag and Organizer.
import type * as t from '../db/schema.ts';
import type { Urls } from '../http/urls.ts';
import type { Audience, City, Organizer, Tag } from './schemas.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const city = (c: Row<typeof t.cities>): City => ({
  id: c.id,
  slug: c.slug,
  name_en: c.nameEn,
  name_ar: c.nameAr,
  latitude: c.latitude,
  longitude: c.longitude,
  is_default: c.isDefault,
  sort_order: c.sortOrder,
});

/** Audiences and tags share one shape. */
export const named = (a: Row<typeof t.audiences> | Row<typeof t.tags>): Audience & Tag => ({
  id: a.id,
  slug: a.slug,
  name_en: a.nameEn,
  name_ar: a.nameAr,
});

export const organizer =
  (urls: Urls) =>
  (o: Row<typeof t.organizers>): Organizer => ({
    id: o.id,
    slug: o.slug,
    name_en: o.nameEn,
    name_ar: o.nameAr,
    description_en: o.descriptionEn,
    description_ar: o.descriptionAr,
    website: o.website,
    phone: o.phone,
    email: o.email,
    logo: urls.media('organizers', String(o.id)),
  });
