import type { Position } from './mapMath.ts';

export type CoordinateAxis = 'latitude' | 'longitude';

/** The largest absolute value of each axis, in degrees. */
export const COORDINATE_LIMITS: Record<CoordinateAxis, number> = { latitude: 90, longitude: 180 };

/** What is wrong with a typed pair: a missing half, not a number, or outside the axis' range. */
export type CoordinateProblem = 'required' | 'invalid' | 'coordinateRange';

// Arabic-Indic (٠-٩) and Persian (۰-۹) digits, the Arabic decimal separator and a typographic minus are typed too.
const normalise = (text: string) =>
  text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/^[\u2212\u2013]/, '-');

const DECIMAL = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A typed coordinate in degrees; null when empty, NaN when it is not a decimal number. */
export function parseCoordinate(text: string): number | null {
  const value = normalise(text);
  if (value === '') return null;
  return DECIMAL.test(value) ? Number(value) : Number.NaN;
}

/** The problem of one half of a typed pair (both halves or neither), or null when it is fine. */
export function coordinateProblem(axis: CoordinateAxis, text: string, other: string): CoordinateProblem | null {
  const value = parseCoordinate(text);
  if (value === null) return parseCoordinate(other) === null ? null : 'required';
  if (Number.isNaN(value)) return 'invalid';
  return Math.abs(value) > COORDINATE_LIMITS[axis] ? 'coordinateRange' : null;
}

/** The typed pair as a position, or null when either half is missing or wrong. */
export function parsePosition(latitude: string, longitude: string): Position | null {
  if (coordinateProblem('latitude', latitude, longitude) || coordinateProblem('longitude', longitude, latitude))
    return null;
  const lat = parseCoordinate(latitude);
  const lng = parseCoordinate(longitude);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
}

/** A picked position as the fields show it: six decimals (about 10 cm), longitude wrapped into -180..180. */
export function formatPosition(position: Position): { latitude: string; longitude: string } {
  const longitude = ((((position.longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: position.latitude.toFixed(6), longitude: longitude.toFixed(6) };
}
