import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { directionOf } from '../../../i18n/locale.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { MapPlace } from './mapTypes.ts';
import { placeMessages } from '../placeMessages.ts';
import { clusterMessages, mapMessages } from './mapMessages.ts';

const useStyles = makeStyles({
  window: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: '2px 8px',
    minWidth: '160px',
    maxWidth: '240px',
    padding: '8px 8px 10px 12px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
    textAlign: 'start',
  },
  name: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForegroundLink,
  },
  meta: { margin: 0, gridColumn: '1', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  list: {
    gridColumn: '1 / -1',
    display: 'grid',
    gap: '6px',
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    maxHeight: '160px',
    overflowY: 'auto',
  },
});

const stateMessages = { OPEN: placeMessages.open, CLOSED: placeMessages.closed } as const;

/** The info window of a marker: name (a link), category and open or closed; closed only by its own button. */
export function PlaceInfoWindow({ place, onClose }: { place: MapPlace; onClose: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const state = stateMessages[place.state as keyof typeof stateMessages] ?? placeMessages.notAvailable;
  return (
    // The map is drawn left to right; its info window reads in the viewer's direction.
    <div
      className={styles.window}
      dir={directionOf(locale)}
      role="group"
      aria-label={place.name}
      data-testid="map-info-window"
    >
      <Link className={styles.name} to={place.path}>
        {place.name}
      </Link>
      <Button
        appearance="subtle"
        size="small"
        icon={<Dismiss16Regular />}
        aria-label={intl.formatMessage({ id: 'map.closeInfo', defaultMessage: 'Close the info window' })}
        onClick={onClose}
      />
      {place.category ? <p className={styles.meta}>{place.category}</p> : null}
      <p className={styles.meta}>{intl.formatMessage(state)}</p>
    </div>
  );
}

/** The places of a group that stays together at the closest zoom: their names as links; closed only by its button. */
export function PlaceListWindow({ places, onClose }: { places: readonly MapPlace[]; onClose: () => void }) {
  const styles = useStyles();
  const intl = useIntl();
  const locale = useLocale();
  const label = intl.formatMessage(clusterMessages.here, { count: places.length });
  return (
    <div
      className={styles.window}
      dir={directionOf(locale)}
      role="group"
      aria-label={label}
      data-testid="map-list-window"
    >
      <p className={styles.meta}>{label}</p>
      <Button
        appearance="subtle"
        size="small"
        icon={<Dismiss16Regular />}
        aria-label={intl.formatMessage(mapMessages.closeList)}
        onClick={onClose}
      />
      <ul className={styles.list}>
        {places.map((place) => (
          <li key={place.id}>
            <Link className={styles.name} to={place.path}>
              {place.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
