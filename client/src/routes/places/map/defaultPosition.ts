import type { Position } from './mapMath.ts';

/**
 * The default map position, in Jeddah (docs/places.md#map); a module of its own, so the places list has it without
 * the map's maths.
 */
export const DEFAULT_POSITION: Position = { latitude: 21.484491, longitude: 39.18364 };
