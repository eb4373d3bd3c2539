import { Button, makeStyles } from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { clusterPlaces, type PlaceCluster } from './clusterPlaces.ts';
import { GoogleMapBase, Pinned, type GoogleMapHandle } from './GoogleMapBase.tsx';
import { ClusterMarker, PlaceMarker } from './MapMarkers.tsx';
import { boundsAround, centerOf, DEFAULT_ZOOM, MAX_ZOOM, zoomToFit, type Bounds } from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import { CLUSTER_SIZE } from './mapSizes.ts';
import type { MapViewProps } from './mapTypes.ts';
import { PlaceInfoWindow, PlaceListWindow } from './PlaceInfoWindow.tsx';

const useStyles = makeStyles({
  window: { position: 'absolute', bottom: `${CLUSTER_SIZE / 2 + 8}px`, left: '50%', transform: 'translateX(-50%)' },
  update: { position: 'absolute', insetBlockEnd: '12px', zIndex: 4 },
});

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
  const [moved, setMoved] = useState<Bounds | null>(null);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  const [listed, setListed] = useState<string | null>(null);
  const changes = useRef(0);
  const map = useRef<GoogleMapHandle | null>(null);

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
    <GoogleMapBase
      apiKey={apiKey}
      label={intl.formatMessage(mapMessages.label)}
      onUnavailable={onUnavailable}
      defaultCenter={{ lat: center.latitude, lng: center.longitude }}
      defaultZoom={DEFAULT_ZOOM}
      overlay={
        moved ? (
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
        ) : null
      }
      onLoaded={({ map: googleMap, maps }) => {
        map.current = googleMap;
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
    </GoogleMapBase>
  );
}
