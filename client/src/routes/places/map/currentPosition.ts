import type { Position } from './mapMath.ts';

const ROUND = 1e5;
const rounded = (value: number) => Math.round(value * ROUND) / ROUND;

/**
 * The browser's position, rounded to five decimals (15 s timeout; a reading up to 10 minutes old is accepted); null
 * when refused, unavailable or without geolocation.
 */
export function currentPosition(): Promise<Position | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: rounded(coords.latitude), longitude: rounded(coords.longitude) }),
      () => resolve(null),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
