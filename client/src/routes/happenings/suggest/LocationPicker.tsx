import { makeStyles, tokens } from '@fluentui/react-components';
import type { PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../forms/TextField.tsx';
import { DEFAULT_POSITION, fromWorldPixel, project, toWorldPixel, type Position } from '../../places/map/mapMath.ts';

const SIZE = { width: 480, height: 240 };
const ZOOM = 11;

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px', margin: 0, padding: 0, border: 'none' },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBlockEnd: '6px' },
  stage: {
    position: 'relative',
    width: '100%',
    maxWidth: `${SIZE.width}px`,
    aspectRatio: `${SIZE.width} / ${SIZE.height}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    cursor: 'crosshair',
    // The built-in map: a grid to aim with (Google Maps cannot be relied on), north up in both directions.
    backgroundColor: tokens.colorBrandBackground2,
    backgroundImage: `linear-gradient(${tokens.colorNeutralStroke2} 1px, transparent 1px), linear-gradient(90deg, ${tokens.colorNeutralStroke2} 1px, transparent 1px)`,
    backgroundSize: '40px 40px',
  },
  marker: {
    position: 'absolute',
    width: '16px',
    height: '16px',
    marginInlineStart: '-8px',
    marginBlockStart: '-8px',
    borderRadius: '50%',
    backgroundColor: tokens.colorPaletteRedBackground3,
    border: `2px solid ${tokens.colorNeutralBackground1}`,
  },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: '12px' },
});

/**
 * The venue's location: a click on the built-in map (around Jeddah, or the point already chosen) or the coordinates
 * typed in, which keyboard and screen-reader users use. Empty values mean no location.
 */
export function LocationPicker({
  latitude,
  longitude,
  errors,
  onChange,
}: {
  latitude: string;
  longitude: string;
  errors: { latitude?: string; longitude?: string };
  onChange(position: { latitude: string; longitude: string }): void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const chosen: Position | null =
    latitude && longitude && Number.isFinite(Number(latitude)) && Number.isFinite(Number(longitude))
      ? { latitude: Number(latitude), longitude: Number(longitude) }
      : null;
  const viewport = { center: DEFAULT_POSITION, zoom: ZOOM, ...SIZE };
  const marker = chosen ? project(chosen, viewport) : null;
  const onPick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * SIZE.width;
    const y = ((event.clientY - box.top) / box.height) * SIZE.height;
    const center = toWorldPixel(viewport.center, ZOOM);
    const picked = fromWorldPixel({ x: center.x + x - SIZE.width / 2, y: center.y + y - SIZE.height / 2 }, ZOOM);
    onChange({ latitude: picked.latitude.toFixed(6), longitude: picked.longitude.toFixed(6) });
  };
  const label = intl.formatMessage({ id: 'suggestHappening.location', defaultMessage: 'Location on the map' });
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stage} onPointerDown={onPick} aria-hidden dir="ltr">
        {marker && marker.x >= 0 && marker.y >= 0 && marker.x <= SIZE.width && marker.y <= SIZE.height ? (
          <span
            className={styles.marker}
            style={{ left: `${(marker.x / SIZE.width) * 100}%`, top: `${(marker.y / SIZE.height) * 100}%` }}
          />
        ) : null}
      </div>
      <div className={styles.row}>
        <TextField
          label={intl.formatMessage({ id: 'suggestHappening.latitude', defaultMessage: 'Latitude' })}
          name="latitude"
          dir="ltr"
          value={latitude}
          error={errors.latitude}
          onChange={(_, { value }) => onChange({ latitude: value, longitude })}
        />
        <TextField
          label={intl.formatMessage({ id: 'suggestHappening.longitude', defaultMessage: 'Longitude' })}
          name="longitude"
          dir="ltr"
          value={longitude}
          error={errors.longitude}
          onChange={(_, { value }) => onChange({ latitude, longitude: value })}
        />
      </div>
    </fieldset>
  );
}
