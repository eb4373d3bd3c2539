// The field resolvers of Place (the Reviewable fields come from the community domain).
import type { PlaceResolvers } from '../graphql/__generated__/resolvers.ts';
import { image, localizedField, nodeFields } from '../graphql/fields.ts';
import { localized, localizedRequired } from '../viewer/locale.ts';
import { placeCategoryOf, placeSubcategoryOf } from './categories.ts';
import { openingHoursDays, openingStatus } from './openingHours.ts';

export const PLACE_FEATURES = [
  'WIFI',
  'PARKING',
  'FAMILY_FRIENDLY',
  'OUTDOOR_SEATING',
  'WHEELCHAIR_ACCESS',
  'DELIVERY',
  'RESERVATIONS',
  'PRAYER_ROOM',
] as const;
export type PlaceFeature = (typeof PLACE_FEATURES)[number];

const isFeature = (value: string): value is PlaceFeature => (PLACE_FEATURES as readonly string[]).includes(value);

/** REST feature values (`family_friendly`) as the PlaceFeature enum; values the schema does not know are left out. */
export const featureEnums = (features: readonly string[] | null | undefined): PlaceFeature[] =>
  (features ?? []).map((feature) => feature.toUpperCase()).filter(isFeature);

const SOCIAL_NETWORKS = ['facebook', 'twitter', 'youtube', 'instagram'] as const;

export const placeFields = {
  ...nodeFields('Place'),
  shareId: (place) => place.share_id,
  name: localizedField('name', true),
  about: localizedField('about'),
  category: (place, _, context) => placeCategoryOf(context, place),
  subcategory: (place, _, context) => placeSubcategoryOf(context, place),
  tags: (place) => place.tags ?? [],
  features: (place) => featureEnums(place.features),
  location: (place, _, context) => ({
    latitude: place.location?.latitude ?? null,
    longitude: place.location?.longitude ?? null,
    venueName: null,
    address: localized(place.location, 'address', context.locale),
    district: localized(place.location, 'district', context.locale),
  }),
  city: (place, _, context) => (place.city_id === null ? null : context.loaders.reference.city(place.city_id)),
  phone: (place) => place.phone || null,
  website: (place) => place.website || null,
  social: (place) => Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, place.social?.[network] || null])),
  image: (place, _, context) =>
    image(place.image, place.thumbnail, localizedRequired(place, 'name', context.locale), context),
  openingHours: (place) => openingHoursDays(place.opening_hours),
  openingStatus: (place) => openingStatus(place.opening_hours, new Date()),
  distanceKm: (place) => place.distance_km ?? null,
  checkInCount: (place) => place.checkin_count ?? 0,
  viewerLastCheckIn: (place) => place.last_checkin_by_me ?? null,
  isOwnedByViewer: (place) => place.is_owner === true,
} satisfies PlaceResolvers;
