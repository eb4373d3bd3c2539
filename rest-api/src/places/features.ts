// The amenities a place can list (contract: Place.features).
export const PLACE_FEATURES = [
  'wifi',
  'parking',
  'family_friendly',
  'outdoor_seating',
  'wheelchair_access',
  'delivery',
  'reservations',
  'prayer_room',
] as const;
export type PlaceFeature = (typeof PLACE_FEATURES)[number];
