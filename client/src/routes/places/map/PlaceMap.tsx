import { lazy } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import type { MapViewProps } from './mapTypes.ts';
import { MapWithFallback } from './MapWithFallback.tsx';

// Both maps are separate chunks: the list renders first and the map follows.
const GoogleMapView = lazy(() => import('./GoogleMapView.tsx'));
const FallbackMap = lazy(() => import('./FallbackMap.tsx'));

// Here, not with the maps' other messages (mapMessages.ts), which load with the maps.
const unavailable = defineMessage({
  id: 'map.unavailable',
  defaultMessage: 'The full map is unavailable right now, so a simple map is shown.',
});

/** The places list's map: Google's when it can load, else the built-in one with a note. */
export function PlaceMap({ apiKey, ...props }: MapViewProps & { apiKey: string | null }) {
  const intl = useIntl();
  return (
    <MapWithFallback
      apiKey={apiKey}
      note={intl.formatMessage(unavailable)}
      google={(key, onUnavailable) => <GoogleMapView apiKey={key} onUnavailable={onUnavailable} {...props} />}
      builtIn={<FallbackMap {...props} />}
    />
  );
}
