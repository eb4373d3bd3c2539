import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { PlaceCluster } from './clusterPlaces.ts';
import { CLUSTER_SIZE, MARKER_SIZE } from './mapSizes.ts';
import { clusterMessages } from './mapMessages.ts';
import type { MapPlace } from './mapTypes.ts';

const useStyles = makeStyles({
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
  highlighted: {
    backgroundColor: tokens.colorPaletteDarkOrangeBackground3,
    zIndex: 2,
    width: `${CLUSTER_SIZE}px`,
    height: `${CLUSTER_SIZE}px`,
  },
  cluster: {
    width: `${CLUSTER_SIZE}px`,
    height: `${CLUSTER_SIZE}px`,
    backgroundColor: tokens.colorBrandBackgroundPressed,
    color: tokens.colorNeutralForegroundOnBrand,
    fontFamily: 'inherit',
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightBold,
    lineHeight: 1,
  },
});

// Positions are inline styles from the map (physical pixels: the drawing is left to right in both languages).
const centred: CSSProperties = { transform: 'translate(-50%, -50%)' };

/** One place's marker: hovering, focusing or pressing it highlights the place and opens its info window. */
export function PlaceMarker({
  place,
  highlighted,
  expanded,
  onHover,
  style,
}: {
  place: MapPlace;
  highlighted: boolean;
  expanded: boolean;
  onHover: (id: string) => void;
  style?: CSSProperties;
}) {
  const styles = useStyles();
  return (
    <button
      type="button"
      className={mergeClasses(styles.marker, highlighted && styles.highlighted)}
      style={{ ...centred, ...style }}
      aria-label={place.name}
      aria-expanded={expanded}
      data-testid="map-marker"
      data-highlighted={highlighted || undefined}
      onMouseEnter={() => onHover(place.id)}
      onFocus={() => onHover(place.id)}
      onClick={() => onHover(place.id)}
    />
  );
}

/**
 * Places too close to tell apart at this zoom, as one marker with their count. Pressing it zooms in on them; at the
 * closest zoom (`canZoom` false) it lists them instead (`expanded` while the list is open).
 */
export function ClusterMarker({
  cluster,
  canZoom,
  expanded,
  onPress,
  style,
}: {
  cluster: PlaceCluster;
  canZoom: boolean;
  expanded: boolean;
  onPress: (cluster: PlaceCluster) => void;
  style?: CSSProperties;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const count = cluster.places.length;
  return (
    <button
      type="button"
      className={mergeClasses(styles.marker, styles.cluster)}
      style={{ ...centred, ...style }}
      aria-label={intl.formatMessage(canZoom ? clusterMessages.zoom : clusterMessages.list, { count })}
      aria-expanded={canZoom ? undefined : expanded}
      data-testid="map-cluster"
      onClick={() => onPress(cluster)}
    >
      {intl.formatNumber(count)}
    </button>
  );
}
