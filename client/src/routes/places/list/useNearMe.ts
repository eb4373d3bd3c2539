import { useCallback, useState } from 'react';
import type { Position } from '../map/mapMath.ts';
import { updateSettings } from '../../../session/session.ts';

const ROUND = 1e5;
const rounded = (value: number) => Math.round(value * ROUND) / ROUND;

/**
 * Near me: asks the browser for the position and remembers the choice in the app settings (location, locationEnabled,
 * locationEnableChosen); turning it off clears the position. A refusal (or no geolocation) sets `denied`.
 */
export function useNearMe(apply: (position: Position | null) => void) {
  const [locating, setLocating] = useState(false);
  const [denied, setDenied] = useState(false);

  const toggle = useCallback(
    (active: boolean) => {
      setDenied(false);
      if (active) {
        void updateSettings({ location: null, locationEnabled: false, locationEnableChosen: true }).then(() =>
          apply(null),
        );
        return;
      }
      const refuse = () => {
        setLocating(false);
        setDenied(true);
        void updateSettings({ location: null, locationEnabled: false, locationEnableChosen: true });
      };
      if (typeof navigator === 'undefined' || !navigator.geolocation) {
        refuse();
        return;
      }
      setLocating(true);
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => {
          const location = { latitude: rounded(coords.latitude), longitude: rounded(coords.longitude) };
          void updateSettings({ location, locationEnabled: true, locationEnableChosen: true }).then(() => {
            setLocating(false);
            apply(location);
          });
        },
        refuse,
        { timeout: 15_000, maximumAge: 10 * 60_000 },
      );
    },
    [apply],
  );

  return { toggle, locating, denied };
}
