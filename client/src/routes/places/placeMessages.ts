import { defineMessages } from '../../i18n/intl/index.ts';

/** Labels several places components share. */
export const placeMessages = defineMessages({
  open: { id: 'places.open', defaultMessage: 'Open now' },
  closed: { id: 'places.closed', defaultMessage: 'Closed' },
  notAvailable: { id: 'places.hoursNotAvailable', defaultMessage: 'Hours N/A' },
  openAllDay: { id: 'places.openAllDay', defaultMessage: 'Open 24 hours' },
  closedAllDay: { id: 'places.closedAllDay', defaultMessage: 'Closed' },
  locationDenied: {
    id: 'places.locationDenied',
    defaultMessage: 'Allow access to your location to use all related features',
  },
});

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
