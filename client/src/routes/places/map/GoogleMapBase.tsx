import { makeStyles, tokens } from '@fluentui/react-components';
import GoogleMapReact from 'google-map-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocale } from '../../../i18n/useLocale.ts';
import { MAX_ZOOM, MIN_ZOOM } from './mapMath.ts';
import { mapHeight } from './mapHeight.ts';

/** How long the Google script may take before the built-in map is shown instead (no network, blocked, bad key). */
const LOAD_TIMEOUT_MS = 8000;

const useStyles = makeStyles({
  frame: {
    ...mapHeight,
    position: 'relative',
    borderRadius: tokens.borderRadiusXLarge,
    overflow: 'hidden',
    boxShadow: tokens.shadow4,
  },
});

/** What the maps ask of Google's map object. */
export interface GoogleMapHandle {
  setCenter(center: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
  fitBounds(bounds: unknown): void;
}

type MapProps = Omit<
  GoogleMapReact.Props,
  'bootstrapURLKeys' | 'onGoogleApiLoaded' | 'yesIWantToUseGoogleMapApiInternals' | 'options'
>;

/** google-map-react places each child at its lat and lng; the marker centres itself there. */
export function Pinned({ children }: { lat: number; lng: number; children: ReactNode }) {
  return <div style={{ position: 'absolute' }}>{children}</div>;
}

/**
 * Google's map as every screen draws it (the places list, the location picker): the viewer's language, the zoom range,
 * north up in both languages, and `onUnavailable` when the script does not load in time or loads without a map.
 * `overlay` is drawn over the map, outside Google's own layers.
 */
export function GoogleMapBase({
  apiKey,
  label,
  onUnavailable,
  onLoaded,
  overlay,
  ...props
}: MapProps & {
  apiKey: string;
  label: string;
  onUnavailable: () => void;
  onLoaded?: (google: {
    map: GoogleMapHandle;
    maps: { LatLngBounds: new (sw: object, ne: object) => unknown };
  }) => void;
  overlay?: ReactNode;
}) {
  const styles = useStyles();
  const locale = useLocale();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(onUnavailable, LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, onUnavailable]);

  return (
    <div className={styles.frame} dir="ltr" role="region" aria-label={label}>
      <GoogleMapReact
        {...props}
        bootstrapURLKeys={{ key: apiKey, language: locale }}
        options={{ maxZoom: MAX_ZOOM, minZoom: MIN_ZOOM }}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map, maps }) => {
          // google-map-react reports a script that failed to load as loaded without a map.
          if (!map || !maps) {
            onUnavailable();
            return;
          }
          setLoaded(true);
          onLoaded?.({ map: map as GoogleMapHandle, maps });
        }}
      />
      {overlay}
    </div>
  );
}
