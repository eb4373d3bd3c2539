import { defineMessages } from 'react-intl';

/** Messages of the place detail shared by its first render and its parts loaded after it. */
export const placeDetailMessages = defineMessages({
  report: { id: 'place.report', defaultMessage: 'Report this place' },
  checkIn: { id: 'place.checkIn', defaultMessage: 'Check in' },
});
