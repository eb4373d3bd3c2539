/** A place's marker: a round button this many CSS pixels wide (a touch target above the 24 px minimum). */
export const MARKER_SIZE = 32;
/** A group's marker, with the count in it. */
export const CLUSTER_SIZE = 40;
/**
 * Markers closer than this on either axis are drawn as one group. Measured on both axes (not as a distance), so the
 * square boxes of two markers never overlap and keep a gap: a touch lands on one target only (docs/places.md#map).
 */
export const MARKER_SPACING = CLUSTER_SIZE + 4;

/**
 * The map's height in CSS pixels on a phone and from the sm breakpoint (both maps and the placeholder before they
 * load, so nothing moves when one arrives).
 */
export const MAP_HEIGHT = 320;
export const MAP_HEIGHT_SM = 440;
