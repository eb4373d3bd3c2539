import { defineMessages } from 'react-intl';

/** The names of a place's features (the place screen and the suggest form; not the list). */
export const featureMessages = defineMessages({
  WIFI: { id: 'placeFeature.wifi', defaultMessage: 'Wi-Fi' },
  PARKING: { id: 'placeFeature.parking', defaultMessage: 'Parking' },
  FAMILY_FRIENDLY: { id: 'placeFeature.familyFriendly', defaultMessage: 'Family friendly' },
  OUTDOOR_SEATING: { id: 'placeFeature.outdoorSeating', defaultMessage: 'Outdoor seating' },
  WHEELCHAIR_ACCESS: { id: 'placeFeature.wheelchairAccess', defaultMessage: 'Wheelchair access' },
  DELIVERY: { id: 'placeFeature.delivery', defaultMessage: 'Delivery' },
  RESERVATIONS: { id: 'placeFeature.reservations', defaultMessage: 'Reservations' },
  PRAYER_ROOM: { id: 'placeFeature.prayerRoom', defaultMessage: 'Prayer room' },
});

export type PlaceFeatureName = keyof typeof featureMessages;
export const placeFeatures = Object.keys(featureMessages) as PlaceFeatureName[];
