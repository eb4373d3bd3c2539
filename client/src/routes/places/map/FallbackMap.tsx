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
import {
  boundsAround,
  boundsOf,
  centerOf,
  DEFAULT_ZOOM,
  isInside,
  pan,
  project,
  zoomBy,
  zoomToFit,
  type Position,
  type Viewport,
} from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import type { MapViewProps } from './mapTypes.ts';
import { PlaceInfoWindow } from './PlaceInfoWindow.tsx';

const HEIGHT = 440;
const PAN_STEP = 100;
const MARKER_SIZE = 26;

const useStyles = makeStyles({
  wrap: { display: 'grid', gap: '8px' },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  frame: {
    position: 'relative',
    height: `${HEIGHT}px`,
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
  },
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
  // Physical positions are inline styles: the drawing is left to right in both languages and must not be mirrored.
  marker: {
    position: 'absolute',
    width: `${MARKER_SIZE}px`,
    height: `${MARKER_SIZE}px`,
    padding: 0,
    borderRadius: '50%',
    border: `3px solid ${tokens.colorNeutralBackground1}`,
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: tokens.shadow4,
    cursor: 'pointer',
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  markerHighlighted: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground3,
    zIndex: 2,
    width: '36px',
    height: '36px',
  },
  info: { position: 'absolute', zIndex: 3 },
  controls: {
    position: 'absolute',
    insetBlockStart: '8px',
    insetInlineEnd: '8px',
    display: 'grid',
    gap: '4px',
    zIndex: 4,
  },
  pad: { display: 'grid', gridTemplateColumns: 'repeat(3, 32px)', gap: '2px', justifyItems: 'center' },
  update: { position: 'absolute', insetBlockEnd: '12px', zIndex: 4 },
});

/**
 * The built-in map used when Google Maps is not configured or cannot load: markers projected (Web Mercator) from the
 * places' coordinates inside the current view, with drag, arrow keys, move and zoom buttons. North is up and east right
 * in both languages, so the drawing is left to right even on Arabic pages.
 */
// The info window sits above its marker, centred on it.
const infoStyle = (point: { x: number; y: number }) => ({
  left: `${point.x}px`,
  top: `${point.y - MARKER_SIZE / 2 - 8}px`,
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
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [view, setView] = useState<{ center: Position; zoom: number } | null>(null);
  const [moved, setMoved] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The first view, once the width is known: the searched bounds, or around the places, or the start position.
  if (!view && width > 0) {
    const around = start.bounds ?? (start.fitPlaces ? boundsAround(places.map((place) => place.position)) : null);
    if (around) setView({ center: centerOf(around), zoom: Math.min(zoomToFit(around, width - 40, HEIGHT - 80), 16) });
    else setView({ center: start.center, zoom: DEFAULT_ZOOM });
  }

  if (!view || width === 0) {
    return (
      <div className={styles.wrap}>
        <p className={styles.note} role="note">
          {intl.formatMessage(mapMessages.unavailable)}
        </p>
        <div ref={frame} className={styles.frame} />
      </div>
    );
  }

  const viewport: Viewport = { ...view, width, height: HEIGHT };
  const change = (next: Viewport) => {
    setView({ center: next.center, zoom: next.zoom });
    setMoved(true);
  };
  const visible = boundsOf({ ...viewport, width: width + 80, height: HEIGHT + 80 });
  const shown = places.filter((place) => isInside(place.position, visible));
  const info = places.find((place) => place.id === infoId);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
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
    if (!drag.current) return;
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
  const panButton = (label: string, icon: ReactElement, dx: number, dy: number) => (
    <Button
      size="small"
      appearance="secondary"
      icon={icon}
      aria-label={label}
      onClick={() => change(pan(viewport, dx, dy))}
    />
  );

  return (
    <div className={styles.wrap}>
      <p className={styles.note} role="note">
        {intl.formatMessage(mapMessages.unavailable)}
      </p>
      <div
        ref={frame}
        className={styles.frame}
        dir="ltr"
        role="region"
        aria-label={intl.formatMessage(mapMessages.label)}
        data-testid="fallback-map"
      >
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
          {shown.map((place) => {
            const point = project(place.position, viewport);
            const highlighted = place.id === hoveredId;
            return (
              <button
                key={place.id}
                type="button"
                className={mergeClasses(styles.marker, highlighted && styles.markerHighlighted)}
                style={{ left: `${point.x}px`, top: `${point.y}px`, transform: 'translate(-50%, -50%)' }}
                aria-label={place.name}
                aria-expanded={place.id === infoId}
                data-testid="map-marker"
                data-highlighted={highlighted || undefined}
                onMouseEnter={() => onHover(place.id)}
                onFocus={() => onHover(place.id)}
                onClick={() => onHover(place.id)}
              />
            );
          })}
          {info && isInside(info.position, visible) ? (
            <div className={styles.info} style={infoStyle(project(info.position, viewport))}>
              <PlaceInfoWindow place={info} onClose={onCloseInfo} />
            </div>
          ) : null}
        </div>
        {moved ? (
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
        <div className={styles.controls}>
          <Button
            size="small"
            appearance="secondary"
            icon={<ZoomIn20Regular />}
            aria-label={intl.formatMessage(mapMessages.zoomIn)}
            onClick={() => change(zoomBy(viewport, 1))}
          />
          <Button
            size="small"
            appearance="secondary"
            icon={<ZoomOut20Regular />}
            aria-label={intl.formatMessage(mapMessages.zoomOut)}
            onClick={() => change(zoomBy(viewport, -1))}
          />
          <div className={styles.pad}>
            <span />
            {panButton(intl.formatMessage(mapMessages.panNorth), <ArrowUp20Regular />, 0, -PAN_STEP)}
            <span />
            {panButton(intl.formatMessage(mapMessages.panWest), <ArrowLeft20Regular />, -PAN_STEP, 0)}
            <span />
            {panButton(intl.formatMessage(mapMessages.panEast), <ArrowRight20Regular />, PAN_STEP, 0)}
            <span />
            {panButton(intl.formatMessage(mapMessages.panSouth), <ArrowDown20Regular />, 0, PAN_STEP)}
          </div>
        </div>
      </div>
    </div>
  );
}
