import { Component, Suspense, useCallback, useState, type CSSProperties, type ReactNode } from 'react';
import { MAP_HEIGHT, MAP_HEIGHT_SM } from './mapSizes.ts';
import styles from './MapWithFallback.module.css';

const placeholderHeight = { '--mapHeight': `${MAP_HEIGHT}px`, '--mapHeightSm': `${MAP_HEIGHT_SM}px` } as CSSProperties;

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

/**
 * Google's map when the gateway has a browser key and the script loads; otherwise the built-in map and `note` saying
 * so. Both maps are lazy chunks of their screens: the placeholder keeps their place until one arrives.
 */
export function MapWithFallback({
  apiKey,
  note,
  google,
  builtIn,
}: {
  apiKey: string | null;
  note: string;
  google: (apiKey: string, onUnavailable: () => void) => ReactNode;
  builtIn: ReactNode;
}) {
  const [unavailable, setUnavailable] = useState(!apiKey);
  const fallBack = useCallback(() => setUnavailable(true), []);
  // The note is drawn with the placeholder, before the map's chunk arrives, so the map does not move what follows.
  return (
    <div className={styles.wrap}>
      {unavailable || !apiKey ? (
        <p className={styles.note} role="note">
          {note}
        </p>
      ) : null}
      <Suspense fallback={<div className={styles.placeholder} style={placeholderHeight} aria-hidden />}>
        {unavailable || !apiKey ? builtIn : <MapFailure onFailure={fallBack}>{google(apiKey, fallBack)}</MapFailure>}
      </Suspense>
    </div>
  );
}
