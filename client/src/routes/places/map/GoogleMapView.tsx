import { Button, makeStyles, tokens } from '@fluentui/react-components';
import GoogleMapReact from 'google-map-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/useLocale.ts';
import { clusterPlaces, type PlaceCluster } from './clusterPlaces.ts';
import { ClusterMarker, PlaceMarker } from './MapMarkers.tsx';
import { boundsAround, centerOf, DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, zoomToFit, type Bounds } from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import { CLUSTER_SIZE, mapHeight } from './mapSizes.ts';
import type { MapViewProps } from './mapTypes.ts';
import { PlaceInfoWindow, PlaceListWindow } from './PlaceInfoWindow.tsx';

/** How long the Google script may take before the built-in map is shown instead (no network, blocked, bad key). */
const LOAD_TIMEOUT_MS = 8000;

const useStyles = makeStyles({
  frame: {
    ...mapHeight,
    position: 'relative',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
  },
  window: { position: 'absolute', bottom: `${CLUSTER_SIZE / 2 + 8}px`, left: '50%', transform: 'translateX(-50%)' },
  update: { position: 'absolute', insetBlockEnd: '12px', zIndex: 4 },
});

/** What this view asks of Google's map object. */
interface GoogleMapHandle {
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
}

/** google-map-react places each child at its lat and lng; the marker centres itself there. */
function Pinned({ children }: { lat: number; lng: number; children: ReactNode }) {
  return <div style={{ position: 'absolute' }}>{children}</div>;
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
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [listed, setListed] = useState<string | null>(null);
  const changes = useRef(0);
  const map = useRef<GoogleMapHandle | null>(null);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(onUnavailable, LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, onUnavailable]);

  const around = start.bounds ?? (start.fitPlaces ? boundsAround(places.map((place) => place.position)) : null);
  const center = around ? centerOf(around) : start.center;
  // The same groups as the built-in map (clusterPlaces), from Google's zoom.
  const clusters = clusterPlaces(places, zoom);
  const canZoom = zoom < MAX_ZOOM;
  const press = (cluster: PlaceCluster) => {
    if (!canZoom) {
      setListed(listed === cluster.key ? null : cluster.key);
      return;
    }
    const bounds = boundsAround(cluster.places.map((place) => place.position))!;
    const middle = centerOf(bounds);
    map.current?.setCenter({ lat: middle.latitude, lng: middle.longitude });
    map.current?.setZoom(Math.min(Math.max(zoom + 1, zoomToFit(bounds, 240, 240)), MAX_ZOOM));
  };
  // The highlighted place shows on top of its group.
  const hovered = clusters.some((cluster) => cluster.places.length === 1 && cluster.key === hoveredId)
    ? undefined
    : places.find((place) => place.id === hoveredId);
  const info = places.find((place) => place.id === infoId);
  const listedCluster = canZoom ? undefined : clusters.find((cluster) => cluster.key === listed);

  return (
    <div className={styles.frame} dir="ltr" role="region" aria-label={intl.formatMessage(mapMessages.label)}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey, language: locale }}
        defaultCenter={{ lat: center.latitude, lng: center.longitude }}
        defaultZoom={DEFAULT_ZOOM}
        options={{ maxZoom: MAX_ZOOM, minZoom: MIN_ZOOM }}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map: googleMap, maps }) => {
          // google-map-react reports a script that failed to load as loaded without a map.
          if (!googleMap || !maps) {
            onUnavailable();
            return;
          }
          map.current = googleMap as GoogleMapHandle;
          setLoaded(true);
          if (!around) return;
          const fit = new maps.LatLngBounds(
            { lat: around.south, lng: around.west },
            { lat: around.north, lng: around.east },
          );
          googleMap.fitBounds(fit);
        }}
        onChange={({ bounds, zoom: next }) => {
          setZoom(next);
          // The first change is the map settling on its start; later ones are the person moving or zooming it.
          changes.current += 1;
          if (changes.current > 1)
            setMoved({ south: bounds.sw.lat, west: bounds.sw.lng, north: bounds.ne.lat, east: bounds.ne.lng });
        }}
      >
        {clusters.map((cluster) => (
          <Pinned key={cluster.key} lat={cluster.position.latitude} lng={cluster.position.longitude}>
            {cluster.places.length === 1 ? (
              <PlaceMarker
                place={cluster.places[0]!}
                highlighted={cluster.key === hoveredId}
                expanded={cluster.key === infoId}
                onHover={onHover}
              />
            ) : (
              <ClusterMarker
                cluster={cluster}
                canZoom={canZoom}
                expanded={cluster.key === listedCluster?.key}
                onPress={press}
              />
            )}
          </Pinned>
        ))}
        {hovered ? (
          <Pinned key="hovered" lat={hovered.position.latitude} lng={hovered.position.longitude}>
            <PlaceMarker place={hovered} highlighted expanded={hovered.id === infoId} onHover={onHover} />
          </Pinned>
        ) : null}
        {info ? (
          <Pinned key="info" lat={info.position.latitude} lng={info.position.longitude}>
            <div className={styles.window}>
              <PlaceInfoWindow place={info} onClose={onCloseInfo} />
            </div>
          </Pinned>
        ) : null}
        {listedCluster ? (
          <Pinned key="list" lat={listedCluster.position.latitude} lng={listedCluster.position.longitude}>
            <div className={styles.window}>
              <PlaceListWindow places={listedCluster.places} onClose={() => setListed(null)} />
            </div>
          </Pinned>
        ) : null}
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
