import { defineMessages } from 'react-intl';

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
