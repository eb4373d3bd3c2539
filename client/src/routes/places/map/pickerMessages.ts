import { defineMessage, defineMessages } from 'react-intl';

export const pickerMessages = defineMessages({
  map: { id: 'locationPicker.map', defaultMessage: 'Map for choosing the location' },
  unavailable: {
    id: 'locationPicker.unavailable',
    defaultMessage:
      'Google Maps is unavailable right now. Click the simple map below to place the pin, or type the latitude and longitude.',
  },
  useMyLocation: { id: 'locationPicker.useMyLocation', defaultMessage: 'Use my location' },
  locating: { id: 'locationPicker.locating', defaultMessage: 'Finding your location…' },
  pinCentre: { id: 'locationPicker.pinCentre', defaultMessage: 'Pin the centre of the map' },
  remove: { id: 'locationPicker.remove', defaultMessage: 'Remove the pin' },
});

/** The pin's name, with the chosen coordinates. */
export const pinLabel = defineMessage<{ latitude: string; longitude: string }>({
  id: 'locationPicker.pin',
  defaultMessage: 'Chosen location {latitude}, {longitude}: drag it or use the arrow keys to move it',
});
