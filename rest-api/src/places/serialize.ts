// Place rows -> the JSON shapes of the Places section of docs/rest-contract.md.
import type * as t from '../db/schema.ts';
import type { Urls } from '../http/urls.ts';
import { named } from '../reference/serialize.ts';
import type { PlaceFeature } from './features.ts';
import { toOpeningHours } from './hours.ts';
import type { Place as PlaceRow } from './queries.ts';
import type { CheckIn, Place, PlaceCategory, Subcategory } from './schemas.ts';

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

export const subcategory = (s: Row<typeof t.placeSubcategories>): Subcategory => ({
  id: s.id,
  slug: s.slug,
  name_en: s.nameEn,
  name_ar: s.nameAr,
  category_id: s.categoryId,
});

export const category = ({
  category: c,
  placeCount,
  subcategories,
}: {
  category: Row<typeof t.placeCategories>;
  placeCount: number;
  subcategories: Row<typeof t.placeSubcategories>[];
}): PlaceCategory => ({
  id: c.id,
  slug: c.slug,
  name_en: c.nameEn,
  name_ar: c.nameAr,
  icon: c.icon,
  sort_order: c.sortOrder,
  place_count: placeCount,
  subcategories: subcategories.map(subcategory),
});

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

export const place =
  (urls: Urls, viewerId: number | null) =>
  (p: PlaceRow): Place => ({
    id: p.id,
    share_id: p.shareId,
    slug: p.slug,
    name_en: p.nameEn,
    name_ar: p.nameAr,
    about_en: p.aboutEn,
    about_ar: p.aboutAr,
    category_id: p.categoryId,
    subcategory_id: p.subcategoryId,
    tags: p.tags.map(named),
    // a text[] column; only PLACE_FEATURES are written to it (seed, reviewed suggestions)
    features: p.features as PlaceFeature[],
    location: {
      latitude: p.latitude,
      longitude: p.longitude,
      address_en: p.addressEn,
      address_ar: p.addressAr,
      district_en: p.districtEn,
      district_ar: p.districtAr,
    },
    city_id: p.cityId,
    phone: p.phone,
    website: p.website,
    social: { facebook: p.facebook, twitter: p.twitter, youtube: p.youtube, instagram: p.instagram },
    image: urls.media('places', String(p.id)),
    thumbnail: urls.media('places', String(p.id), 'thumb'),
    opening_hours: toOpeningHours(p.hours),
    owner_id: p.ownerId,
    is_owner: viewerId !== null && p.ownerId === viewerId,
    rating_average: p.ratingAverage === null ? null : Number(p.ratingAverage),
    rating_count: p.ratingCount,
    tip_count: p.tipCount,
    photo_count: p.photoCount,
    checkin_count: p.checkinCount,
    last_checkin_by_me: p.lastCheckin ? p.lastCheckin.toISOString() : null,
    distance_km: p.distanceKm === null ? null : round(p.distanceKm, 2),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  });

export const checkin =
  (toPlace: (p: PlaceRow) => Place) =>
  (c: Row<typeof t.checkins>, p: PlaceRow): CheckIn => ({
    id: c.id,
    place: toPlace(p),
    created_at: c.createdAt.toISOString(),
  });
