import { defineMessages } from 'react-intl';

export const mapMessages = defineMessages({
  label: { id: 'map.label', defaultMessage: 'Map of the places' },
  updateResults: { id: 'map.updateResults', defaultMessage: 'Update search results' },
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out' },
  unavailable: {
    id: 'map.unavailable',
    defaultMessage: 'The full map is unavailable right now, so a simple map is shown.',
  },
  keyboardHelp: { id: 'map.keyboardHelp', defaultMessage: 'Map. Drag or use the arrow keys to move, + and - to zoom.' },
  panNorth: { id: 'map.panNorth', defaultMessage: 'Move north' },
  panSouth: { id: 'map.panSouth', defaultMessage: 'Move south' },
  panEast: { id: 'map.panEast', defaultMessage: 'Move east' },
  panWest: { id: 'map.panWest', defaultMessage: 'Move west' },
});
