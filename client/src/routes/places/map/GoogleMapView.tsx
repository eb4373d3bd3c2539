import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import GoogleMapReact from 'google-map-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { boundsAround, centerOf, DEFAULT_ZOOM, type Bounds } from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import type { MapPlace, MapViewProps } from './mapTypes.ts';
import { PlaceInfoWindow } from './PlaceInfoWindow.tsx';

/** How long the Google script may take before the built-in map is shown instead (no network, blocked, bad key). */
const LOAD_TIMEOUT_MS = 8000;

const useStyles = makeStyles({
  frame: {
    position: 'relative',
    height: '440px',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
  },
  marker: {
    width: '24px',
    height: '24px',
    padding: 0,
    borderRadius: '50%',
    border: `3px solid ${tokens.colorNeutralBackground1}`,
    backgroundColor: tokens.colorBrandBackground,
    cursor: 'pointer',
  },
  highlighted: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3, width: '34px', height: '34px' },
  update: { position: 'absolute', insetBlockEnd: '12px', zIndex: 4 },
});

function Marker({
  place,
  highlighted,
  open,
  onHover,
  onClose,
}: {
  place: MapPlace;
  highlighted: boolean;
  open: boolean;
  onHover: () => void;
  onClose: () => void;
  lat: number;
  lng: number;
}) {
  const styles = useStyles();
  return (
    <div style={{ position: 'absolute', transform: 'translate(-50%, -50%)' }}>
      <button
        type="button"
        className={mergeClasses(styles.marker, highlighted && styles.highlighted)}
        aria-label={place.name}
        aria-expanded={open}
        data-highlighted={highlighted || undefined}
        onMouseEnter={onHover}
        onFocus={onHover}
        onClick={onHover}
      />
      {open ? (
        <div style={{ position: 'absolute', bottom: '36px', left: '50%', transform: 'translateX(-50%)', zIndex: 3 }}>
          <PlaceInfoWindow place={place} onClose={onClose} />
        </div>
      ) : null}
    </div>
  );
}

/** Google's map with the same markers and info windows; reports when the script does not load in time. */
export default function GoogleMapView({
  apiKey,
  onUnavailable,
  places,
  hoveredId,
  infoId,
  onHover,
  onCloseInfo,
  start,
  onSearchArea,
}: MapViewProps & { apiKey: string; onUnavailable: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const [loaded, setLoaded] = useState(false);
  const [moved, setMoved] = useState<Bounds | null>(null);
  const changes = useRef(0);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(onUnavailable, LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, onUnavailable]);

  const around = start.bounds ?? (start.fitPlaces ? boundsAround(places.map((place) => place.position)) : null);
  const center = around ? centerOf(around) : start.center;

  return (
    <div className={styles.frame} dir="ltr" role="region" aria-label={intl.formatMessage(mapMessages.label)}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey, language: locale }}
        defaultCenter={{ lat: center.latitude, lng: center.longitude }}
        defaultZoom={DEFAULT_ZOOM}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map, maps }) => {
          // google-map-react reports a script that failed to load as loaded without a map.
          if (!map || !maps) {
            onUnavailable();
            return;
          }
          setLoaded(true);
          if (!around) return;
          const fit = new maps.LatLngBounds(
            { lat: around.south, lng: around.west },
            { lat: around.north, lng: around.east },
          );
          map.fitBounds(fit);
        }}
        onChange={({ bounds }) => {
          // The first change is the map settling on its start; later ones are the person moving or zooming it.
          changes.current += 1;
          if (changes.current > 1)
            setMoved({ south: bounds.sw.lat, west: bounds.sw.lng, north: bounds.ne.lat, east: bounds.ne.lng });
        }}
      >
        {places.map((place) => (
          <Marker
            key={place.id}
            lat={place.position.latitude}
            lng={place.position.longitude}
            place={place}
            highlighted={place.id === hoveredId}
            open={place.id === infoId}
            onHover={() => onHover(place.id)}
            onClose={onCloseInfo}
          />
        ))}
      </GoogleMapReact>
      {moved ? (
        <div className={styles.update} style={{ left: '50%', transform: 'translateX(-50%)' }}>
          <Button
            appearance="primary"
            onClick={() => {
              onSearchArea(moved);
              setMoved(null);
            }}
          >
            {intl.formatMessage(mapMessages.updateResults)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
