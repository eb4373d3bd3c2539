import { defineMessage, defineMessages } from 'react-intl';

export const mapMessages = defineMessages({
  label: { id: 'map.label', defaultMessage: 'Map of the places' },
  updateResults: { id: 'map.updateResults', defaultMessage: 'Update search results' },
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out' },
  keyboardHelp: { id: 'map.keyboardHelp', defaultMessage: 'Map. Drag or use the arrow keys to move, + and - to zoom.' },
  panNorth: { id: 'map.panNorth', defaultMessage: 'Move north' },
  panSouth: { id: 'map.panSouth', defaultMessage: 'Move south' },
  panEast: { id: 'map.panEast', defaultMessage: 'Move east' },
  panWest: { id: 'map.panWest', defaultMessage: 'Move west' },
  controls: { id: 'map.controls', defaultMessage: 'Move and zoom the map' },
  closeList: { id: 'map.closeList', defaultMessage: 'Close the list' },
});

/** The labels of a group of markers and of its list (`count` places). */
export const clusterMessages = {
  zoom: defineMessage<{ count: number }>({
    id: 'map.clusterZoom',
    defaultMessage: '{count, plural, one {# place} other {# places}} here: zoom in to see them',
  }),
  list: defineMessage<{ count: number }>({
    id: 'map.clusterList',
    defaultMessage: '{count, plural, one {# place} other {# places}} here: show their names',
  }),
  here: defineMessage<{ count: number }>({
    id: 'map.clusterHere',
    defaultMessage: '{count, plural, one {# place} other {# places}} here',
  }),
};
