import { useCallback, useState } from 'react';
import { currentPosition } from '../map/currentPosition.ts';
import type { Position } from '../map/mapMath.ts';
import { updateSettings } from '../../../session/session.ts';

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
      setLocating(true);
      void currentPosition().then((location) => {
        if (!location) {
          setLocating(false);
          setDenied(true);
          void updateSettings({ location: null, locationEnabled: false, locationEnableChosen: true });
          return;
        }
        void updateSettings({ location, locationEnabled: true, locationEnableChosen: true }).then(() => {
          setLocating(false);
          apply(location);
        });
      });
    },
    [apply],
  );

  return { toggle, locating, denied };
}
