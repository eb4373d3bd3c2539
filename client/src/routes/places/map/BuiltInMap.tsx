import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  ArrowDown20Regular,
  ArrowLeft20Regular,
  ArrowRight20Regular,
  ArrowUp20Regular,
  ZoomIn20Regular,
  ZoomOut20Regular,
} from '@fluentui/react-icons';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { pan, unproject, zoomBy, type Position, type Viewport } from './mapMath.ts';
import { mapMessages } from './mapMessages.ts';
import { mapHeight } from './mapHeight.ts';

const PAN_STEP = 100;
/** A press that moves less than this (in pixels) is a click, not a drag. */
const CLICK_SLOP = 3;

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
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4px 12px', padding: '6px 8px' },
  group: { display: 'flex', gap: '4px' },
});

/**
 * The built-in map drawn when Google Maps is not configured or cannot load: a Web Mercator view moved by drag, arrow
 * keys and a row of move and zoom buttons under it (plus `controls`). North is up and east right in both languages,
 * so the drawing is left to right even on Arabic pages. `children` draws what lies on the map for the current view;
 * `onPress` receives the position of a click that did not drag the map.
 */
export function BuiltInMap({
  label,
  testId,
  initialView,
  centerOn,
  onMove,
  onPress,
  overlay,
  controls,
  children,
}: {
  label: string;
  testId: string;
  /** The first view, once the map's size is known. */
  initialView: (size: { width: number; height: number }) => { center: Position; zoom: number };
  /** Moves the view here whenever this position changes (e.g. a located or typed point). */
  centerOn?: Position | null;
  onMove?: () => void;
  onPress?: (position: Position) => void;
  overlay?: (viewport: Viewport) => ReactNode;
  /** More buttons in the row under the map, for the current view (null before the map knows its size). */
  controls?: (viewport: Viewport | null) => ReactNode;
  children: (viewport: Viewport, change: (next: Viewport) => void) => ReactNode;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const stage = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [view, setView] = useState<{ center: Position; zoom: number } | null>(null);
  const [centred, setCentred] = useState<Position | null | undefined>(centerOn);
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
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
  if (!view && ready) setView(initialView(size));
  if (centerOn !== centred) {
    setCentred(centerOn);
    if (centerOn && view) setView({ ...view, center: centerOn });
  }
  const viewport: Viewport | null = view && ready ? { ...view, ...size } : null;

  const change = (next: Viewport) => {
    setView({ center: next.center, zoom: next.zoom });
    onMove?.();
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
    drag.current = { x: event.clientX, y: event.clientY, moved: 0 };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag.current || !viewport) return;
    const dx = drag.current.x - event.clientX;
    const dy = drag.current.y - event.clientY;
    if (Math.abs(dx) + Math.abs(dy) < CLICK_SLOP) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: drag.current.moved + Math.abs(dx) + Math.abs(dy) };
    change(pan(viewport, dx, dy));
  };
  const onPointerUp = (event: PointerEvent) => {
    const pressed = drag.current;
    drag.current = null;
    setDragging(false);
    if (!pressed || pressed.moved >= CLICK_SLOP || !viewport || !onPress) return;
    const box = event.currentTarget.getBoundingClientRect();
    onPress(unproject({ x: event.clientX - box.left, y: event.clientY - box.top }, viewport));
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };
  const control = (name: string, icon: ReactElement, next: (viewport: Viewport) => Viewport) => (
    <Button
      appearance="secondary"
      icon={icon}
      aria-label={name}
      disabled={!viewport}
      onClick={() => viewport && change(next(viewport))}
    />
  );

  return (
    <div className={styles.frame} dir="ltr" role="region" aria-label={label} data-testid={testId}>
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
            onPointerUp={onPointerUp}
            onPointerCancel={endDrag}
          >
            {children(viewport, change)}
          </div>
        ) : null}
        {viewport ? overlay?.(viewport) : null}
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
        {controls?.(viewport)}
      </div>
    </div>
  );
}
