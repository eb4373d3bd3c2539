import { makeStyles, tokens } from '@fluentui/react-components';
import { Component, lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mapMessages } from './mapMessages.ts';
import { mapHeight } from './mapSizes.ts';
import type { MapViewProps } from './mapTypes.ts';

// Both maps are separate chunks: the list renders first and the map follows.
const GoogleMapView = lazy(() => import('./GoogleMapView.tsx'));
const FallbackMap = lazy(() => import('./FallbackMap.tsx'));

const useStyles = makeStyles({
  wrap: { display: 'grid', gap: '8px' },
  note: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  placeholder: {
    ...mapHeight,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** A failure inside Google's map (or its chunk) switches to the built-in map instead of breaking the screen. */
class MapFailure extends Component<{ onFailure: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Google's map when the gateway has a browser key and the script loads; otherwise the built-in map and a note. */
export function PlaceMap({ apiKey, ...props }: MapViewProps & { apiKey: string | null }) {
  const styles = useStyles();
  const intl = useIntl();
  const [unavailable, setUnavailable] = useState(!apiKey);
  const fallBack = useCallback(() => setUnavailable(true), []);
  // The note is drawn with the placeholder, before the map's chunk arrives, so the map does not move the list.
  return (
    <div className={styles.wrap}>
      {unavailable || !apiKey ? (
        <p className={styles.note} role="note">
          {intl.formatMessage(mapMessages.unavailable)}
        </p>
      ) : null}
      <Suspense fallback={<div className={styles.placeholder} aria-hidden />}>
        {unavailable || !apiKey ? (
          <FallbackMap {...props} />
        ) : (
          <MapFailure onFailure={fallBack}>
            <GoogleMapView apiKey={apiKey} onUnavailable={fallBack} {...props} />
          </MapFailure>
        )}
      </Suspense>
    </div>
  );
}
