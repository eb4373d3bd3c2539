// Database rows -> the JSON shapes of docs/rest-contract.md.
import type * as t from '../db/schema.ts';
import type { Urls } from '../http/urls.ts';
import type { Happening } from '../happenings/queries.ts';
import type { HomeListWithItems, SlideRow } from '../home/queries.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const city = (c: Row<typeof t.cities>) => ({
  id: c.id, slug: c.slug, name_en: c.nameEn, name_ar: c.nameAr, latitude: c.latitude, longitude: c.longitude,
  is_default: c.isDefault, sort_order: c.sortOrder,
});

export const category = (c: Row<typeof t.categories>) => ({
  id: c.id, slug: c.slug, name_en: c.nameEn, name_ar: c.nameAr, icon: c.icon, kind: c.kind,
});

/** Audiences and tags share one shape. */
export const named = (a: Row<typeof t.audiences> | Row<typeof t.tags>) => ({ id: a.id, slug: a.slug, name_en: a.nameEn, name_ar: a.nameAr });

export const organizer = (urls: Urls) => (o: Row<typeof t.organizers>) => ({
  id: o.id, slug: o.slug, name_en: o.nameEn, name_ar: o.nameAr, description_en: o.descriptionEn,
  description_ar: o.descriptionAr, website: o.website, phone: o.phone, email: o.email,
  logo: urls.media('organizers', String(o.id)),
});

export const happening = (urls: Urls) => (h: Happening) => {
  const collection = h.kind === 'event' ? 'events' : 'experiences';
  const price = h.price === null ? null : Number(h.price);
  return {
    id: h.id, slug: h.slug, kind: h.kind,
    name_en: h.nameEn, name_ar: h.nameAr, summary_en: h.summaryEn, summary_ar: h.summaryAr,
    description_en: h.descriptionEn, description_ar: h.descriptionAr,
    start_date: h.startDate.toISOString(), end_date: h.endDate.toISOString(),
    price, is_free: price === null || price === 0, currency: 'SAR',
    image: urls.media(collection, String(h.id)),
    thumbnail: urls.media(collection, String(h.id), 'thumb'),
    gallery: Array.from({ length: h.galleryCount }, (_, i) => urls.media(collection, `${h.id}-${i + 1}`)),
    location: {
      latitude: h.latitude, longitude: h.longitude, venue_name_en: h.venueNameEn, venue_name_ar: h.venueNameAr,
      address_en: h.addressEn, address_ar: h.addressAr, district_en: h.districtEn, district_ar: h.districtAr,
    },
    working_hours: h.workingHours,
    ticket_url: h.ticketUrl, city_id: h.cityId,
    category_ids: h.categoryIds, audience_ids: h.audienceIds, tags: h.tags.map(named),
    organizer_id: h.organizerId, list_ids: h.listIds, is_recommended: h.isRecommended,
    attendance_count: h.attendanceCount,
    tip_count: h.tipCount, photo_count: h.photoCount, rating_count: h.ratingCount,
    rating_average: h.ratingAverage === null ? null : Number(h.ratingAverage),
    created_at: h.createdAt.toISOString(), updated_at: h.updatedAt.toISOString(),
  };
};

export const homeList = (urls: Urls) => ({ list, total, items }: HomeListWithItems) => ({
  id: list.id, slug: list.slug, name_en: list.nameEn, name_ar: list.nameAr, description_en: list.descriptionEn,
  description_ar: list.descriptionAr, item_type: list.kind, city_id: list.cityId, item_count: total,
  items: items.map(happening(urls)),
});

export const slide = (urls: Urls) => (s: SlideRow) => ({
  id: s.id, title_en: s.titleEn, title_ar: s.titleAr, subtitle_en: s.subtitleEn, subtitle_ar: s.subtitleAr,
  image: urls.media('slides', String(s.id)), thumbnail: urls.media('slides', String(s.id), 'thumb'),
  target: s.target, item_id: s.happeningId, url: s.url, sort_order: s.sortOrder,
});
