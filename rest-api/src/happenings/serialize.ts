// Event and experience rows -> the contract's Happening and Category.
import type * as t from '../db/schema.ts';
import type { Urls } from '../http/urls.ts';
import { named } from '../reference/serialize.ts';
import { kindPath } from './kind.ts';
import type { Happening as HappeningRow } from './queries.ts';
import type { Category, Happening } from './schemas.ts';

export const category = (c: typeof t.categories.$inferSelect): Category => ({
  id: c.id,
  slug: c.slug,
  name_en: c.nameEn,
  name_ar: c.nameAr,
  icon: c.icon,
  kind: c.kind,
});

export const happening =
  (urls: Urls) =>
  (h: HappeningRow): Happening => {
    const collection = kindPath(h.kind);
    const price = h.price === null ? null : Number(h.price);
    return {
      id: h.id,
      slug: h.slug,
      kind: h.kind,
      name_en: h.nameEn,
      name_ar: h.nameAr,
      summary_en: h.summaryEn,
      summary_ar: h.summaryAr,
      description_en: h.descriptionEn,
      description_ar: h.descriptionAr,
      start_date: h.startDate.toISOString(),
      end_date: h.endDate.toISOString(),
      price,
      is_free: price === null || price === 0,
      currency: 'SAR',
      image: urls.media(collection, String(h.id)),
      thumbnail: urls.media(collection, String(h.id), 'thumb'),
      gallery: Array.from({ length: h.galleryCount }, (_, i) => urls.media(collection, `${h.id}-${i + 1}`)),
      location: {
        latitude: h.latitude,
        longitude: h.longitude,
        venue_name_en: h.venueNameEn,
        venue_name_ar: h.venueNameAr,
        address_en: h.addressEn,
        address_ar: h.addressAr,
        district_en: h.districtEn,
        district_ar: h.districtAr,
      },
      working_hours: h.workingHours,
      ticket_url: h.ticketUrl,
      city_id: h.cityId,
      category_ids: h.categoryIds,
      audience_ids: h.audienceIds,
      tags: h.tags.map(named),
      organizer_id: h.organizerId,
      list_ids: h.listIds,
      is_recommended: h.isRecommended,
      attendance_count: h.attendanceCount,
      want_to_go_count: h.wantToGoCount,
      tip_count: h.tipCount,
      photo_count: h.photoCount,
      rating_count: h.ratingCount,
      rating_average: h.ratingAverage === null ? null : Number(h.ratingAverage),
      created_at: h.createdAt.toISOString(),
      updated_at: h.updatedAt.toISOString(),
    };
  };
