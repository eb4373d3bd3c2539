import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDown20Regular,
  ArrowLeft20Regular,
  ArrowRight20Regular,
  ArrowUp20Regular,
  ZoomIn20Regular,
  ZoomOut20Regular,
} from '@fluentui/react-icons';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { clusterPlaces, type PlaceCluster } from './clusterPlaces.ts';
import { ClusterMarker, PlaceMarker } from './MapMarkers.tsx';
import {
  boundsAround,
  boundsOf,
  centerOf,
  DEFAULT_ZOOM,
  isInside,
  MAX_ZOOM,
  pan,
  project,
  zoomBy,
  zoomToFit,
  type Position,
  type Viewport,
} from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import { CLUSTER_SIZE, mapHeight, MARKER_SIZE } from './mapSizes.ts';
import type { MapViewProps } from './mapTypes.ts';
import { PlaceInfoWindow, PlaceListWindow } from './PlaceInfoWindow.tsx';

const PAN_STEP = 100;

const useStyles = makeStyles({
  frame: {
    ...mapHeight,
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // The markers' stage: nothing else clickable lies on it (the controls are in their own row), so no marker is hidden
  // under a button.
  stage: { position: 'relative', flexGrow: 1, minHeight: 0, overflow: 'hidden' },
  canvas: {
    position: 'absolute',
    inset: 0,
    cursor: 'grab',
    touchAction: 'none',
    backgroundColor: '#e8f0e4',
    backgroundImage:
      'linear-gradient(#d5e0cf 1px, transparent 1px), linear-gradient(90deg, #d5e0cf 1px, transparent 1px)',
    backgroundSize: '64px 64px',
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-3px' },
  },
  dragging: { cursor: 'grabbing' },
  info: { position: 'absolute', zIndex: 3 },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', padding: '6px 8px' },
  group: { display: 'flex', gap: '4px' },
  update: { position: 'absolute', insetBlockEnd: '12px', zIndex: 4 },
});

/**
 * The built-in map used when Google Maps is not configured or cannot load: markers projected (Web Mercator) from the
 * places' coordinates inside the current view, grouped where they would crowd (clusterPlaces), with drag, arrow
 * keys, and a row of move and zoom buttons under it. North is up and east right in both languages, so the drawing is
 * left to right even on Arabic pages.
 */
// A window sits above its marker, centred on it.
const windowStyle = (point: { x: number; y: number }, markerSize: number) => ({
  left: `${point.x}px`,
  top: `${point.y - markerSize / 2 - 8}px`,
  transform: 'translate(-50%, -100%)',
});

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
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<{ center: Position; zoom: number } | null>(null);
  const [moved, setMoved] = useState(false);
  const [listed, setListed] = useState<string | null>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ready = size != null && size.width > 0 && size.height > 0;
  // The first view, once the size is known: the searched bounds, or around the places, or the start position.
  if (!view && ready) {
    const around = start.bounds ?? (start.fitPlaces ? boundsAround(places.map((place) => place.position)) : null);
    if (around)
      setView({
        center: centerOf(around),
        zoom: Math.min(zoomToFit(around, size.width - 40, size.height - 80), 16),
      });
    else setView({ center: start.center, zoom: DEFAULT_ZOOM });
  }
  const viewport: Viewport | null = view && ready ? { ...view, ...size } : null;

  const change = (next: Viewport) => {
    setView({ center: next.center, zoom: next.zoom });
    setMoved(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!viewport || event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
    };
    const move = moves[event.key];
    if (move) change(pan(viewport, ...move));
    else if (event.key === '+' || event.key === '=') change(zoomBy(viewport, 1));
    else if (event.key === '-') change(zoomBy(viewport, -1));
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.target !== event.currentTarget) return;
    drag.current = { x: event.clientX, y: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !viewport) return;
    const dx = drag.current.x - event.clientX;
    const dy = drag.current.y - event.clientY;
    if (Math.abs(dx) + Math.abs(dy) < 3) return;
    drag.current = { x: event.clientX, y: event.clientY };
    change(pan(viewport, dx, dy));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };
  const control = (label: string, icon: ReactElement, next: (viewport: Viewport) => Viewport) => (
    <Button
      appearance="secondary"
      icon={icon}
      aria-label={label}
      disabled={!viewport}
      onClick={() => viewport && change(next(viewport))}
    />
  );

  return (
    <div
      className={styles.frame}
      dir="ltr"
      role="region"
      aria-label={intl.formatMessage(mapMessages.label)}
      data-testid="fallback-map"
    >
      <div ref={stage} className={styles.stage}>
        {viewport ? (
          <div
            className={mergeClasses(styles.canvas, dragging && styles.dragging)}
            tabIndex={0}
            role="application"
            aria-label={intl.formatMessage(mapMessages.keyboardHelp)}
            onKeyDown={onKeyDown}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
          >
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
          </div>
        ) : null}
        {moved && viewport ? (
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
        ) : null}
      </div>
      <div
        className={styles.controls}
        role="group"
        aria-label={intl.formatMessage(mapMessages.controls)}
        data-testid="map-controls"
      >
        <div className={styles.group}>
          {control(intl.formatMessage(mapMessages.zoomIn), <ZoomIn20Regular />, (v) => zoomBy(v, 1))}
          {control(intl.formatMessage(mapMessages.zoomOut), <ZoomOut20Regular />, (v) => zoomBy(v, -1))}
        </div>
        <div className={styles.group}>
          {control(intl.formatMessage(mapMessages.panWest), <ArrowLeft20Regular />, (v) => pan(v, -PAN_STEP, 0))}
          {control(intl.formatMessage(mapMessages.panNorth), <ArrowUp20Regular />, (v) => pan(v, 0, -PAN_STEP))}
          {control(intl.formatMessage(mapMessages.panSouth), <ArrowDown20Regular />, (v) => pan(v, 0, PAN_STEP))}
          {control(intl.formatMessage(mapMessages.panEast), <ArrowRight20Regular />, (v) => pan(v, PAN_STEP, 0))}
        </div>
      </div>
    </div>
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
