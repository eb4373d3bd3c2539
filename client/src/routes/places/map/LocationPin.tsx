import { makeStyles, tokens } from '@fluentui/react-components';
import { useRef, type CSSProperties, type KeyboardEvent, type PointerEvent, type SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import { offset, type Position } from './mapMath.ts';
import { MARKER_SIZE } from './mapSizes.ts';
import { pinLabel } from './pickerMessages.ts';

/** Arrow keys move the pin this many pixels at the map's zoom (ten times as far with Shift). */
const KEY_STEP = 8;

const useStyles = makeStyles({
  pin: {
    position: 'absolute',
    zIndex: 2,
    width: `${MARKER_SIZE}px`,
    height: `${MARKER_SIZE}px`,
    padding: 0,
    transform: 'translate(-50%, -50%)',
    borderRadius: '50%',
    border: `3px solid ${tokens.colorNeutralBackground1}`,
    backgroundColor: tokens.colorPaletteRedBackground3,
    boxShadow: tokens.shadow8,
    cursor: 'move',
    touchAction: 'none',
    // The exact point: a dot in the middle.
    backgroundImage: `radial-gradient(circle, ${tokens.colorNeutralBackground1} 3px, transparent 4px)`,
    ':focus-visible': { outline: `3px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

// The map underneath must not start a drag of its own (Google listens to mouse and touch events too).
const keepFromMap = (event: SyntheticEvent) => event.stopPropagation();

/** The chosen point on either map: a button dragged with the pointer or moved with the arrow keys. */
export function LocationPin({
  position,
  zoom,
  onPick,
  style,
}: {
  position: Position;
  zoom: number;
  onPick: (position: Position) => void;
  style?: CSSProperties;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const drag = useRef<{ x: number; y: number; from: Position } | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    event.stopPropagation();
    const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
    onPick(offset(position, zoom, arrow[0] * step, arrow[1] * step));
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.stopPropagation();
    drag.current = { x: event.clientX, y: event.clientY, from: position };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = drag.current;
    if (!start) return;
    event.stopPropagation();
    onPick(offset(start.from, zoom, event.clientX - start.x, event.clientY - start.y));
  };
  const endDrag = (event: PointerEvent) => {
    event.stopPropagation();
    drag.current = null;
  };
  return (
    <button
      type="button"
      className={styles.pin}
      style={style}
      data-testid="location-pin"
      aria-label={intl.formatMessage(pinLabel, {
        latitude: position.latitude.toFixed(5),
        longitude: position.longitude.toFixed(5),
      })}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onMouseDown={keepFromMap}
      onTouchStart={keepFromMap}
      onClick={keepFromMap}
    />
  );
}
