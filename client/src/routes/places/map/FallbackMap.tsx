import { Button, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { BuiltInMap } from './BuiltInMap.tsx';
import { clusterPlaces, type PlaceCluster } from './clusterPlaces.ts';
import { ClusterMarker, PlaceMarker } from './MapMarkers.tsx';
import {
  boundsAround,
  boundsOf,
  centerOf,
  DEFAULT_ZOOM,
  isInside,
  MAX_ZOOM,
  project,
  zoomToFit,
  type Position,
  type Viewport,
} from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import { CLUSTER_SIZE, MARKER_SIZE } from './mapSizes.ts';
import type { MapViewProps } from './mapTypes.ts';
import { PlaceInfoWindow, PlaceListWindow } from './PlaceInfoWindow.tsx';

const useStyles = makeStyles({
  info: { position: 'absolute', zIndex: 3 },
  update: { position: 'absolute', insetBlockEnd: '12px', zIndex: 4 },
});

// A window sits above its marker, centred on it.
const windowStyle = (point: { x: number; y: number }, markerSize: number) => ({
  left: `${point.x}px`,
  top: `${point.y - markerSize / 2 - 8}px`,
  transform: 'translate(-50%, -100%)',
});

/**
 * The places on the built-in map (Google Maps not configured or not loading): markers projected from the places'
 * coordinates inside the current view, grouped where they would crowd (clusterPlaces).
 */
export default function FallbackMap({
  places,
  hoveredId,
  infoId,
  onHover,
  onCloseInfo,
  start,
  onSearchArea,
}: MapViewProps) {
  const styles = useStyles();
  const intl = useIntl();
  const [moved, setMoved] = useState(false);
  const [listed, setListed] = useState<string | null>(null);
  // The searched bounds, or around the places, or the start position.
  const initialView = (size: { width: number; height: number }) => {
    const around = start.bounds ?? (start.fitPlaces ? boundsAround(places.map((place) => place.position)) : null);
    if (!around) return { center: start.center, zoom: DEFAULT_ZOOM };
    return { center: centerOf(around), zoom: Math.min(zoomToFit(around, size.width - 40, size.height - 80), 16) };
  };

  return (
    <BuiltInMap
      label={intl.formatMessage(mapMessages.label)}
      testId="fallback-map"
      initialView={initialView}
      onMove={() => setMoved(true)}
      overlay={(viewport) =>
        moved ? (
          <div className={styles.update} style={{ left: '50%', transform: 'translateX(-50%)' }}>
            <Button
              appearance="primary"
              onClick={() => {
                setMoved(false);
                onSearchArea(boundsOf(viewport));
              }}
            >
              {intl.formatMessage(mapMessages.updateResults)}
            </Button>
          </div>
        ) : null
      }
    >
      {(viewport, change) => (
        <Markers
          places={places}
          viewport={viewport}
          hoveredId={hoveredId}
          infoId={infoId}
          listed={listed}
          onHover={onHover}
          onCloseInfo={onCloseInfo}
          onList={setListed}
          onZoom={change}
        />
      )}
    </BuiltInMap>
  );
}

/**
 * The markers inside the view, grouped where they would crowd, kept half a group's width from the edges so none is
 * cut. The highlighted place (the result under the pointer) always shows: on top of its group, or near an edge.
 */
function Markers({
  places,
  viewport,
  hoveredId,
  infoId,
  listed,
  onHover,
  onCloseInfo,
  onList,
  onZoom,
}: Pick<MapViewProps, 'places' | 'hoveredId' | 'infoId' | 'onHover' | 'onCloseInfo'> & {
  viewport: Viewport;
  listed: string | null;
  onList: (key: string | null) => void;
  onZoom: (viewport: Viewport) => void;
}) {
  const styles = useStyles();
  const inner = boundsOf({ ...viewport, width: viewport.width - CLUSTER_SIZE, height: viewport.height - CLUSTER_SIZE });
  const clusters = clusterPlaces(
    places.filter((place) => isInside(place.position, inner)),
    viewport.zoom,
  );
  const at = (position: Position) => {
    const point = project(position, viewport);
    return { left: `${point.x}px`, top: `${point.y}px` };
  };
  const canZoom = viewport.zoom < MAX_ZOOM;
  const press = (cluster: PlaceCluster) => {
    if (!canZoom) {
      onList(listed === cluster.key ? null : cluster.key);
      return;
    }
    const around = boundsAround(cluster.places.map((place) => place.position))!;
    const fit = zoomToFit(around, viewport.width - 2 * CLUSTER_SIZE, viewport.height - 2 * CLUSTER_SIZE);
    onZoom({ ...viewport, center: centerOf(around), zoom: Math.min(Math.max(viewport.zoom + 1, fit), MAX_ZOOM) });
  };
  const all = boundsOf(viewport);
  const drawnAlone = clusters.some((cluster) => cluster.places.length === 1 && cluster.key === hoveredId);
  const hovered = drawnAlone
    ? undefined
    : places.find((place) => place.id === hoveredId && isInside(place.position, all));
  const info = places.find((place) => place.id === infoId);
  const listedCluster = canZoom ? undefined : clusters.find((cluster) => cluster.key === listed);
  return (
    <>
      {clusters.map((cluster) =>
        cluster.places.length === 1 ? (
          <PlaceMarker
            key={cluster.key}
            place={cluster.places[0]!}
            highlighted={cluster.key === hoveredId}
            expanded={cluster.key === infoId}
            onHover={onHover}
            style={at(cluster.position)}
          />
        ) : (
          <ClusterMarker
            key={cluster.key}
            cluster={cluster}
            canZoom={canZoom}
            expanded={cluster.key === listedCluster?.key}
            onPress={press}
            style={at(cluster.position)}
          />
        ),
      )}
      {hovered ? (
        <PlaceMarker
          place={hovered}
          highlighted
          expanded={hovered.id === infoId}
          onHover={onHover}
          style={at(hovered.position)}
        />
      ) : null}
      {info && isInside(info.position, all) ? (
        <div className={styles.info} style={windowStyle(project(info.position, viewport), MARKER_SIZE)}>
          <PlaceInfoWindow place={info} onClose={onCloseInfo} />
        </div>
      ) : null}
      {listedCluster ? (
        <div className={styles.info} style={windowStyle(project(listedCluster.position, viewport), CLUSTER_SIZE)}>
          <PlaceListWindow places={listedCluster.places} onClose={() => onList(null)} />
        </div>
      ) : null}
    </>
  );
}
