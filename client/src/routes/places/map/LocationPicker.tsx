import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Location20Regular } from '@fluentui/react-icons';
import { lazy, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../forms/TextField.tsx';
import { placeMessages } from '../placeMessages.ts';
import { formatPosition, parsePosition } from './coordinates.ts';
import { currentPosition } from './currentPosition.ts';
import type { Position } from './mapMath.ts';
import { MapWithFallback } from './MapWithFallback.tsx';
import { pickerMessages } from './pickerMessages.ts';

// The maps are chunks of their own, loaded after the form.
const GooglePicker = lazy(() => import('./GooglePicker.tsx'));
const BuiltInPicker = lazy(() => import('./BuiltInPicker.tsx'));

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px', margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: 0, marginBlockEnd: '6px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
  status: { margin: 0, color: tokens.colorNeutralForeground2 },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: '12px' },
});

type Coordinates = { latitude: string; longitude: string };

/**
 * A point on the map for a form: picked on Google's map when it loads, else on the built-in map (with a note saying
 * so), or found with "Use my location", or typed as latitude and longitude. Empty fields mean no location.
 */
export function LocationPicker({
  apiKey,
  legend,
  labels,
  value,
  errors,
  onChange,
}: {
  apiKey: string | null;
  legend: string;
  labels: Coordinates;
  value: Coordinates;
  errors: { latitude?: string; longitude?: string };
  onChange(value: Coordinates): void;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const [focus, setFocus] = useState<Position | null>(null);
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);
  const position = parsePosition(value.latitude, value.longitude);
  const pick = (next: Position) => onChange(formatPosition(next));
  const type = (next: Coordinates) => {
    onChange(next);
    const typed = parsePosition(next.latitude, next.longitude);
    if (typed) setFocus(typed);
  };
  const locate = () => {
    setLocating(true);
    setDenied(false);
    void currentPosition().then((found) => {
      setLocating(false);
      if (!found) {
        setDenied(true);
        return;
      }
      setFocus(found);
      pick(found);
    });
  };
  const views = { position, focus, onPick: pick };

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{legend}</legend>
      <MapWithFallback
        apiKey={apiKey}
        note={intl.formatMessage(pickerMessages.unavailable)}
        google={(key, onUnavailable) => <GooglePicker apiKey={key} onUnavailable={onUnavailable} {...views} />}
        builtIn={<BuiltInPicker {...views} />}
      />
      <div className={styles.actions}>
        <Button icon={<Location20Regular />} disabled={locating} onClick={locate}>
          {intl.formatMessage(pickerMessages.useMyLocation)}
        </Button>
        {value.latitude || value.longitude ? (
          <Button icon={<Delete20Regular />} onClick={() => onChange({ latitude: '', longitude: '' })}>
            {intl.formatMessage(pickerMessages.remove)}
          </Button>
        ) : null}
      </div>
      <p className={styles.status} role="status" aria-live="polite">
        {locating ? intl.formatMessage(pickerMessages.locating) : null}
        {denied ? intl.formatMessage(placeMessages.locationDenied) : null}
      </p>
      <div className={styles.row}>
        <TextField
          label={labels.latitude}
          name="latitude"
          dir="ltr"
          inputMode="decimal"
          value={value.latitude}
          error={errors.latitude}
          onChange={(_, { value: latitude }) => type({ ...value, latitude })}
        />
        <TextField
          label={labels.longitude}
          name="longitude"
          dir="ltr"
          inputMode="decimal"
          value={value.longitude}
          error={errors.longitude}
          onChange={(_, { value: longitude }) => type({ ...value, longitude })}
        />
      </div>
    </fieldset>
  );
}
